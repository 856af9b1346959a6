/** The screens' view of feature detection (extensions.ts): re-rendered when an extension turns out absent. */
import { useSyncExternalStore } from 'react';
import { absentExtensions, subscribeToAbsentExtensions, type ExtensionName } from './extensions';

const NONE: ReadonlySet<ExtensionName> = new Set();

/** The extensions known absent so far; re-renders when one more becomes known. */
export function useAbsentExtensions(): ReadonlySet<ExtensionName> {
  return useSyncExternalStore(subscribeToAbsentExtensions, absentExtensions, () => NONE);
}

/** false once the extension is known absent; true while it answers or has not been tried. */
export const useExtension = (name: ExtensionName): boolean => !useAbsentExtensions().has(name);
