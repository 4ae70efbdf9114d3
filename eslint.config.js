// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { BOUNDARY_ZONES } from './eslint.zones.js';

export default tseslint.config(
  // Fixture pages' own scripts are the web's (plain JS a test page loads), not our code.
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', '.tmp', 'test/e2e/pages/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    plugins: { 'import-x': importX },
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
    },
  },
  {
    // One module wraps the browser API, so tests can replace it and the rest stays portable.
    // Declared once for all of src: a later block that set these rules again would replace
    // them, not add to them.
    files: ['src/**'],
    ignores: ['src/platform/browser.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'webextension-polyfill', message: 'Import src/platform/browser.ts.' }] },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'chrome', message: 'Import src/platform/browser.ts.' },
        { name: 'browser', message: 'Import src/platform/browser.ts.' },
      ],
      // Which folder may import which: the layers and runtimes of docs/ARCHITECTURE.md.
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: BOUNDARY_ZONES },
      ],
    },
  },
  {
    // Node's modules only where Node runs: everything else runs in a browser or at the edge.
    files: ['src/**'],
    ignores: ['src/relay/node/**'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
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
  },
  {
    // Tests and scripts drive the browser from outside: Playwright evaluates `chrome.*` in it.
    files: ['test/**', 'scripts/**', 'build/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The editors' entries import packages installed only while scripts/vendor-editors.ts runs.
    files: ['eslint.config.js', 'eslint.zones.js', 'test/**/*.mjs', 'scripts/editor-entries/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
