import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from '@mui/material';
import { describe, expect, it, vi } from 'vitest';
import { useKeyboardShortcuts, type ShortcutHandlers } from './keyboardShortcuts';

const Page = ({ handlers, dialog = false }: { handlers: ShortcutHandlers; dialog?: boolean }) => {
  useKeyboardShortcuts(handlers);
  return (
    <>
      <input aria-label="search" />
      <div contentEditable suppressContentEditableWarning aria-label="editor" role="textbox" />
      <button type="button">button</button>
      <p>page</p>
      <Dialog open={dialog}>
        <p>dialog</p>
      </Dialog>
    </>
  );
};

const handlersSpy = () => ({
  next: vi.fn(),
  previous: vi.fn(),
  open: vi.fn(),
  accept: vi.fn(),
  reject: vi.fn(),
  help: vi.fn(),
});

describe('useKeyboardShortcuts', () => {
  it('maps j / k and the arrows, Enter, a, r and ? to their actions', () => {
    const handlers = handlersSpy();
    render(<Page handlers={handlers} />);
    const page = screen.getByText('page');
    for (const key of ['j', 'ArrowDown', 'k', 'ArrowUp', 'Enter', 'a', 'r', '?'])
      fireEvent.keyDown(page, { key });
    expect(handlers.next).toHaveBeenCalledTimes(2);
    expect(handlers.previous).toHaveBeenCalledTimes(2);
    expect(handlers.open).toHaveBeenCalledTimes(1);
    expect(handlers.accept).toHaveBeenCalledTimes(1);
    expect(handlers.reject).toHaveBeenCalledTimes(1);
    expect(handlers.help).toHaveBeenCalledTimes(1);
  });

  it('takes the key from the page (no scroll, no typed letter) only when it acts', () => {
    render(<Page handlers={{ accept: vi.fn() }} />);
    const page = screen.getByText('page');
    expect(fireEvent.keyDown(page, { key: 'a' })).toBe(false);
    // No handler for j: the key is left to the browser.
    expect(fireEvent.keyDown(page, { key: 'j' })).toBe(true);
    expect(fireEvent.keyDown(page, { key: 'ArrowDown' })).toBe(true);
  });

  it('never fires while typing in an input or a rich text editor', () => {
    const handlers = handlersSpy();
    render(<Page handlers={handlers} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'search' }), { key: 'a' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'editor' }), { key: 'r' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'search' }), { key: 'Enter' });
    expect(handlers.accept).not.toHaveBeenCalled();
    expect(handlers.reject).not.toHaveBeenCalled();
    expect(handlers.open).not.toHaveBeenCalled();
  });

  it('never fires while a dialog is open', () => {
    const handlers = handlersSpy();
    render(<Page handlers={handlers} dialog />);
    fireEvent.keyDown(screen.getByText('dialog'), { key: 'a' });
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(handlers.accept).not.toHaveBeenCalled();
    expect(handlers.next).not.toHaveBeenCalled();
  });

  it('leaves Enter to a focused button and ignores chords (Ctrl+R reloads)', () => {
    const handlers = handlersSpy();
    render(<Page handlers={handlers} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'button' }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByText('page'), { key: 'r', ctrlKey: true });
    fireEvent.keyDown(screen.getByText('page'), { key: 'a', metaKey: true });
    expect(handlers.open).not.toHaveBeenCalled();
    expect(handlers.reject).not.toHaveBeenCalled();
    expect(handlers.accept).not.toHaveBeenCalled();
    // j on a focused button still moves.
    fireEvent.keyDown(screen.getByRole('button', { name: 'button' }), { key: 'j' });
    expect(handlers.next).toHaveBeenCalledTimes(1);
  });

  it('uses the latest handlers and stops when unmounted', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = render(<Page handlers={{ accept: first }} />);
    rerender(<Page handlers={{ accept: second }} />);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
