import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardRestoredPages } from './restoredPageGuard';
import { TOKEN_KEY } from '../api/session';

const transition = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  window.dispatchEvent(Object.assign(new Event(type), { persisted }));

describe('guardRestoredPages', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    localStorage.clear();
    document.documentElement.style.visibility = '';
  });

  it('hides and reloads a page restored after its session ended elsewhere', () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const reload = vi.fn();
    stop = guardRestoredPages(reload);
    transition('pagehide', true);
    localStorage.removeItem(TOKEN_KEY);
    transition('pageshow', true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it('reloads when another account signed in meanwhile', () => {
    localStorage.setItem(TOKEN_KEY, 'first');
    const reload = vi.fn();
    stop = guardRestoredPages(reload);
    transition('pagehide', true);
    localStorage.setItem(TOKEN_KEY, 'second');
    transition('pageshow', true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a restored page alone when its session is the same, and a fresh load always', () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const reload = vi.fn();
    stop = guardRestoredPages(reload);
    transition('pagehide', true);
    transition('pageshow', true);
    localStorage.removeItem(TOKEN_KEY);
    transition('pageshow', false);
    expect(reload).not.toHaveBeenCalled();
  });
});
