/**
 * A Vite plugin that opens chosen chunks with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
 * (Chromium 136 and later): the browser then compiles every function of the file on a background
 * thread as it downloads, instead of one by one on the main thread at each one's first call. For the
 * files most of whose functions run as a screen first shows. Any other browser reads a comment.
 *
 * The hint counts only on a file's first line (checked in Chromium: on the second, none of a test
 * file's 4,000 functions was compiled ahead). Vite's import analysis puts its preload table
 * (`const __vite__mapDeps=…`) at the top of a chunk in its generateBundle, after every banner, and
 * vite-plugin-compression2 makes the .br and .gz copies right after that same hook: so the hint is
 * added at its end, before them (configResolved of a normal plugin runs before the compression's,
 * which is `enforce: 'post'`).
 */
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ChunkFacts {
  name: string;
  isEntry: boolean;
}

type GenerateBundle = (this: unknown, options: unknown, bundle: OutputBundle, isWrite: boolean) => unknown;

export function eagerCompileHint(eager: (chunk: ChunkFacts) => boolean): Plugin {
  const addHints = (bundle: OutputBundle) => {
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk' && eager(output) && !output.code.startsWith(EAGER_COMPILE_HINT))
        output.code = EAGER_COMPILE_HINT + output.code;
    }
  };
  return {
    name: 'giftdesk:eager-compile-hint',
    apply: 'build',
    configResolved(config) {
      const analysis = config.plugins.find((plugin) => plugin.name === 'vite:build-import-analysis') as
        | (Plugin & { generateBundle?: GenerateBundle })
        | undefined;
      const generate = analysis?.generateBundle;
      if (!analysis || typeof generate !== 'function')
        throw new Error('giftdesk:eager-compile-hint: no generateBundle of vite:build-import-analysis');
      analysis.generateBundle = async function (this: unknown, options, bundle, isWrite) {
        await generate.call(this, options, bundle, isWrite);
        addHints(bundle);
      };
    },
  };
}
