import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publicMuiImports } from '../../../scripts/lib/publicMui';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('publicMuiImports', () => {
  it("lists the components and icons the pages import, not their types, hooks or tests' imports", () => {
    folder = mkdtempSync(join(tmpdir(), 'public-mui-'));
    writeFileSync(
      join(folder, 'Page.tsx'),
      `import { Box, Button as Action, type Theme, useMediaQuery,\n  OutlinedInput } from '@mui/material';\n` +
        `import Visibility from '@mui/icons-material/Visibility';\n`,
    );
    writeFileSync(join(folder, 'Page.test.tsx'), `import { Dialog } from '@mui/material';\n`);

    expect(publicMuiImports(folder)).toEqual({
      components: ['Box', 'Button', 'OutlinedInput', 'styles'],
      icons: ['Visibility'],
    });
  });

  it('finds what the real login page draws', () => {
    const { components, icons } = publicMuiImports(join(__dirname, '../../../src/auth/pages'));
    expect(components).toEqual(expect.arrayContaining(['Button', 'OutlinedInput', 'Alert']));
    expect(icons).toEqual(expect.arrayContaining(['Visibility', 'VisibilityOff']));
  });
});
