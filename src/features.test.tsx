import { describe, expect, it } from 'vitest';
import { endpointFiles, loadResourceTable } from '../scripts/lib/resourceTable';
import { FEATURES, RESOURCES } from './features';

describe('the feature modules', () => {
  it("declare every folder's endpoints.ts: the admin's table is the one the node tools find", async () => {
    const found = await loadResourceTable();
    expect(Object.keys(RESOURCES).sort()).toEqual(Object.keys(found).sort());
    for (const [resource, calls] of Object.entries(found)) expect(RESOURCES[resource]).toBe(calls);
    expect(endpointFiles().length).toBe(FEATURES.filter((feature) => feature.endpoints).length);
  });

  it('have one name each, and no resource is declared by two of them', () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    const resources = FEATURES.flatMap((feature) => Object.keys(feature.endpoints ?? {}));
    expect(new Set(resources).size).toBe(resources.length);
  });
});
