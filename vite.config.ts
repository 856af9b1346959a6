/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { scalarStandalone } from './scripts/lib/scalarStandalone';

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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
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
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
          // Through vite's resolver, so the dedupe above applies to the rich-text editor too.
          server: { deps: { inline: ['ra-input-rich-text', /@tiptap\//] } },
        },
      },
    ],
  },
});
