/**
 * Which forms on screen hold input not saved yet: a lost session then asks for the password in
 * place instead of leaving for the login page (src/auth/sessionRecovery.ts). Every form's submit
 * button reports its form (SubmitButton), and the codes dialog its typed codes.
 */
import { useEffect } from 'react';

const unsaved = new Set<symbol>();

export const hasUnsavedInput = (): boolean => unsaved.size > 0;

/** Counts the calling component's input as unsaved while `dirty` holds, and no longer once it unmounts. */
export function useReportUnsaved(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const mark = Symbol('unsaved');
    unsaved.add(mark);
    return () => {
      unsaved.delete(mark);
    };
  }, [dirty]);
}
