import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { visualizer } from 'rollup-plugin-visualizer';
import { scalarStandalone } from './scripts/lib/scalarStandalone';

/** Files that replace a module with vi.mock: that needs a module graph of their own. */
const MODULE_MOCKING_TESTS = ['src/App.test.tsx'];

const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [
    react(),
    // Scalar's standalone script for /api-docs, one asset outside the app's chunks (src/apiDocs/).
    scalarStandalone(),
    // .br and .gz copies beside the originals, served by mock-server/static.ts (or a host's
    // brotli_static / gzip_static). Compressed once per build, so at the plugin's highest levels:
    // about 5 s more build time for the smallest files. Below 1 kB the saving is not worth a variant.
    compression({
      include: /\.(js|mjs|css|html|svg|json)$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
    }),
    // `npm run bundle:report`: a treemap of every chunk, sized as served (gzip); a .json name gives
    // the same data raw, for scripts.
    process.env.BUNDLE_REPORT &&
      visualizer({
        filename: process.env.BUNDLE_REPORT,
        template: process.env.BUNDLE_REPORT.endsWith('.json') ? 'raw-data' : 'treemap',
        gzipSize: true,
      }),
  ],
  // draft-js (rich text codec, catalogue issue) reads `global` through fbjs.
  define: { global: 'globalThis' },
  // ra-input-rich-text nests an older @tiptap/core (3.31) that lacks an export its own nested
  // extensions (3.34) import: one copy of the editor core for everything (catalogue issue).
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  server: {
    proxy: {
      '/api': mockTarget,
      '/media': mockTarget,
      '/invoice': mockTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  test: {
    // Vitest's default leaves a core idle (cpus - 1 workers): on the 2-core CI that ran every file in
    // one worker. The suites are mostly waiting on sockets and the disk, so two workers share 2 cores well.
    maxWorkers: Math.max(2, availableParallelism()),
    // Test files share their worker's modules (isolate: false below): what a test stubs or spies on
    // is put back after it, so that no file sees another's.
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Files share a worker's modules (react-admin, the mock's) instead of importing them anew:
          // a third of this suite's time. Each test restores what it stubbed (below).
          isolate: false,
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // npm test runs the short samples; npm run test:security (SECURITY_FULL=1) the long ones.
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 280_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/components/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
          // As in the unit project; tests/setup-dom.ts puts the shared document back after each test.
          isolate: false,
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
          // Through vite's resolver, so the dedupe above applies to the rich-text editor too.
          server: { deps: { inline: ['ra-input-rich-text', /@tiptap\//] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'components-isolated',
          environment: 'jsdom',
          include: MODULE_MOCKING_TESTS,
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
