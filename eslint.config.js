import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Layers: features do not import each other; shared does not import features or pages.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*/*', '../features/*/*'],
              message: 'Import a feature through its index, or move shared code to shared/.',
            },
          ],
        },
      ],
      // Calls are defined once, in the contract: no API path is written in the apps.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\/v1\\//]',
          message: 'Call a contract endpoint: api.call(xEndpoints.y, input).',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\/v1\\//]',
          message: 'Call a contract endpoint: api.call(xEndpoints.y, input).',
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts', 'packages/ui/src/**/*.ts'],
    rules: {
      // The contract and the UI package run in browsers too: no Node built-ins outside tests.
      'no-restricted-imports': ['error', { patterns: ['node:*'] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**', '**/scripts/**'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off', 'no-console': 'off' },
  },
);
