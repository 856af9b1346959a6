/**
 * The app's own modules a module loads before it runs: its static, non-type imports of src/, followed
 * to the end (dynamic `import()` and `import type` are left out: they load later, or never). For the
 * build's chunk groups (vite.config.ts): what one screen needs to start goes in one file, not in
 * a dozen small ones.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** Absolute paths of `entries` and every src module they import statically, directly or not. */
export function staticGraph(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

/** The modules of `all` that none of `others` holds. */
export function difference(all: Set<string>, ...others: Set<string>[]): Set<string> {
  return new Set([...all].filter((module) => !others.some((other) => other.has(module))));
}

/** The modules both `one` and `other` hold. */
export function intersection(one: Set<string>, other: Set<string>): Set<string> {
  return new Set([...one].filter((module) => other.has(module)));
}
