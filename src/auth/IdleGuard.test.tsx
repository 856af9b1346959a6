import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import { IdleGuard } from './IdleGuard';
import { startActivity } from './idleClock';
import { endReason } from '../api/session';

const MINUTE = 60_000;
/** The default idle timeout (config.json's idleTimeoutMinutes). */
const TIMEOUT = 15 * MINUTE;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  startActivity(Date.now());
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('IdleGuard', () => {
  it('warns a minute before, counting down, and a key press anywhere starts the count over', async () => {
    const { authProvider } = renderAdmin(<IdleGuard />);
    await pass(TIMEOUT - 61_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(2000);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toHaveTextContent(
      'signed out in 59 seconds',
    );
    await pass(9000);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toHaveTextContent(
      'signed out in 50 seconds',
    );
    fireEvent.keyDown(document.body, { key: 'Shift' });
    // Seen at the next tick (1 s); the dialog's closing transition starts once that renders.
    await pass(1000);
    await pass(1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(TIMEOUT - 2 * MINUTE);
    expect(authProvider.logout).not.toHaveBeenCalled();
  });

  it('"Stay signed in" keeps the session', async () => {
    const { authProvider } = renderAdmin(<IdleGuard />);
    await pass(TIMEOUT - 30_000);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    fireEvent.pointerDown(stay);
    fireEvent.click(stay);
    await pass(1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(TIMEOUT - 2 * MINUTE);
    expect(authProvider.logout).not.toHaveBeenCalled();
  });

  it('signs out at the limit, and the login page is told why', async () => {
    const { authProvider } = renderAdmin(<IdleGuard />);
    await pass(TIMEOUT + 1000);
    expect(authProvider.logout).toHaveBeenCalledTimes(1);
    expect(endReason()).toBe('You were signed out after 15 minutes without activity.');
  });

  it("another tab's activity counts: this tab does not warn while the user works there", async () => {
    const { authProvider } = renderAdmin(<IdleGuard />);
    for (let minute = 1; minute <= 20; minute += 1) {
      await pass(MINUTE);
      // What another tab writes (idleClock's shared key) while its user types.
      localStorage.setItem('gd.lastActivity', String(Date.now()));
    }
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(authProvider.logout).not.toHaveBeenCalled();
  });

  it('signs out at once a tab opened again after the limit (a laptop waking up)', async () => {
    startActivity(Date.now() - TIMEOUT - MINUTE);
    const { authProvider } = renderAdmin(<IdleGuard />);
    await pass(0);
    expect(authProvider.logout).toHaveBeenCalledTimes(1);
  });
});
