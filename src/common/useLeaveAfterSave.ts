import { useEffect, useState } from 'react';

/**
 * Leaves a form's page once it is saved, after the form has stopped guarding against leaving: the
 * form takes `warnWhenUnsavedChanges={!saved}`. Leaving from the save's own callback raced
 * react-admin's guard (the navigation was blocked, then released twice: react-router threw "Invalid
 * blocker state transition" and the page showed its error screen, about once in 10 saves on a busy
 * machine). The effect runs after the commit in which the form dropped its guard.
 */
export function useLeaveAfterSave(leave: () => void) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) leave();
    // `leave` is a new function each render; the page is left once, when saved turns true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  return { saved, markSaved: () => setSaved(true) };
}
