/**
 * The app's endpoint table for the tools that run without React (the contract checker, the API
 * tests): every feature folder's `endpoints.ts`. A unit test checks that it is the same table the
 * admin composes from its module list (src/features.ts), so a folder cannot keep calls its module
 * does not declare.
 */
import type { ResourceTable } from '../../src/api/endpoints';
import { mergeDisjoint } from '../../src/domain/mergeDisjoint';
import { featureFiles, importFeatureFiles } from './featureFiles';

export const endpointFiles = () => featureFiles('endpoints.ts');

export async function loadResourceTable(): Promise<ResourceTable> {
  return mergeDisjoint(await importFeatureFiles<ResourceTable>('endpoints.ts', 'endpoints'), 'Resource');
}
