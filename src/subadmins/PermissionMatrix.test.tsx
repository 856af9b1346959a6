import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SUPER_ADMIN, fakeAuthProvider, renderAdmin } from '../../tests/support/renderAdmin';
import {
  MODULES,
  MODULE_OPERATIONS,
  permissionSetFrom,
  type AccessSubject,
  type PermissionSet,
} from '../domain/permissions';
import { normalizePermissions } from '../domain/subadmin';
import type { Locale } from '../i18n/locales';
import { PermissionMatrix } from './PermissionMatrix';

async function setup(options: { subject?: AccessSubject; value?: PermissionSet; locale?: Locale } = {}) {
  const onSubmit = vi.fn();
  renderAdmin(
    <Form defaultValues={{ aPermissions: options.value ?? normalizePermissions([]) }} onSubmit={onSubmit}>
      <PermissionMatrix />
      <button type="submit">submit</button>
    </Form>,
    { authProvider: fakeAuthProvider(options.subject ?? SUPER_ADMIN), locale: options.locale },
  );
  /** The value the form holds now, read through a submit. */
  const value = async (): Promise<PermissionSet> => {
    onSubmit.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return (onSubmit.mock.calls[0] as [{ aPermissions: PermissionSet }])[0].aPermissions;
  };
  // The cells stay locked until the editor's own rights are known.
  await waitFor(() =>
    expect(screen.getByLabelText(/^(Customers: View|Clients : Voir)$/, { selector: 'input' })).toBeEnabled(),
  );
  return { value };
}

// By label rather than by role: role queries over ~90 checkboxes are slow in jsdom.
const box = (name: string) =>
  screen.getByLabelText<HTMLInputElement>(name, { selector: 'input[type=checkbox]' });
const isIndeterminate = (name: string) => box(name).getAttribute('data-indeterminate') === 'true';

describe('PermissionMatrix', () => {
  it('has one row per module and one checkbox per operation the module has, named for screen readers', async () => {
    await setup();
    const table = await screen.findByRole('table', { name: 'Permissions' });
    expect(within(table).getAllByRole('row')).toHaveLength(MODULES.length + 1);
    const cells = MODULES.reduce((sum, module) => sum + MODULE_OPERATIONS[module].length, 0);
    // cells + one select-all per row + one per column (6 operations) + the whole grid
    expect(within(table).getAllByRole('checkbox')).toHaveLength(cells + MODULES.length + 6 + 1);
    expect(box('Customers: View')).toBeInTheDocument();
    expect(box('Gift card purchase requests: Accept/Reject')).toBeInTheDocument();
    expect(screen.queryByLabelText('Dashboard: Add')).toBeNull();
    expect(screen.queryByLabelText('Customers: Add')).toBeNull();
  });

  it('selects a row, with the indeterminate state in between', async () => {
    const { value } = await setup();
    await screen.findByRole('table', { name: 'Permissions' });
    fireEvent.click(box('Customers: Edit'));
    expect(isIndeterminate('All of Customers')).toBe(true);
    expect(isIndeterminate('Edit in every module')).toBe(true);
    expect(isIndeterminate('All permissions')).toBe(true);

    fireEvent.click(box('All of Customers'));
    expect(box('All of Customers')).toBeChecked();
    expect(isIndeterminate('All of Customers')).toBe(false);
    expect(await value()).toEqual(permissionSetFrom({ Customers: ['View', 'Edit', 'Delete'] }));

    fireEvent.click(box('All of Customers'));
    expect(box('All of Customers')).not.toBeChecked();
    expect(await value()).toEqual(permissionSetFrom({}));
  });

  it('selects a column across every module that has the operation', async () => {
    const { value } = await setup();
    await screen.findByRole('table', { name: 'Permissions' });
    fireEvent.click(box('View in every module'));
    expect(box('View in every module')).toBeChecked();
    const views = Object.fromEntries(MODULES.map((m) => [m, ['View'] as const]));
    expect(await value()).toEqual(permissionSetFrom(views));
    expect(box('Settings: View')).toBeChecked();
    fireEvent.click(box('View in every module'));
    expect(await value()).toEqual(permissionSetFrom({}));
  });

  it('selects and clears everything with the grid checkbox', async () => {
    const { value } = await setup({ value: permissionSetFrom({ CMS: ['Edit'] }) });
    await screen.findByRole('table', { name: 'Permissions' });
    expect(box('CMS: Edit')).toBeChecked();
    fireEvent.click(box('All permissions'));
    expect((await value()).every((m) => m.operations.every((op) => op.canOperate === 'true'))).toBe(true);
    fireEvent.click(box('All permissions'));
    expect(await value()).toEqual(permissionSetFrom({}));
  });

  it('works with the keyboard: Tab to a checkbox, Space toggles it', async () => {
    const user = userEvent.setup();
    const { value } = await setup();
    await screen.findByRole('table', { name: 'Permissions' });
    box('Dashboard: View').focus();
    await user.keyboard(' ');
    expect(box('Dashboard: View')).toBeChecked();
    await user.tab();
    expect(box('All of Customers')).toHaveFocus();
    await user.keyboard(' ');
    expect(await value()).toEqual(
      permissionSetFrom({ Dashboard: ['View'], Customers: ['View', 'Edit', 'Delete'] }),
    );
  });

  it('locks what a sub-admin editor does not hold; select-all leaves locked cells alone', async () => {
    const subject = {
      isSuperAdmin: false,
      aPermissions: permissionSetFrom({ Subadmin: ['View', 'Edit'], Customers: ['View'] }),
    };
    const { value } = await setup({ subject, value: permissionSetFrom({}) });
    expect(
      await screen.findByText('You can only grant the operations you hold yourself.'),
    ).toBeInTheDocument();
    expect(box('Customers: View')).toBeEnabled();
    expect(box('Customers: Edit')).toBeDisabled();
    expect(box('Dashboard: View')).toBeDisabled();
    expect(box('All of Dashboard')).toBeDisabled();
    fireEvent.click(box('All of Customers'));
    fireEvent.click(box('All permissions'));
    expect(await value()).toEqual(permissionSetFrom({ Subadmin: ['View', 'Edit'], Customers: ['View'] }));
  });

  it('speaks French', async () => {
    await setup({ locale: 'fr-FR' });
    expect(await screen.findByRole('table', { name: 'Permissions' })).toBeInTheDocument();
    expect(box('Clients : Voir')).toBeInTheDocument();
    expect(box('Tout Clients')).toBeInTheDocument();
    expect(box('Voir dans tous les modules')).toBeInTheDocument();
  });
});
