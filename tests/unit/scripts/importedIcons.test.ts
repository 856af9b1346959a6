import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importedIcons } from '../../../scripts/lib/importedIcons';
import { staticGraph } from '../../../scripts/lib/staticGraph';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('importedIcons', () => {
  it('lists the icons the given modules import, once each, and nothing else from Material UI', () => {
    folder = mkdtempSync(join(tmpdir(), 'icons-'));
    const page = join(folder, 'Page.tsx');
    const menu = join(folder, 'Menu.tsx');
    writeFileSync(
      page,
      `import Search from '@mui/icons-material/Search';\nimport { Box } from '@mui/material';\n`,
    );
    writeFileSync(
      menu,
      `import Search from '@mui/icons-material/Search';\nimport MenuOpen from '@mui/icons-material/MenuOpen';\n`,
    );

    expect(importedIcons([page, menu])).toEqual(['MenuOpen', 'Search']);
  });

  it("finds the shell's and the dashboard's icons, not a form view's", () => {
    const root = join(__dirname, '../../../src');
    const icons = importedIcons(
      staticGraph([join(root, 'admin/AdminApp.tsx'), join(root, 'dashboard/Dashboard.tsx')]),
    );
    expect(icons).toEqual(expect.arrayContaining(['Logout', 'HourglassTop', 'Menu']));
    expect(icons).not.toContain('CloudUpload');
  });
});
