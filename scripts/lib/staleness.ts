/**
 * Decides whether a Vite build output is older than its inputs, so `npm start`, the e2e setup and the
 * bench rebuild only when something that feeds the build changed.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What feeds the app's build (paths relative to the project root). */
export const APP_BUILD_INPUTS = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

export interface StalenessOptions {
  root: string;
  /** Build output folder, relative to root. */
  outDir: string;
  /** Files or folders, relative to root; missing ones are ignored. */
  inputs: readonly string[];
  /** The file whose time stamps the build (written last by Vite); relative to outDir. */
  marker?: string;
}

export interface Staleness {
  stale: boolean;
  /** Human-readable reason, for the log line. */
  reason: string;
}

/** Tests beside the sources do not feed the build: editing them must not force a rebuild. */
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

interface Newest {
  path: string;
  mtimeMs: number;
}

function newestFile(path: string, current: Newest | undefined): Newest | undefined {
  if (!existsSync(path)) return current;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    return readdirSync(path).reduce<Newest | undefined>(
      (acc, name) => newestFile(join(path, name), acc),
      current,
    );
  }
  if (TEST_FILE.test(path)) return current;
  return !current || stat.mtimeMs > current.mtimeMs ? { path, mtimeMs: stat.mtimeMs } : current;
}

export function buildStaleness({ root, outDir, inputs, marker = 'index.html' }: StalenessOptions): Staleness {
  const markerPath = join(root, outDir, marker);
  if (!existsSync(markerPath)) return { stale: true, reason: `${join(outDir, marker)} is missing` };
  const builtAt = statSync(markerPath).mtimeMs;
  const newest = inputs.reduce<Newest | undefined>(
    (acc, input) => newestFile(join(root, input), acc),
    undefined,
  );
  if (newest && newest.mtimeMs > builtAt) {
    return { stale: true, reason: `${relative(root, newest.path)} changed after the last build` };
  }
  return { stale: false, reason: `${outDir} is up to date` };
}
