/**
 * An idle session ends by itself (docs/security.md). After config.json's `idleTimeoutMinutes` (15 by default)
 * without a key press, click, touch or wheel in any tab, the session is signed out and the login
 * page says why; a minute before, a dialog counts down and offers to stay. Activity is shared by the
 * tabs (idleClock.ts), and the logout of one reaches the others (useHasSession). A tab reopened after
 * the limit (a laptop waking up, a browser restored the next day) signs out at once.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { idleTimeoutMinutes } from '../config';
import { lastActivity, noteActivity } from './idleClock';
import { saveEndReason } from '../api/session';

/** How long before the end the warning shows. */
export const IDLE_WARNING_MS = 60_000;
const TICK_MS = 1000;
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
const I = 'gd.layout.idle';

/** Milliseconds left before an idle sign-out, at `now`. */
export const idleTimeLeft = (now: number, timeoutMs: number): number => lastActivity() + timeoutMs - now;

export const IdleGuard = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const minutes = idleTimeoutMinutes();
  const timeoutMs = minutes * 60_000;
  const [left, setLeft] = useState(() => idleTimeLeft(Date.now(), timeoutMs));

  useEffect(() => {
    const onActivity = () => noteActivity();
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    let ended = false;
    const check = () => {
      const remaining = idleTimeLeft(Date.now(), timeoutMs);
      setLeft(remaining);
      if (remaining > 0 || ended) return;
      ended = true;
      saveEndReason(translate(`${I}.signed_out`, { smart_count: minutes }));
      void logout();
    };
    // No activity known (storage refused, first mount): the count starts now.
    if (lastActivity() === 0) noteActivity();
    check();
    const timer = window.setInterval(check, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [logout, minutes, timeoutMs, translate]);

  const warning = left > 0 && left <= IDLE_WARNING_MS;
  return (
    <Dialog
      open={warning}
      aria-labelledby="idle-title"
      aria-describedby="idle-text"
      // It interrupts on its own, not in answer to the user: an alert dialog (WAI-ARIA).
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id="idle-title">{translate(`${I}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-text">
          {translate(`${I}.text`, { smart_count: Math.ceil(left / 1000) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logout()}>{translate(`${I}.sign_out`)}</Button>
        {/* The click itself is activity (noteActivity runs on pointerdown): the count starts over. */}
        <Button variant="contained" autoFocus onClick={() => setLeft(timeoutMs)}>
          {translate(`${I}.stay`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
