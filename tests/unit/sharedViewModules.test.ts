import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths';
import { pageViews, reachesSchemas, sharedViewModules } from '../../scripts/lib/sharedViewModules';

/** A src tree of its own, so that each rule of the group shows on a known graph. */
const fixture = mkdtempSync(join(tmpdir(), 'giftdesk-views-'));
const files: Record<string, string> = {
  'orders/pageModules.ts': [
    "export const list = () => import('./OrderList');",
    "export const show = () => import('./OrderShow');",
    "export const edit = () => import('./OrderEdit');",
  ].join('\n'),
  'orders/OrderList.tsx':
    "import { Table } from '../common/Table';\nimport { format } from '../common/format';",
  'orders/OrderShow.tsx':
    "import { format } from '../common/format';\nimport { Shell } from '../shell/Shell';",
  'orders/OrderEdit.tsx':
    "import { Table } from '../common/Table';\nimport { schema } from '../common/schema';",
  'common/Table.tsx': "import { Shell } from '../shell/Shell';",
  'common/format.ts': "import { rule } from '../common/schema';",
  'common/schema.ts': "import { z } from 'zod';",
  'shell/Shell.tsx': 'export const Shell = 1;',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(fixture, path)), { recursive: true });
  writeFileSync(join(fixture, path), text);
}
afterAll(() => rmSync(fixture, { recursive: true, force: true }));
const names = (modules: Iterable<string>, root: string) =>
  [...modules].map((file) => relative(root, file)).sort();

describe('the modules the page views share', () => {
  it('finds each view of every page table', () => {
    expect(names(pageViews(fixture), fixture)).toEqual([
      'orders/OrderEdit.tsx',
      'orders/OrderList.tsx',
      'orders/OrderShow.tsx',
    ]);
  });

  it('keeps a module two schema-free views import; a view that reaches Zod counts for nothing', () => {
    // format.ts reaches Zod, so OrderList does too and counts for nothing: nothing is shared twice.
    expect(names(sharedViewModules(fixture, new Set()), fixture)).toEqual([]);
    writeFileSync(join(fixture, 'common/format.ts'), 'export const format = 1;');
    // Table is used by one schema-free view and one form: once. format by two lists; the shell by two.
    expect(names(sharedViewModules(fixture, new Set()), fixture)).toEqual([
      'common/format.ts',
      'shell/Shell.tsx',
    ]);
  });

  it('leaves out what the first screen already loads', () => {
    writeFileSync(join(fixture, 'common/format.ts'), 'export const format = 1;');
    const shell = new Set([join(fixture, 'shell/Shell.tsx')]);
    expect(names(sharedViewModules(fixture, shell), fixture)).toEqual(['common/format.ts']);
  });

  it('holds no module of the app that reaches a schema library', () => {
    const shared = [...sharedViewModules(join(ROOT, 'src'), new Set())];
    expect(shared.length).toBeGreaterThan(10);
    expect(names(shared.filter(reachesSchemas), ROOT)).toEqual([]);
  });
});
