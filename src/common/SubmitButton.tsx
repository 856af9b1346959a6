import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useFormState } from 'react-hook-form';
// The one place that wraps react-admin's SaveButton (the rule points everyone else here).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { SaveButton, useSaveContext, type SaveButtonProps } from 'react-admin';
import { useReportUnsaved } from './unsavedInput';

export interface SubmitButtonProps extends Omit<SaveButtonProps, 'alwaysEnable' | 'disabled'> {
  /** The save is under way outside the form (a mutation of the page's own): no second one. */
  busy?: boolean;
  /** Done, or not allowed: off for good. */
  locked?: boolean;
  /** Off while the form is unchanged (an edit form whose Save means "save my changes"). */
  needsChange?: boolean;
}

/**
 * The one submit button of every form (an ESLint rule keeps react-admin's SaveButton here): enabled
 * while idle even when the form is pristine, so an empty submit shows what is required; off from the
 * first click until the submit, the save and the page's own mutation (`busy`) are over. react-admin's
 * SaveButton with `alwaysEnable` stays clickable while it saves: a double click created a category or
 * sent a push twice.
 */
export const SubmitButton = ({
  busy = false,
  locked = false,
  needsChange = false,
  onClick,
  ...props
}: SubmitButtonProps) => {
  const { isSubmitting, isDirty } = useFormState();
  useReportUnsaved(isDirty);
  const saving = useSaveContext()?.saving ?? false;
  const working = isSubmitting || saving || busy;
  // The rendered state, read by a click that arrives before the disabled attribute does.
  // A click sets it at once: the submit it starts renders `working` only after the event.
  const workingNow = useRef(working);
  const latest = useRef(working);
  // Every commit, not only when `working` changes: a submit's own render always resets it. Work that
  // ends wakes the button one task later: react-admin's save reports `saving` through react-query,
  // which tells its observers a task after the submit has already rendered as over, and the second
  // click of a double click fell in between (two gift cards in CI, 1 run in about 40).
  useLayoutEffect(() => {
    latest.current = working;
    if (working) {
      workingNow.current = true;
      return undefined;
    }
    const wake = setTimeout(() => {
      workingNow.current = latest.current;
    }, 0);
    return () => clearTimeout(wake);
  });
  const guard = (event: MouseEvent<HTMLButtonElement>) => {
    if (workingNow.current || locked) {
      event.preventDefault();
      return;
    }
    workingNow.current = true;
    onClick?.(event);
  };
  return (
    <SaveButton
      {...props}
      onClick={guard}
      disabled={locked || working}
      // false lets react-admin also keep it off while the form is pristine.
      alwaysEnable={needsChange ? false : !locked && !working}
    />
  );
};
