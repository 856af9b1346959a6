/**
 * A file every feature folder may hold (`endpoints.ts`, `i18n/en.ts`), found by listing src/: the
 * tools that run without Vite (the mock, the contract checker, the API tests) read them the way the
 * app's own composition does, with no list of features to keep.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './paths';

const SRC = join(ROOT, 'src');

/** The folders of src/ that hold `relativePath`, by name, sorted. */
export const featureFolders = (relativePath: string): string[] =>
  readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(SRC, entry.name, relativePath)))
    .map((entry) => entry.name)
    .sort();

/** The path of `relativePath` in every folder of src/ that has one, sorted. */
export const featureFiles = (relativePath: string): string[] =>
  featureFolders(relativePath).map((name) => join(SRC, name, relativePath));

/** The named export of each of those files. */
export async function importFeatureFiles<T>(relativePath: string, exportName: string): Promise<T[]> {
  const modules: Record<string, T>[] = await Promise.all(
    featureFiles(relativePath).map((file) => import(pathToFileURL(file).href)),
  );
  return modules.map((module) => module[exportName]);
}
