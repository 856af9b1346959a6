/**
 * The app's endpoint table for the tools that run without React (the contract checker, the API
 * tests): every feature folder's `endpoints.ts`. A unit test checks that it is the same table the
 * admin composes from its module list (src/features.ts), so a folder cannot keep calls its module
 * does not declare.
 */
import type { ResourceTable } from '../../src/api/endpoints';
import { featureFiles, importFeatureFiles } from './featureFiles';

export const endpointFiles = () => featureFiles('endpoints.ts');

export async function loadResourceTable(): Promise<ResourceTable> {
  const table: ResourceTable = {};
  for (const endpoints of await importFeatureFiles<ResourceTable>('endpoints.ts', 'endpoints')) {
    for (const [resource, calls] of Object.entries(endpoints)) {
      if (Object.hasOwn(table, resource)) throw new Error(`Resource "${resource}" is declared twice`);
      table[resource] = calls;
    }
  }
  return table;
}
