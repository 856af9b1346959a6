import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { difference, staticGraph } from '../../../scripts/lib/staticGraph';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>): (name: string) => string {
  root = mkdtempSync(join(tmpdir(), 'static-graph-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), source);
  }
  return (name) => join(root, name);
}

describe('staticGraph', () => {
  it('follows static imports and re-exports, not dynamic imports, type imports or packages', () => {
    const at = tree({
      'main.tsx': [
        "import { a } from './a';",
        "import type { T } from './typesOnly';",
        "import {\n  b,\n  type B,\n} from './lib';",
        "export { c } from './c';",
        "import React from 'react';",
        "const later = () => import('./lazy');",
      ].join('\n'),
      'a.ts': "import './side';",
      'side.ts': '',
      'typesOnly.ts': '',
      'lib/index.ts': 'export const b = 1;',
      'c.tsx': '',
      'lazy.tsx': "import { a } from './a';",
    });

    expect([...staticGraph([at('main.tsx')])].sort()).toEqual(
      ['main.tsx', 'a.ts', 'side.ts', 'lib/index.ts', 'c.tsx'].map(at).sort(),
    );
  });

  it('takes away what other graphs hold', () => {
    expect([...difference(new Set(['x', 'y', 'z']), new Set(['y']), new Set(['z']))]).toEqual(['x']);
  });
});
