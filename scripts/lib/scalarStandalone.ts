/**
 * A Vite plugin for /api-docs: `import url from 'virtual:scalar-standalone'` is the URL of Scalar's
 * prebuilt standalone script (`@scalar/api-reference`'s dist/browser/standalone.js, its own Vue and
 * styles), which src/apiDocs/loadScalar.ts adds as a script tag. The build emits it as one hashed asset;
 * the dev server sends it as it is (its module transform would turn the classic script into a module
 * and break it). The file is outside the package's exports map, hence found by its path here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:scalar-standalone';
const RESOLVED = `\0${ID}`;
const DEV_PATH = '/@giftdesk/scalar-standalone.js';

function standaloneFile(): string {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return join(dirname(entry), 'browser', 'standalone.js');
}

export function scalarStandalone(): Plugin {
  let dev = false;
  return {
    name: 'giftdesk:scalar-standalone',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (dev) return `export default ${JSON.stringify(DEV_PATH)};`;
      const ref = this.emitFile({
        type: 'asset',
        name: 'scalar-standalone.js',
        source: readFileSync(standaloneFile()),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(standaloneFile()));
      });
    },
  };
}
