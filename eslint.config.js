import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // docs/REQUIREMENTS.md §3: a dialog does not close on a click on its overlay (a half-filled form is not lost);
      // every dialog and drawer says which it is, so a new form cannot inherit the overlay's close by default.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Modal']:not(:has(JSXAttribute[name.name='maskClosable']))",
          message: 'Say maskClosable={false} (a form: a click on the overlay must not throw away what was typed) or maskClosable (a view).',
        },
        {
          selector: "JSXOpeningElement[name.name='Drawer']:not(:has(JSXAttribute[name.name='maskClosable']))",
          message: 'Say maskClosable={false} (a form: a click on the overlay must not throw away what was typed) or maskClosable (a view).',
        },
      ],
    },
  },
  {
    // Each Playwright worker has its own server (e2e/tests/server.ts): @playwright/test's own `test` has none behind its baseURL.
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './helpers' (or './server'): it starts this worker's server and signs the demo accounts in.",
            },
          ],
        },
      ],
    },
  },
);
