/**
 * The app's endpoint table for the tools that run without React (the contract checker, the API
 * tests): every feature folder's `endpoints.ts`, found by listing src/. A unit test checks that it is
 * the same table the admin composes from its module list (src/features.ts), so a folder cannot keep
 * calls its module does not declare.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResourceTable } from '../../src/api/endpoints';
import { ROOT } from './paths';

const SRC = join(ROOT, 'src');

/** The feature folders that declare calls, by name. */
export const endpointFiles = (): string[] =>
  readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(SRC, entry.name, 'endpoints.ts')))
    .map((entry) => join(SRC, entry.name, 'endpoints.ts'))
    .sort();

export async function loadResourceTable(): Promise<ResourceTable> {
  const modules: { endpoints: ResourceTable }[] = await Promise.all(
    endpointFiles().map((file) => import(pathToFileURL(file).href)),
  );
  const table: ResourceTable = {};
  for (const { endpoints } of modules) {
    for (const [resource, calls] of Object.entries(endpoints)) {
      if (Object.hasOwn(table, resource)) throw new Error(`Resource "${resource}" is declared twice`);
      table[resource] = calls;
    }
  }
  return table;
}
