/**
 * A Vite plugin that has index.html ask for one dynamically imported module's files (its chunk and
 * every file that chunk imports) as it asks for the entry's, with `<link rel="modulepreload">`. For
 * the renderer (src/boot.tsx), which every page loads: the entry asks for it only once it has
 * downloaded and run, one round trip after the page. Over HTTP/1.1's six connections a cold admin
 * load asked for config.json, the renderer's files and the admin's at once, and the session's verify,
 * sent once config.json answered, queued behind them; asked for by the page, the renderer's files are
 * in when the entry's requests go out.
 */
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** The files `fileName` needs, itself first, then what it imports, depth first. */
function filesOf(fileName: string, chunks: Map<string, OutputChunk>, seen = new Set<string>()): Set<string> {
  const chunk = chunks.get(fileName);
  if (!chunk || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) filesOf(imported, chunks, seen);
  return seen;
}

export function htmlModulePreload(moduleId: string): Plugin {
  let base = '/';
  return {
    name: 'giftdesk:html-module-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.chunk) return [];
        const chunks = new Map(
          Object.values(context.bundle)
            .filter((output): output is OutputChunk => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        // Another app built with the same plugins (the bench's reference) has no such module.
        if (![...chunks.values()].some((chunk) => chunk.moduleIds.includes(moduleId))) return [];
        const target = [...chunks.values()].find((chunk) => chunk.facadeModuleId === moduleId);
        // Bundled, but no longer imported on its own: the preloads would silently go.
        if (!target) throw new Error(`htmlModulePreload: no chunk is the facade of ${moduleId}`);
        // The entry and its static imports are Vite's own preloads already.
        const already = filesOf(context.chunk.fileName, chunks);
        return [...filesOf(target.fileName, chunks)]
          .filter((fileName) => !already.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
