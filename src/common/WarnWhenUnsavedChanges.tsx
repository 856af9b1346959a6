/**
 * Asks before a navigation throws a form's input away: react-admin's warnWhenUnsavedChanges, with its
 * component swapped in through the forms' `WarnWhenUnsavedChangesComponent` (ESLint requires it beside
 * `warnWhenUnsavedChanges`).
 *
 * Why not react-admin's own: it asks when the blocker's *state* turns to "blocked". The router updates
 * that state in a transition, so a second click that lands right after a dismissed question (a double
 * click on a menu item) turns it blocked, unblocked and blocked again before React renders: the state
 * reads "blocked" as before, nothing asks, and the menu is dead until a reload. Reacting to each block
 * (a new blocker object every time) asks every time, and never lets a navigation through unasked.
 */
import { useEffect } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useBlocker, useTranslate } from 'react-admin';

interface Props {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control<FieldValues>;
}

export function WarnWhenUnsavedChanges({ enable = true, formRootPathName, formControl }: Props) {
  const translate = useTranslate();
  const { isSubmitSuccessful, dirtyFields } = useFormState(
    formControl ? { control: formControl } : undefined,
  );
  const free = !enable || Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (free) return false;
    // A move within the form (a tab of its own) keeps the input; its show view leaves it.
    const root = formRootPathName ?? currentLocation.pathname;
    return !nextLocation.pathname.startsWith(root) || nextLocation.pathname.startsWith(`${root}/show`);
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Free by now: a save or a delete reset the form while its redirect was held.
    if (free || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
  }, [blocker, free, translate]);

  // Closing the tab or reloading: the browser's own question.
  useEffect(() => {
    if (free) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [free]);

  return null;
}
