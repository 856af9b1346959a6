/**
 * One record from several whose keys must not overlap (the feature modules' resources, their message
 * areas): a key two of them define is an error, never a silent override.
 */
export function mergeDisjoint<T>(
  parts: Iterable<Readonly<Record<string, T>>>,
  what: string,
): Record<string, T> {
  const merged: Record<string, T> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (Object.hasOwn(merged, key)) throw new Error(`${what} "${key}" is declared twice`);
      merged[key] = value;
    }
  }
  return merged;
}
