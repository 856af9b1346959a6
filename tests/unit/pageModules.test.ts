import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../../src/pageModules';
import { adminPage, matchesPage } from '../../src/pagePatterns';
import { ALL_PAGES } from '../../src/features';

const patterns = PAGE_MODULES.flatMap((table) => Object.keys(table));
/** Every page of the app with its parameters filled in, and a few near misses. */
const pages = [
  ...Object.values(ALL_PAGES).map((page) => page.replace(/:[^/]+/g, 'GD10000042')),
  ...patterns.map((pattern) => pattern.replace('/*', '/GD10000042').replace(/:[^/]+/g, 'abc')),
  ...patterns.map((pattern) => `${pattern.replace(/:[^/]+/g, 'x')}/extra`),
  ...patterns.map((pattern) => `${pattern.replace(/:[^/]+/g, 'x').replace('/*', '')}/`.toUpperCase()),
  'pending-orders-old',
  '',
];

describe("the entry's page matcher", () => {
  it('agrees with react-router on every pattern of the page tables and every page', () => {
    for (const pattern of patterns) {
      for (const page of pages) {
        const expected = Boolean(matchPath({ path: `/${pattern}`, end: true }, `/${page}`));
        expect([pattern, page, matchesPage(pattern, page)]).toEqual([pattern, page, expected]);
      }
    }
  });

  it('reads the page under the admin basename only', () => {
    expect(adminPage('/admin/pending-orders')).toBe('pending-orders');
    expect(adminPage('/auth/login')).toBeUndefined();
  });
});
