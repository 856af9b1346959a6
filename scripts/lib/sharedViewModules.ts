/**
 * The app's modules that two or more schema-free page views share, for one chunk group
 * (vite.config.ts, issue 23): left to the bundler, a cold list load fetched its view and 22 more
 * chunks of 0.05 to 6 kB, each a request over HTTP/1.1's six connections.
 *
 * Only views that reach no schema library count, so nothing in the group reaches one: a module a list
 * shares with a form would otherwise bring Zod, and with it the forms' weight (the rich-text editor
 * among them), to every list's first paint (tests/unit/firstScreenSchemas.test.ts).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { difference, staticGraph } from './staticGraph';

/** A static import of Zod or of a form resolver: what builds schemas at evaluation. */
export const SCHEMA_IMPORT = /from '(zod(\/[\w-]+)?|@hookform\/resolvers(\/\w+)?)'/;

const VIEW_IMPORT = /import\('(\.{1,2}\/[^']+)'\)/g;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

const importsSchemas = (file: string) => SCHEMA_IMPORT.test(readFileSync(file, 'utf8'));

export function reachesSchemas(module: string): boolean {
  return [...staticGraph([module])].some(importsSchemas);
}

/** The view modules of every feature's page table (`src/<feature>/pageModules.ts`). */
export function pageViews(srcRoot: string): string[] {
  return readdirSync(srcRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(srcRoot, entry.name, 'pageModules.ts'))
    .filter(existsSync)
    .flatMap((table) =>
      [...readFileSync(table, 'utf8').matchAll(VIEW_IMPORT)].map(([, specifier]) =>
        EXTENSIONS.map((extension) => join(dirname(table), specifier) + extension).find(existsSync),
      ),
    )
    .filter((view): view is string => view !== undefined);
}

/**
 * Modules outside `firstFiles` (the chunks every admin screen loads anyway) that at least two
 * schema-free views import, directly or not.
 */
export function sharedViewModules(srcRoot: string, firstFiles: Set<string>): Set<string> {
  const uses = new Map<string, number>();
  for (const view of pageViews(srcRoot)) {
    const graph = staticGraph([view]);
    if ([...graph].some(importsSchemas)) continue;
    for (const module of difference(graph, firstFiles)) uses.set(module, (uses.get(module) ?? 0) + 1);
  }
  return new Set([...uses].filter(([, count]) => count >= 2).map(([module]) => module));
}
