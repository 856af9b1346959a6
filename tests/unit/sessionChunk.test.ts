import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths';
import { staticGraph } from '../../scripts/lib/staticGraph';

/**
 * A cold admin load's verify runs from a chunk of its own, sent for beside the renderer
 * (vite.config.ts's `session` group; issue 23). With React, Material UI or react-admin in its graph,
 * it would wait for their download and evaluation again; the login page loads this chunk too.
 */
const UI_IMPORT =
  /^\s*import\s+(?!type\s)[^;]*?from\s+'(react|react-dom(\/\w+)?|react-admin|@mui\/[^']+|@tanstack\/[^']+|react-router(-dom)?)'/m;

describe('the session chunk', () => {
  it('src/auth/warmUp.ts imports no UI library, directly or not', () => {
    const withUi = [...staticGraph([`${ROOT}/src/auth/warmUp.ts`])]
      .filter((file) => UI_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(withUi).toEqual([]);
  });
});
