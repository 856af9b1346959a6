import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { visualizer } from 'rollup-plugin-visualizer';
import { importedIcons } from './scripts/lib/importedIcons';
import { sharedViewModules } from './scripts/lib/sharedViewModules';
import { difference, intersection, staticGraph } from './scripts/lib/staticGraph';
import { scalarStandalone } from './scripts/lib/scalarStandalone';
import { eagerCompileHint } from './scripts/lib/eagerCompileHint';
import { htmlModulePreload } from './scripts/lib/htmlModulePreload';

/**
 * Files that replace a module with vi.mock, or start from a fresh registry (vi.resetModules): that
 * needs a module graph of their own, not the one the other files of their worker share.
 */
const MODULE_MOCKING_TESTS = [
  'src/App.test.tsx',
  'src/i18n/i18nProvider.test.tsx',
  'src/admin/adminMount.test.tsx',
  'src/listsAhead.test.tsx',
];

const pkgs = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * The libraries in a few chunks by what needs them, not one chunk per set of screens that shares a
 * module: over HTTP/1.1's 6 connections a cold load of the dashboard queued ~110 small files for
 * 400 ms (issue 23). Higher priority first; a group takes its modules' dependencies along.
 */
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
/** The icons the admin's first screen draws: the shell's and the dashboard's. */
const SHELL_ICONS = new Set(
  importedIcons(staticGraph([src('admin/AdminApp.tsx'), src('dashboard/Dashboard.tsx')])),
);
const modulesUnder = (folder: string, name: RegExp) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(file))
    .map((file) => join(folder, file));
/** react-admin's own, which its chunk (admin-vendor) needs wherever they are drawn. */
const REACT_ADMIN_ICONS = new Set(
  importedIcons(
    modulesUnder(fileURLToPath(new URL('./node_modules/ra-ui-materialui/dist', import.meta.url)), /\.js$/),
  ),
);
/** The app's own modules, tests left out. */
const APP_MODULES = modulesUnder(src(''), /(?<!\.test)\.tsx?$/);
/** Every other icon of the app's: the views' own. */
const VIEW_ICONS = importedIcons(APP_MODULES).filter(
  (icon) => !SHELL_ICONS.has(icon) && !REACT_ADMIN_ICONS.has(icon),
);

/** The icons only views draw (scripts/lib/importedIcons.ts). */
const VIEW_ICON_MODULES = new RegExp(
  `@mui[\\\\/]icons-material[\\\\/]esm[\\\\/](${VIEW_ICONS.join('|')})\\.js`,
);
/** Material UI with its styling engine, its icons and the forms' engine (the `mui` chunk below). */
const FIRST_SCREEN_UI = pkgs(
  '@mui[\\\\/](system|utils|styled-engine|private-theming|material|icons-material)',
  '@popperjs',
  'react-hook-form',
  '@emotion',
  'stylis',
  'react-transition-group',
  'clsx',
  'prop-types',
  'react-is',
  'hoist-non-react-statics',
  '@babel[\\\\/]runtime',
  'dom-helpers',
);

const VENDOR_CHUNKS = [
  // Every screen's renderer and router.
  {
    name: 'react',
    priority: 50,
    test: pkgs(
      'react',
      'react-dom',
      'scheduler',
      'react-router',
      'react-router-dom',
      'cookie',
      'set-cookie-parser',
    ),
  },
  // The translations' engine, English, and the few react-admin modules the public pages use (the
  // rest of react-admin, lodash included, stays with the admin).
  {
    name: 'i18n',
    priority: 40,
    test: /node_modules[\\/](ra-core[\\/]dist[\\/]i18n[\\/](useTranslate|useI18nProvider|I18nContext|substituteTokens)\.js|ra-i18n-polyglot|node-polyglot|ra-language-english)/,
  },
  // The schemas, which only the forms' and detail views use: the shell and the lists build none
  // (the domain's constants live apart from its schemas, e.g. customerRecords.ts, cardFields.ts).
  { name: 'schemas', priority: 34, test: pkgs('@hookform[\\\\/]resolvers', 'zod') },
  // What every admin screen needs first and the login page never loads: Material UI with its styling
  // engine, the icons of the shell, the dashboard and react-admin (the views' own come with them,
  // icons-views below) and the forms' engine (react-admin's filters use it). One file, not four: a
  // cold admin load asks for its first screen's files at once, and over HTTP/1.1's six connections
  // each round of six cost a round trip. Above the schemas, which take react-hook-form's resolvers and
  // would otherwise take react-hook-form with them.
  {
    name: 'mui',
    priority: 35,
    test: (id: string) => FIRST_SCREEN_UI.test(id) && !VIEW_ICON_MODULES.test(id),
  },
  // The icons only views draw (an upload, a dialog's action) come with the views; the admin's first
  // screen downloads the shell's and the dashboard's, and react-admin's.
  {
    name: 'icons-views',
    priority: 21,
    test: VIEW_ICON_MODULES,
  },
  // react-admin and what only the admin uses.
  {
    name: 'admin-vendor',
    priority: 10,
    test: pkgs(
      'ra-core',
      'ra-ui-materialui',
      'react-admin',
      '@tanstack',
      'lodash',
      'inflection',
      'query-string',
      'jsonexport',
      'react-hotkeys-hook',
      'react-error-boundary',
      'eventemitter3',
      'react-dropzone',
      'attr-accept',
      'file-selector',
      'decode-uri-component',
      'filter-obj',
      'split-on-first',
      'css-mediaquery',
      'diacritic',
      'dompurify',
    ),
  },
];

const ENTRY_SRC = staticGraph([src('main.tsx')]);
/** The session's verify and what it needs (the API's calls and reading, the rights): no React. */
const SESSION_SRC = difference(staticGraph([src('auth/warmUp.ts')]), ENTRY_SRC);
/** The one module of react-admin's the session's calls need, apart from the rest of ra-core. */
const HTTP_ERROR = /node_modules[\\/]ra-core[\\/]dist[\\/]dataProvider[\\/]HttpError\.js/;
const PUBLIC_GRAPH = staticGraph([src('auth/pages/index.ts')]);
const ADMIN_GRAPH = staticGraph([src('admin/AdminApp.tsx')]);
/** Every module outside the public pages' graph, and what they import: the admin's, lazy views too. */
const BEYOND_PUBLIC_GRAPH = staticGraph(APP_MODULES.filter((module) => !PUBLIC_GRAPH.has(module)));
/**
 * The renderer's modules, and the few the public pages share with the admin (a clock, the document's
 * language, the password rules): in the public pages' chunk they made an admin page download that
 * chunk and, with it, the public pages' style sheet, which the dynamic import waits for. The shell's
 * did on every cold load; a form's, KYC's and a sell order's did when they opened.
 */
const BOOT_SRC = difference(
  new Set([...staticGraph([src('boot.tsx')]), ...intersection(PUBLIC_GRAPH, BEYOND_PUBLIC_GRAPH)]),
  ENTRY_SRC,
  SESSION_SRC,
);
const PUBLIC_SRC = difference(PUBLIC_GRAPH, BOOT_SRC);
const PAGE_MODULES_SRC = difference(staticGraph([src('pageModules.ts')]), ENTRY_SRC, BOOT_SRC, PUBLIC_SRC);
/**
 * The admin's shell, with the merge the locales' whole catalogues share (i18n/catalogue.ts, which only
 * the admin loads): a file of its own, it was one more request of a cold admin load.
 */
const SHELL_SRC = new Set([
  ...difference(ADMIN_GRAPH, BOOT_SRC, PUBLIC_SRC, PAGE_MODULES_SRC),
  src('i18n/catalogue.ts'),
]);
const inSet = (modules: Set<string>) => (id: string) => modules.has(id.split('?')[0]);
const VIEWS_SHARED_SRC = sharedViewModules(
  src(''),
  new Set([...ENTRY_SRC, ...SESSION_SRC, ...BOOT_SRC, ...PUBLIC_SRC, ...PAGE_MODULES_SRC, ...SHELL_SRC]),
);

/**
 * The app's own modules a screen needs before it runs (scripts/lib/staticGraph.ts), one file per
 * area: the renderer, the public pages, the admin's shell; and the admin's table of page views. The
 * screens' views stay lazy chunks.
 */
const APP_CHUNKS = [
  // The entry's few modules and Vite's preload helper, apart: a group takes its modules' dependencies
  // along, and the entry must run before the big chunks have come, to start them all at once.
  {
    name: 'entry',
    priority: 100,
    test: (id: string) => inSet(ENTRY_SRC)(id) || id.includes('vite/preload-helper'),
  },
  // The session's verify on a cold admin load (auth/warmUp.ts), and the API calls and paths of the
  // page's own view (src/pageModules.ts): in the renderer's or the public pages' chunk they waited
  // for React, the largest of the first files, and for its evaluation; the verify went out and the
  // view's files were asked for only once the shell had come, about 500 ms later on 2 cores. Above
  // admin-vendor, which would take HttpError with the rest of ra-core.
  { name: 'session', priority: 15, test: (id: string) => inSet(SESSION_SRC)(id) || HTTP_ERROR.test(id) },
  // A group takes the dependencies no group above has taken: the renderer and the public pages first,
  // so that the login page never needs a chunk of the admin's.
  { name: 'boot', priority: 9, test: inSet(BOOT_SRC) },
  { name: 'public', priority: 8, test: inSet(PUBLIC_SRC) },
  // Which view module each admin page opens, with their dependency lists: the entry of a cold admin
  // load fetches it at once, without waiting for the shell (src/pageModules.ts).
  { name: 'page-modules', priority: 7, test: inSet(PAGE_MODULES_SRC) },
  { name: 'admin-shell', priority: 6, test: inSet(SHELL_SRC) },
  // What the lists, shows and details share (scripts/lib/sharedViewModules.ts): one file where a cold
  // list load fetched 22 small ones. Nothing in it reaches Zod, so no list waits for the forms' code.
  { name: 'views-shared', priority: 5, test: inSet(VIEWS_SHARED_SRC) },
];

/**
 * The named chunks most of whose functions run as a screen first shows, and the entry: Chromium
 * compiles them ahead on a background thread (scripts/lib/eagerCompileHint.ts). Not the schemas (a
 * form calls a small part), nor the renderer and react-admin's chunk: a cold pending-orders load runs
 * 34% and 43% of their code (V8 coverage), and compiling the rest ahead cost the 2 cores more than it
 * saved the main thread. `npm run bench:ab`, 14 pairs against the build hinting them: first dashboard
 * figure -57 ms (95% interval -77 to -9), first row at 100,000 orders -59 ms (-79 to -20).
 */
const NOT_COMPILED_AHEAD = new Set(['schemas', 'react', 'admin-vendor']);
const EAGER_COMPILE_CHUNKS = new Set(
  [...APP_CHUNKS, ...VENDOR_CHUNKS]
    .map((group) => group.name)
    .filter((name) => !NOT_COMPILED_AHEAD.has(name)),
);

const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [
    react(),
    // Scalar's standalone script for /api-docs, one asset outside the app's chunks (src/apiDocs/).
    scalarStandalone(),
    // The renderer's files, which every page loads, asked for by index.html beside the entry's.
    htmlModulePreload(src('boot.tsx')),
    // The first screens' files open with V8's compile hint (scripts/lib/eagerCompileHint.ts).
    eagerCompileHint((chunk) => chunk.isEntry || EAGER_COMPILE_CHUNKS.has(chunk.name)),
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
    process.env.BUNDLE_REPORT
      ? visualizer({
          filename: process.env.BUNDLE_REPORT,
          template: process.env.BUNDLE_REPORT.endsWith('.json') ? 'raw-data' : 'treemap',
          gzipSize: true,
        })
      : null,
  ],
  resolve: {
    alias: [
      // node-polyglot's polyfills of built-ins every supported browser has: 8 kB gzip of the login page.
      {
        find: 'object.entries',
        replacement: fileURLToPath(new URL('./src/i18n/shims/objectEntries.cjs', import.meta.url)),
      },
      { find: 'hasown', replacement: fileURLToPath(new URL('./src/i18n/shims/hasown.cjs', import.meta.url)) },
      // The rich-text editor (Quill, its Delta) brings lodash twice more: lodash-es and two
      // one-function packages. The lodash react-admin ships has the same: 12 kB gzip less.
      {
        find: /^lodash-es$/,
        replacement: fileURLToPath(new URL('./src/common/shims/lodashEs.js', import.meta.url)),
      },
      { find: /^lodash\.clonedeep$/, replacement: 'lodash/cloneDeep.js' },
      { find: /^lodash\.isequal$/, replacement: 'lodash/isEqual.js' },
    ],
  },
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
    rolldownOptions: { output: { codeSplitting: { groups: [...APP_CHUNKS, ...VENDOR_CHUNKS] } } },
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
