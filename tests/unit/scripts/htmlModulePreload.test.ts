import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { htmlModulePreload } from '../../../scripts/lib/htmlModulePreload';

interface FakeChunk {
  fileName: string;
  imports?: string[];
  facadeModuleId?: string;
  moduleIds?: string[];
}

const chunk = ({ fileName, imports = [], facadeModuleId, moduleIds = [] }: FakeChunk) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId: facadeModuleId ?? null,
    moduleIds,
  }) as unknown as Rolldown.OutputChunk;

/** The plugin's index.html transform over a bundle of `chunks`, the first being the page's entry. */
function preloads(moduleId: string, chunks: Rolldown.OutputChunk[]) {
  const plugin = htmlModulePreload(moduleId);
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  const transform = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = {
    bundle: Object.fromEntries(chunks.map((output) => [output.fileName, output])),
    chunk: chunks[0],
  } as unknown as IndexHtmlTransformContext;
  return transform.handler.call(undefined as never, '<html></html>', context);
}

const BOOT = '/app/src/boot.tsx';

describe('htmlModulePreload', () => {
  const entry = chunk({ fileName: 'assets/index.js', imports: ['assets/entry.js'] });
  const entryDeps = chunk({ fileName: 'assets/entry.js', imports: ['assets/runtime.js'] });
  const runtime = chunk({ fileName: 'assets/runtime.js' });
  const facade = chunk({
    fileName: 'assets/boot-facade.js',
    imports: ['assets/entry.js', 'assets/react.js', 'assets/boot.js'],
    facadeModuleId: BOOT,
  });
  const react = chunk({ fileName: 'assets/react.js', imports: ['assets/runtime.js'] });
  const boot = chunk({ fileName: 'assets/boot.js', imports: ['assets/react.js'], moduleIds: [BOOT] });
  const admin = chunk({ fileName: 'assets/admin.js', imports: ['assets/boot.js'] });

  it("links the module's chunk and every file it imports, but not the entry's own", () => {
    const tags = preloads(BOOT, [entry, entryDeps, runtime, facade, react, boot, admin]);
    expect(tags).toEqual(
      ['/assets/boot-facade.js', '/assets/react.js', '/assets/boot.js'].map((href) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href },
        injectTo: 'head',
      })),
    );
  });

  it('adds nothing to an app without the module (the bench builds its reference with these plugins)', () => {
    expect(preloads(BOOT, [entry, entryDeps, runtime])).toEqual([]);
  });

  it('fails the build when the module is bundled but no longer a chunk of its own to ask for', () => {
    const merged = chunk({ fileName: 'assets/app.js', moduleIds: [BOOT] });
    expect(() => preloads(BOOT, [entry, entryDeps, runtime, merged])).toThrow(/no chunk is the facade/);
  });
});
