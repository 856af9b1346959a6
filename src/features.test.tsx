import { describe, expect, it } from 'vitest';
import { endpointFiles, loadResourceTable } from '../scripts/lib/resourceTable';
import { matchPath } from 'react-router-dom';
import { isMenuGroup } from './common/feature';
import { FEATURES, RESOURCES } from './features';
import { LISTS_AHEAD } from './listsAhead';
import { PAGE_MODULES, preloadAdminPage } from './pageModules';
import { ADMIN_PAGES } from './paths';

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

  it("preload the view of every sidebar page: a cold load fetches it beside the admin's shell", () => {
    const links = FEATURES.flatMap((feature) =>
      feature.menu.flatMap((entry) => (isMenuGroup(entry) ? entry.children : [entry])),
    );
    const patterns = PAGE_MODULES.flatMap((table) => Object.keys(table));
    const unpreloaded = links
      .map((link) => link.path)
      .filter((path) => path !== ADMIN_PAGES.dashboard)
      .filter(
        (path) => !patterns.some((pattern) => matchPath({ path: `/${pattern}`, end: true }, `/${path}`)),
      );
    expect(unpreloaded).toEqual([]);
  });

  it('resolve a page to its view module once downloaded, and nothing for the dashboard or another area', async () => {
    expect(await preloadAdminPage('/admin/pending-orders')).toHaveProperty('PendingOrders');
    expect(await preloadAdminPage('/admin/pending-orders/GD10000042')).toHaveProperty('PendingOrders');
    expect(await preloadAdminPage('/admin/kyc/verify/abc')).toHaveProperty('KycVerify');
    expect(await preloadAdminPage('/admin/dashboard')).toBeUndefined();
    expect(await preloadAdminPage('/auth/login')).toBeUndefined();
  });

  it('send the call of every list page they fetch ahead with the verify’s answer too (src/listsAhead.ts)', () => {
    const prefetched = FEATURES.flatMap((feature) => Object.keys(feature.prefetch ?? {}))
      .filter((page) => page !== ADMIN_PAGES.dashboard)
      .sort();
    expect(LISTS_AHEAD.flatMap((lists) => Object.keys(lists)).sort()).toEqual(prefetched);
  });
});
