import { useEffect, useRef } from 'react';

/** What a key does on a review screen; a screen binds only the actions its user may take. */
export const SHORTCUT_ACTIONS = ['next', 'previous', 'open', 'accept', 'reject', 'help'] as const;
export type ShortcutAction = (typeof SHORTCUT_ACTIONS)[number];
export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

/** The keys of each action, as the help dialog shows them. */
export const SHORTCUT_KEYS: Record<ShortcutAction, readonly string[]> = {
  next: ['j', '↓'],
  previous: ['k', '↑'],
  open: ['Enter'],
  accept: ['a'],
  reject: ['r'],
  help: ['?'],
};

const ACTION_OF_KEY: Readonly<Record<string, ShortcutAction>> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  Enter: 'open',
  a: 'accept',
  r: 'reject',
  '?': 'help',
};

const TYPING =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]';
// Enter on these already does something: the shortcut must not take it from them.
const INTERACTIVE =
  'a[href], button, [role="button"], [role="link"], [role="menuitem"], [role="checkbox"], [role="switch"], [role="tab"], [role="option"]';

const closest = (target: EventTarget | null, selector: string) =>
  target instanceof Element && target.closest(selector) !== null;

/** A dialog, menu or drawer above the page (MUI marks closed, kept-mounted ones hidden). */
export const isOverlayOpen = () =>
  document.querySelector('.MuiModal-root:not(.MuiModal-hidden), [role="dialog"], [role="alertdialog"]') !==
  null;

/** The action a key press asks for, or undefined when it is typing, a chord or meant for something else. */
export function shortcutOf(event: KeyboardEvent): ShortcutAction | undefined {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  const action = ACTION_OF_KEY[event.key];
  if (!action || closest(event.target, TYPING) || isOverlayOpen()) return;
  if (action === 'open' && closest(event.target, INTERACTIVE)) return;
  return action;
}

/**
 * Binds the handlers to the page's keys while mounted. A missing handler leaves its key alone
 * (arrows still scroll, Enter still submits); the latest handlers are used without re-binding.
 */
export function useKeyboardShortcuts(handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      const handler = action && latest.current[action];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
