import { useCallback, useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useReportUnsaved } from './unsavedInput';

/**
 * A dialog's close that asks first when its input would be lost: the same question, in the same
 * browser confirm, as react-admin's warnWhenUnsavedChanges asks on the forms of pages.
 */
export function useConfirmDiscard(dirty: boolean | (() => boolean), close: () => void): () => void {
  const translate = useTranslate();
  return useCallback(() => {
    // A function is read at the click: the input typed just before may not have rendered yet.
    const changed = typeof dirty === 'function' ? dirty() : dirty;
    if (!changed || window.confirm(translate('ra.message.unsaved_changes'))) close();
  }, [dirty, close, translate]);
}

/** Inside a react-admin Form: tells the dialog around it whether the input changed. */
export const ReportDirty = ({ onChange }: { onChange: (dirty: boolean) => void }) => {
  const { isDirty } = useFormState();
  useReportUnsaved(isDirty);
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
};
