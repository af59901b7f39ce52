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

// The CMS's side of the store (writes, accounts, sessions, clicks, conversions, link checks) is imported only by the
// admin's server, the shell's affiliate module, tests and the benches: a reader-only server cannot import a write.
const cmsStore = {
  regex: '(^|/)store/cms(/|$)',
  message: "Only the admin's server and the shell's affiliate module import shared-data/store/cms; read through shared-data/store.",
};
// Inside the store, the public side reaches the CMS's side by no relative path either.
const cmsStoreRelative = { regex: '^(\\.\\.?/)+cms(/|$)', message: 'The public store (connection, migrations, reads) imports nothing of store/cms.' };
const testingEntry = { regex: '^shared-data/testing$', message: 'shared-data/testing is for tests and benches only.' };
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test-utils.ts', '**/*-test-utils.ts'];
/**
 * An app's import rules, three ways: its runtime code imports neither the CMS's store nor the testing entry; the files
 * in `cmsAllowed` may import the CMS's store; its tests may import both. (Each file gets one list of patterns: a later
 * block replaces the rule's options of an earlier one, it does not add to them.)
 */
const zone = (dir, patterns, cmsAllowed = []) => [
  { files: [`${dir}/**`], rules: restrict(...patterns, cmsStore, testingEntry) },
  ...(cmsAllowed.length > 0 ? [{ files: cmsAllowed, rules: restrict(...patterns, testingEntry) }] : []),
  { files: testFiles.map((glob) => [`${dir}/**`, glob]), rules: restrict(...patterns) },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-node/**', '**/generated/**', '**/node_modules/**', '**/playwright-report/**', '**/test-results/**'] },
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
  ...zone('mfe-content', [deepImports, otherApps('mfe-content'), noRouter]),
  ...zone('mfe-calculators', [deepImports, otherApps('mfe-calculators'), noRouter]),
  ...zone('mfe-admin', [deepImports, otherApps('mfe-admin'), noRouter], ['mfe-admin/server/**']),
  { files: ['shared-data/**'], rules: restrict(noRouter, cmsStore) },
  { files: ['shared-data/store/**'], rules: restrict(noRouter, cmsStore, cmsStoreRelative) },
  { files: ['shared-data/store/cms/**', ...testFiles.map((glob) => ['shared-data/**', glob])], rules: restrict(noRouter) },
  // The shell's affiliate module (the /git/ redirect, the click recorder, the conversion postback) writes clicks and
  // conversions; the rest of its server only reads.
  ...zone('shell', [deepImports, { group: ['mfe-*', '**/mfe-*/**'], message: 'The shell loads remotes at run time only.' }]),
  // The server mounts the admin team's API through its declared entry, and nothing else of a remote.
  ...zone(
    'shell/server',
    [deepImports, { regex: '^(?!mfe-admin/server$)(.*/)?mfe-[^/]+(/|$)', message: 'The server loads remotes at run time; it imports only the admin API, from mfe-admin/server.' }],
    ['shell/server/affiliate/**'],
  ),
  // The suite and the benches set up what they measure with the CMS's writes and the testing entry.
  { files: ['e2e/**'], rules: restrict(deepImports) },
  {
    // The root entry of shared-data is framework-free; React pieces live in its `react` subpath only.
    files: ['shared-data/src/**'],
    ignores: ['shared-data/src/react/**'],
    rules: restrict(cmsStore, {
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
