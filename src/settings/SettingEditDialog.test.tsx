import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { settings as enSettings } from './i18n/en';
import { SettingEditDialog, type SettingRow } from './SettingEditDialog';
import { settingRow } from '../../tests/support/settingRows';

const V = enSettings.validation;
const row = settingRow;

function setup(
  record: SettingRow,
  update = vi.fn(async (_resource: string, _params: unknown) => ({
    data: record,
    meta: { message: 'Settings updated successfully.' },
  })),
) {
  const onClose = vi.fn();
  renderAdmin(<SettingEditDialog record={record} onClose={onClose} />, {
    dataProvider: fakeDataProvider({ update }),
  });
  const dialog = screen.getByRole('dialog');
  return {
    dialog,
    update,
    onClose,
    title: within(dialog).getByLabelText(/Page Title/) as HTMLInputElement,
    save: within(dialog).getByRole('button', { name: enSettings.edit.save }),
  };
}

const valueInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Value/) as HTMLInputElement;

describe('SettingEditDialog', () => {
  it('refuses 101 for loyalty-point, then saves 25 with the server message, closes', async () => {
    const ui = setup(row('loyalty-point', 'Loyalty Point (%)', '10'));
    expect(valueInput(ui.dialog)).toHaveValue(10);
    fireEvent.change(valueInput(ui.dialog), { target: { value: '101' } });
    fireEvent.click(ui.save);
    expect(await screen.findByText(V.percent_range)).toBeInTheDocument();
    expect(ui.update).not.toHaveBeenCalled();

    fireEvent.change(valueInput(ui.dialog), { target: { value: '25' } });
    fireEvent.click(ui.save);
    await waitFor(() => expect(ui.update).toHaveBeenCalledTimes(1));
    expect(ui.update).toHaveBeenCalledWith(
      'settings',
      expect.objectContaining({ id: 'loyalty-point', data: { sTitle: 'Loyalty Point (%)', sValue: '25' } }),
    );
    expect(await screen.findByText('Settings updated successfully.')).toBeInTheDocument();
    expect(ui.onClose).toHaveBeenCalled();
  });

  it.each([
    ['loyalty-point-usage', '-1', V.percent_range],
    ['min-loyalty-point-usage', '-1', V.minimum_range],
    ['min-loyalty-point-usage', '', V.value_required],
  ])('%s refuses %j', async (key, value, message) => {
    const ui = setup(row(key, 'Loyalty', '5'));
    fireEvent.change(valueInput(ui.dialog), { target: { value } });
    fireEvent.click(ui.save);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(ui.update).not.toHaveBeenCalled();
  });

  it('accepts any number of 0 or more for min-loyalty-point-usage', async () => {
    const ui = setup(row('min-loyalty-point-usage', 'Minimum', '100'));
    fireEvent.change(valueInput(ui.dialog), { target: { value: '5000' } });
    fireEvent.click(ui.save);
    await waitFor(() =>
      expect(ui.update).toHaveBeenCalledWith(
        'settings',
        expect.objectContaining({
          id: 'min-loyalty-point-usage',
          data: { sTitle: 'Minimum', sValue: '5000' },
        }),
      ),
    );
  });

  it('requires a page title (trimmed)', async () => {
    const ui = setup(row('loyalty-point', 'Loyalty', '5'));
    fireEvent.change(ui.title, { target: { value: '   ' } });
    fireEvent.click(ui.save);
    expect(await screen.findByText(V.title_required)).toBeInTheDocument();
    expect(ui.update).not.toHaveBeenCalled();
  });

  it('edits a content page with the rich-text editor and sends its HTML to the data provider', async () => {
    const ui = setup(row('terms', 'Terms', '<p>Old terms</p>'));
    expect(within(ui.dialog).queryByLabelText(/^Value/)).toBeNull();
    expect(await within(ui.dialog).findByText('Old terms')).toBeInTheDocument();
    fireEvent.change(ui.title, { target: { value: 'Terms of use' } });
    fireEvent.click(ui.save);
    await waitFor(() =>
      expect(ui.update).toHaveBeenCalledWith(
        'settings',
        expect.objectContaining({
          id: 'terms',
          data: { sTitle: 'Terms of use', sValue: '<p>Old terms</p>' },
        }),
      ),
    );
  });

  it('keeps the modal open and shows the server message as an error when the save fails', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('You do not have permission to perform this action.', 403, null);
    });
    const ui = setup(row('loyalty-point', 'Loyalty', '5'), update);
    fireEvent.click(ui.save);
    const notice = await screen.findByText('You do not have permission to perform this action.');
    expect(notice.closest('.MuiSnackbarContent-root')).toHaveClass('RaNotification-error');
    expect(ui.onClose).not.toHaveBeenCalled();
  });

  it("says 'Server is unavalible.' when the save gets no answer", async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Server is unavailable.', 0, null);
    });
    const ui = setup(row('loyalty-point', 'Loyalty', '5'), update);
    fireEvent.click(ui.save);
    expect(await screen.findByText(enSettings.server_unavailable)).toBeInTheDocument();
  });
});
