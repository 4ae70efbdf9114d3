// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // One module wraps the browser API, so tests can replace it and the code stays portable.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'webextension-polyfill', message: 'Import from src/shared/browser.ts.' }],
        },
      ],
      'no-restricted-globals': ['error', { name: 'chrome', message: 'Use src/shared/browser.ts.' }],
    },
  },
  {
    files: ['src/shared/browser.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Code shared with Node (api client, pure logic) must not touch the extension API, so unit
    // tests import it directly.
    files: [
      'src/api/**',
      'src/shared/checks/**',
      'src/shared/image/**',
      'src/shared/text/**',
      'src/shared/rle.ts',
      'src/shared/rle-paint.ts',
      'src/shared/mask-scale.ts',
      'src/shared/bytes-base64.ts',
      'src/shared/sum-defined.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'webextension-polyfill', message: 'This module is browser-API free.' }],
          patterns: [
            {
              group: ['**/browser', '**/browser.ts', '**/storage', '**/storage.ts'],
              message: 'This module is browser-API free.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'test/**',
      'scripts/**',
      'build/**',
      'src/relay/**',
      'vite.config.ts',
      'vitest.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
    // Tests and scripts drive the browser from outside: Playwright evaluates `chrome.*` in it.
    rules: { 'no-console': 'off', 'no-restricted-globals': 'off' },
  },
  {
    // The relay app and the modules the extension imports from it stay web-standard (edge
    // runtimes, the extension's worker); Node-only relay code lives in src/relay/node.
    files: ['src/relay/**'],
    ignores: ['src/relay/node/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'webextension-polyfill', message: 'src/relay is browser-API free.' }],
          patterns: [
            { group: ['node:*'], message: 'Put Node-only relay code in src/relay/node.' },
            { group: ['**/browser', '**/browser.ts'], message: 'src/relay is browser-API free.' },
          ],
        },
      ],
    },
  },
  {
    // Secrets live in the worker; other runtimes only send it messages.
    files: ['src/popup/**', 'src/options/**', 'src/content/**', 'src/ui/**', 'src/shared/**'],
    ignores: ['src/shared/browser.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'webextension-polyfill', message: 'Import from src/shared/browser.ts.' }],
          patterns: [
            { group: ['**/background/**'], message: 'Only the worker imports src/background.' },
          ],
        },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
