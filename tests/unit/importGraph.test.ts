/**
 * The modules of src/ import each other without a cycle (docs/architecture.md, "Layers"): ESLint keeps
 * the layers apart, this keeps modules of one layer (two features, say) from leaning on each other
 * both ways. Type-only imports are left out: they vanish from the build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../../src');
const VALUE_IMPORT = /^(?:import|export)(?!\s+type\b)(?:[^;']*?from)?\s*'(\.[^']+)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolve(from: string, spec: string): string | undefined {
  const base = normalize(join(dirname(from), spec));
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
    .map((ending) => base + ending)
    .find((path) => existsSync(path) && statSync(path).isFile());
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)]
        .map((match) => resolve(file, match[1]))
        .filter((path): path is string => path !== undefined),
    ]),
  );
}

/** A cycle of the graph, as a path that returns to its start, or undefined. */
function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the import graph of src/', () => {
  it('finds a cycle where there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toBeUndefined();
  });

  it('has no cycle', () => {
    const graph = importGraph(sourceFiles(SRC));
    expect(graph.size).toBeGreaterThan(200);
    expect(findCycle(graph)?.map((file) => relative(SRC, file))).toBeUndefined();
  });
});
