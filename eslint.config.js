// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const deepImports = {
  group: ['shared-data/src/*', 'shared-data/generated/*', '**/shared-data/src/*', '**/shared-data/generated/*', 'shell/src/**', 'mfe-*/src/**'],
  message: 'Import a package only through its entry or a declared subpath (shared-data, shared-data/react, ...).',
};
const otherApps = (self) => ({
  group: ['shell', 'shell/*', '**/shell/src/**', 'mfe-*', '**/mfe-*/**'].filter((g) => !g.includes(self)),
  message: 'A remote never imports the shell or another remote; share code through shared-data.',
});
// The router is the shell's: remotes (and shared-data) navigate through shared-data/react's navigation context.
const noRouter = { group: ['react-router', 'react-router-dom', 'react-router/*'], message: "Navigate with shared-data/react's Link and hooks; the router is the shell's." };

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/generated/**', '**/node_modules/**', '**/playwright-report/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['mfe-content/**'], rules: restrict(deepImports, otherApps('mfe-content'), noRouter) },
  { files: ['mfe-calculators/**'], rules: restrict(deepImports, otherApps('mfe-calculators'), noRouter) },
  { files: ['mfe-admin/**'], rules: restrict(deepImports, otherApps('mfe-admin'), noRouter) },
  { files: ['shared-data/**'], rules: restrict(noRouter) },
  {
    files: ['shell/**'],
    ignores: ['shell/server/**'],
    rules: restrict(deepImports, { group: ['mfe-*', '**/mfe-*/**'], message: 'The shell loads remotes at run time only.' }),
  },
  {
    // The server mounts the admin team's API through its declared entry, and nothing else of a remote.
    files: ['shell/server/**'],
    rules: restrict(deepImports, {
      regex: '^(?!mfe-admin/server$)(.*/)?mfe-[^/]+(/|$)',
      message: 'The server loads remotes at run time; it imports only the admin API, from mfe-admin/server.',
    }),
  },
  { files: ['e2e/**'], rules: restrict(deepImports) },
  {
    // The root entry of shared-data is framework-free; React pieces live in its `react` subpath only.
    files: ['shared-data/src/**'],
    ignores: ['shared-data/src/react/**'],
    rules: restrict({
      group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'styled-components', 'zustand'],
      message: 'shared-data imports no React at its root entry; use src/react for React pieces.',
    }),
  },
  {
    // One schema reads the environment (shared-data/server/config.ts); the test runner's own knobs stay in e2e.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['shared-data/server/config.ts', 'e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment through shared-data/server (readConfig, processEnv): one schema names every variable.' },
      ],
    },
  },
);
