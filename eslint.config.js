import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

/*
 * Schemas are built through src/domain/zod.ts, which turns off Zod's eval (the app's CSP forbids it);
 * forms submit through SubmitButton, which is off while a save is under way; a list's columns open
 * from the app's ColumnsButton, which renders their selector only once asked (issue 23); the text,
 * password, number and select inputs come from src/common/inputs.tsx, which tells assistive technology
 * that a field is required.
 */
const APP_IMPORT_RULES = [
  { name: 'zod', message: "Import z from 'src/domain/zod' (jitless, CSP).", allowTypeImports: true },
  {
    name: 'react-admin',
    importNames: ['SaveButton'],
    message: 'Use SubmitButton (src/common/SubmitButton.tsx): off while it saves, no double submit.',
  },
  {
    name: 'react-admin',
    importNames: ['TextInput', 'PasswordInput', 'NumberInput', 'SelectInput'],
    message: 'Import it from src/common/inputs.tsx: there a required field is announced, not only starred.',
  },
  {
    name: 'react-admin',
    importNames: ['ColumnsButton'],
    message:
      "Use src/common/ColumnsButton.tsx: react-admin's renders the column selector on every list load.",
  },
];

/*
 * The layers of src/ (docs/architecture.md, "Layers"): a folder imports its own layer and those below,
 * never one above. Feature folders may use each other; the module graph has no cycle
 * (tests/unit/importGraph.test.ts).
 */
const LOWER_LAYERS = [
  { name: 'base', dirs: ['domain', 'i18n'], files: ['config.ts', 'paths.ts'] },
  { name: 'api', dirs: ['api'], files: [] },
  { name: 'common', dirs: ['common', 'auth', 'comfort'], files: [] },
];
const SHELL = {
  name: 'shell',
  dirs: ['admin', 'layout', 'apiDocs'],
  files: ['features.ts', 'App.tsx', 'main.tsx', 'boot.tsx', 'areas.ts'],
};
/** Every other folder of src/ is a feature: a new one needs no line here. */
const FEATURE_DIRS = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => ![...LOWER_LAYERS, SHELL].some((layer) => layer.dirs.includes(name)));
const LAYERS = [...LOWER_LAYERS, { name: 'features', dirs: FEATURE_DIRS, files: [] }, SHELL];

const DEPTHS = [0, 1, 2, 3];

/** One config per layer and folder depth: a relative import reaches src/ with exactly `depth` `../`. */
function restrictedImportConfigs() {
  const rule = (patterns) => ({
    '@typescript-eslint/no-restricted-imports': ['error', { paths: APP_IMPORT_RULES, patterns }],
  });
  const tests = 'src/**/*.test.{ts,tsx}';
  const layered = LAYERS.flatMap((layer, index) => {
    const names = LAYERS.slice(index + 1).flatMap((l) => [
      ...l.dirs,
      ...l.files.map((file) => file.replace(/\.tsx?$/, '')),
    ]);
    return DEPTHS.map((depth) => {
      const files =
        depth === 0
          ? layer.files.map((file) => `src/${file}`)
          : layer.dirs.map((dir) => `src/${dir}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`);
      const up = depth === 0 ? '\\./' : '\\.\\./'.repeat(depth);
      const patterns =
        names.length === 0
          ? []
          : [
              {
                regex: `^${up}(${names.join('|')})(/|$)`,
                message: `The ${layer.name} layer imports nothing from the layers above it (docs/architecture.md, "Layers").`,
              },
            ];
      return { files, ignores: ['src/domain/zod.ts', tests], rules: rule(patterns) };
    }).filter((config) => config.files.length > 0);
  });
  // A feature's endpoints.ts is API-layer data: the contract checker and the API tests load it without React.
  const aboveApi = LAYERS.slice(2).flatMap((l) => [
    ...l.dirs,
    ...l.files.map((file) => file.replace(/\.tsx?$/, '')),
  ]);
  const endpointFiles = {
    files: ['src/*/endpoints.ts'],
    rules: rule([
      {
        regex: `^\\.\\./(${aboveApi.join('|')})(/|$)|^\\./(?!endpoints$)`,
        message:
          'A feature\'s endpoints.ts imports only the api and base layers (docs/architecture.md, "Layers").',
      },
    ]),
  };
  // A feature's messages (i18n/<lang>.ts) are catalogue data that src/i18n composes: they import nothing.
  const messageFiles = {
    files: ['src/*/i18n/*.ts'],
    rules: rule([
      { regex: '^\\.', message: "A feature's message file imports nothing (src/i18n/catalogue.ts)." },
    ]),
  };
  return [{ files: [tests], rules: rule([]) }, ...layered, endpointFiles, messageFiles];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'mock-server/data',
      'test-results',
      'playwright-report',
      'tests/bench/dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // A form that asks before losing its input asks with the app's component: react-admin's own misses a
  // navigation that follows a dismissed question (src/common/WarnWhenUnsavedChanges.tsx).
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement:has(JSXAttribute[name.name='warnWhenUnsavedChanges']):not(:has(JSXAttribute[name.name='WarnWhenUnsavedChangesComponent']))",
          message:
            'Add WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges} (src/common/WarnWhenUnsavedChanges.tsx).',
        },
      ],
    },
  },
  // CommonJS stand-ins for polyfills (src/i18n/shims, aliased in vite.config.ts).
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  ...restrictedImportConfigs(),
);
