import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStaleness } from '../../../scripts/lib/staleness';

let root: string;
const inputs = ['src', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** Writes a file with a chosen modification time (seconds since the epoch). */
function file(path: string, mtime: number): void {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, mtime, mtime);
}

const check = () => buildStaleness({ root, outDir: 'dist', inputs });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gd-staleness-'));
  file('src/main.tsx', 1000);
  file('src/deep/nested/View.tsx', 1000);
  file('index.html', 1000);
  file('vite.config.ts', 1000);
  file('package-lock.json', 1000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildStaleness', () => {
  it('is stale when the build output is missing', () => {
    expect(check()).toEqual({ stale: true, reason: 'dist/index.html is missing' });
  });

  it('is fresh when the build is newer than every input', () => {
    file('dist/index.html', 2000);
    expect(check().stale).toBe(false);
  });

  it('is stale when a nested source file changed after the build', () => {
    file('dist/index.html', 2000);
    file('src/deep/nested/View.tsx', 3000);
    expect(check()).toEqual({ stale: true, reason: 'src/deep/nested/View.tsx changed after the last build' });
  });

  it.each(['index.html', 'vite.config.ts', 'package-lock.json'])('is stale when %s changed', (input) => {
    file('dist/index.html', 2000);
    file(input, 3000);
    expect(check()).toMatchObject({ stale: true, reason: `${input} changed after the last build` });
  });

  it('ignores test files beside the sources', () => {
    file('dist/index.html', 2000);
    file('src/layout/Menu.test.tsx', 3000);
    file('src/domain/format.spec.ts', 3000);
    expect(check().stale).toBe(false);
  });

  it('ignores inputs that do not exist', () => {
    file('dist/index.html', 2000);
    expect(buildStaleness({ root, outDir: 'dist', inputs: [...inputs, 'public'] }).stale).toBe(false);
  });

  it('uses the given marker file inside the output folder', () => {
    file('out/start.html', 2000);
    expect(buildStaleness({ root, outDir: 'out', inputs, marker: 'start.html' }).stale).toBe(false);
    expect(buildStaleness({ root, outDir: 'out', inputs }).stale).toBe(true);
  });
});
