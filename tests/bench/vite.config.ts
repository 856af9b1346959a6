/**
 * The reference react-admin app of the bench: the root Vite config (same plugins, compression and
 * resolution), another root and output folder, and the bundler's own chunking: Giftdesk's chunk
 * groups (VENDOR_CHUNKS) are a choice of Giftdesk's, not of a bare react-admin app.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import base from '../../vite.config';

const here = dirname(fileURLToPath(import.meta.url));

const { rolldownOptions: _giftdeskChunks, ...baseBuild } = base.build ?? {};

export default mergeConfig(
  { ...base, build: baseBuild },
  defineConfig({
    root: join(here, 'reference'),
    publicDir: false,
    build: { outDir: join(here, 'dist'), emptyOutDir: true },
  }),
);
