import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  {
    // Schemas are built through src/domain/zod.ts, which turns off Zod's eval (the app's CSP forbids it);
    // forms submit through SubmitButton, which is off while a save is under way.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import z from 'src/domain/zod' (jitless, CSP).",
              allowTypeImports: true,
            },
            {
              name: 'react-admin',
              importNames: ['SaveButton'],
              message:
                'Use SubmitButton (src/common/SubmitButton.tsx): off while it saves, no double submit.',
            },
          ],
        },
      ],
    },
  },
);
