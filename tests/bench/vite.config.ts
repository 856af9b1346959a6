/** The reference react-admin app of the bench: the root Vite config, another root and output folder. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import base from '../../vite.config';

const here = dirname(fileURLToPath(import.meta.url));

export default mergeConfig(
  base,
  defineConfig({
    root: join(here, 'reference'),
    publicDir: false,
    build: { outDir: join(here, 'dist'), emptyOutDir: true },
  }),
);
