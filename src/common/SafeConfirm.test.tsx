import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestTranslationProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SafeConfirm } from './SafeConfirm';

const translate = vi.fn((key: string) => key);

const confirm = (isOpen: boolean, onClose = vi.fn()) => (
  <TestTranslationProvider translate={translate}>
    <SafeConfirm
      isOpen={isOpen}
      title="test.title"
      content="test.content"
      onConfirm={vi.fn()}
      onClose={onClose}
    />
  </TestTranslationProvider>
);

describe('SafeConfirm', () => {
  it('renders no dialog before its first opening (a list row holds one each)', () => {
    translate.mockClear();
    render(confirm(false));
    // react-admin's Confirm translates its title on every render, open or not.
    expect(translate).not.toHaveBeenCalledWith('test.title', expect.anything());
  });

  it('shows the dialog once opened, and closes it again', async () => {
    const onClose = vi.fn();
    const { rerender } = render(confirm(false, onClose));
    rerender(confirm(true, onClose));
    expect(await screen.findByRole('dialog')).toHaveTextContent('test.title');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(confirm(false, onClose));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(confirm(true, onClose));
    expect(await screen.findByRole('dialog')).toHaveTextContent('test.title');
  });
});
