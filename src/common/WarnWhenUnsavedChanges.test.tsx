import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Form, useNavigate } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import { TextInput } from './inputs';
import { WarnWhenUnsavedChanges } from './WarnWhenUnsavedChanges';

let go: (path: string) => void = () => undefined;

function NavigateProbe() {
  const navigate = useNavigate();
  useEffect(() => {
    go = (path) => navigate(path);
  });
  return null;
}

function setup() {
  const view = renderAdmin(
    <Form
      defaultValues={{ name: '' }}
      warnWhenUnsavedChanges
      WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
    >
      <TextInput source="name" />
      <NavigateProbe />
    </Form>,
    { path: '/admin/form', route: '/admin/form' },
  );
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Half filled' } });
  return view;
}

afterEach(() => vi.restoreAllMocks());

describe('WarnWhenUnsavedChanges', () => {
  it('asks before leaving a dirty form: Cancel stays with the input, OK leaves', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    setup();
    act(() => go('/admin/elsewhere'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Name')).toHaveValue('Half filled');
    act(() => go('/admin/elsewhere'));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('asks again for a navigation right after a dismissed one (a double click), and never leaves unasked', async () => {
    // The second click lands before React has rendered the first answer.
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockImplementationOnce(() => {
        queueMicrotask(() => go('/admin/elsewhere'));
        return false;
      })
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    setup();
    // Outside act(), which would render every update before the microtask: the router's transition
    // renders in a later task, as in a browser.
    go('/admin/elsewhere');
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('elsewhere')).toBeNull();
    act(() => go('/admin/elsewhere'));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(3);
  });
});
