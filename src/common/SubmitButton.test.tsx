import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Form, SaveContextProvider, required } from 'react-admin';
import { TextInput } from './inputs';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import { SubmitButton } from './SubmitButton';

/** A save the test ends when it wants. */
function slowSave() {
  let finish = () => {};
  const save = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { save, finish: () => finish() };
}

const Sample = ({ onSubmit, busy }: { onSubmit: () => Promise<void>; busy?: boolean }) => (
  <Form defaultValues={{ sTitle: 'Gift' }} onSubmit={onSubmit} noValidate>
    <TextInput source="sTitle" validate={required()} />
    <SubmitButton label="Send" busy={busy} />
  </Form>
);

/**
 * A page whose save, like react-admin's over react-query, returns at once and reports `saving` a task
 * later: the form's submit is over before the save shows. The save ends when the test says.
 */
const LateSaving = ({ save, ended }: { save: () => void; ended: Promise<void> }) => {
  const [saving, setSaving] = useState(false);
  const start = () => {
    save();
    setTimeout(() => setSaving(true), 0);
    void ended.then(() => setSaving(false));
  };
  return (
    <SaveContextProvider value={{ save: start, saving }}>
      <Form defaultValues={{ sTitle: 'Gift' }} onSubmit={start} noValidate>
        <TextInput source="sTitle" />
        <SubmitButton label="Send" />
      </Form>
    </SaveContextProvider>
  );
};

describe('SubmitButton', () => {
  it('refuses the second click of a double click that comes after the submit, before the save shows', async () => {
    const save = vi.fn();
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    renderAdmin(<LateSaving save={save} ended={ended} />);
    const button = screen.getByRole('button', { name: 'Send' });
    // No timer runs until the test says: the second click must come before the one that shows the
    // save (React's act runs timers between its turns, so with real ones the save had always shown).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(button);
      // The submit runs and renders as over (promises only: no timer has run yet).
      for (let turn = 0; turn < 5; turn += 1) await act(() => Promise.resolve());
      expect(save).toHaveBeenCalledTimes(1);
      expect((button as HTMLButtonElement).disabled).toBe(false);
      fireEvent.click(button);
      await act(() => vi.runAllTimersAsync());
      expect((button as HTMLButtonElement).disabled).toBe(true);
      end();
      await act(() => vi.runAllTimersAsync());
      expect((button as HTMLButtonElement).disabled).toBe(false);
      expect(save).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('submits once for a double click, and again once the first submit is over', async () => {
    const { save, finish } = slowSave();
    renderAdmin(<Sample onSubmit={save} />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    finish();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(save).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
  });

  it('stays off while the page says its own save is under way', () => {
    renderAdmin(<Sample onSubmit={vi.fn(async () => undefined)} busy />);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is clickable on a pristine form, so an empty submit shows what is required', async () => {
    const save = vi.fn(async () => undefined);
    renderAdmin(
      <Form onSubmit={save} noValidate>
        <TextInput source="sTitle" validate={required()} />
        <SubmitButton label="Send" />
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it.each([false, true])(
    'submits again once a refused submit is put right (needsChange: %s)',
    async (needsChange) => {
      const save = vi.fn(async () => undefined);
      renderAdmin(
        <Form defaultValues={{ sTitle: 'Gift' }} onSubmit={save} noValidate>
          <TextInput source="sTitle" validate={required()} />
          <SubmitButton label="Send" needsChange={needsChange} />
        </Form>,
      );
      const title = screen.getByRole('textbox');
      fireEvent.change(title, { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Required')).toBeTruthy();
      fireEvent.change(title, { target: { value: 'Gift card' } });
      await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    },
  );
});
