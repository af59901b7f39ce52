// @ts-check
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const repositoryRoot = fileURLToPath(new URL('.', import.meta.url));

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

// The CMS's side of the store (writes, accounts, sessions, clicks, conversions, link checks, vitals) is imported only by
// the admin's server, the shell's affiliate module and vitals beacon route, tests and the benches: a reader-only server
// cannot import a write.
const cmsStore = {
  regex: '(^|/)store/cms(/|$)',
  message: "Only the admin's server, the shell's affiliate module and its vitals beacon route import @shared-data/store/cms; read through @shared-data/store.",
};
// Inside the store, the public side reaches the CMS's side by no relative path either.
const cmsStoreRelative = { regex: '^(\\.\\.?/)+cms(/|$)', message: 'The public store (connection, migrations, reads) imports nothing of store/cms.' };
const testingEntry = { regex: '^@shared-data/store/testing$', message: '@shared-data/store/testing is for tests and benches only.' };
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test-utils.ts', '**/*-test-utils.ts'];
/**
 * Inside an app's `src`, imports run one way: app/ and expose/ (which compose the features) → features/ → the shared
 * folders (components/, hooks/, lib/). A feature imports no other feature: what two features need moves into a shared
 * folder, or app/ composes them. The rule sees the relative specifier only, so a feature's files are matched by their
 * depth below features/ (`../x` from a feature's own folder leaves it). `ignores`: files let off, each with its reason.
 * (Dynamic `import()` is not checked by the rule.)
 */
const layers = (src, ignores = []) => {
  const upward = {
    regex: '^(\\.\\./)+(app|expose)/',
    message: 'Only app/, expose/ and the entry files import app/ and expose/: move what a feature or a shared folder needs into lib/ or components/.',
  };
  return [
    ...[1, 2].map((depth) => ({
      files: [`${src}/features/${'*/'.repeat(depth)}*`],
      ignores,
      patterns: [
        upward,
        {
          regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\./)`,
          message: 'A feature imports no other feature: move what both need into components/, hooks/ or lib/, or let app/ compose them.',
        },
      ],
    })),
    {
      files: [`${src}/{components,hooks,lib}/**`],
      ignores,
      patterns: [upward, { regex: '^(\\.\\./)+features/', message: 'components/, hooks/ and lib/ import no feature: move the piece they need into a shared folder.' }],
    },
  ];
};
/**
 * An app's import rules, three ways: its runtime code imports neither the CMS's store nor the testing entry; the files
 * in `cmsAllowed` may import the CMS's store; its tests may import both. (Each file gets one list of patterns: a later
 * block replaces the rule's options of an earlier one, it does not add to them.) `inner`: the layers of its `src`
 * (`layers`), whose patterns are added to the zone's for the files they match; they lie apart from `cmsAllowed`.
 */
const zone = (dir, patterns, cmsAllowed = [], inner = []) => [
  { files: [`${dir}/**`], rules: restrict(...patterns, cmsStore, testingEntry) },
  ...(cmsAllowed.length > 0 ? [{ files: cmsAllowed, rules: restrict(...patterns, testingEntry) }] : []),
  { files: testFiles.map((glob) => [`${dir}/**`, glob]), rules: restrict(...patterns) },
  ...inner.flatMap((layer) => [
    { files: layer.files, ignores: [...testFiles, ...layer.ignores], rules: restrict(...patterns, ...layer.patterns, cmsStore, testingEntry) },
    {
      files: layer.files.flatMap((files) => testFiles.map((glob) => [files, glob])),
      ignores: layer.ignores,
      rules: restrict(...patterns, ...layer.patterns),
    },
  ]),
];

// Component tests in the jsdom projects (vitest.setup.ts registers jest-dom's matchers there). An assertion names what
// the reader sees (toBeInTheDocument, toBeVisible, toHaveTextContent, toHaveAttribute…). `expect(getBy…(…)).toBeTruthy()`
// and its kin cannot fail: a getBy or findBy query throws before expect sees its result, a queryAllBy query returns an
// array, and a queryBy query returns an element or null, never undefined.
const componentTests = ['shell', 'mfe-content', 'mfe-calculators', 'mfe-admin'].map((dir) => `${dir}/src/**/*.test.tsx`);
/** `expect(<query>).<matcher>()` or `expect(<query>).not.<matcher>()`, the query called as screen.x, within(…).x, x or await …x. */
const assertionOn = (queryName, matchers, negated) =>
  [
    `[arguments.0.callee.property.name=${queryName}]`,
    `[arguments.0.callee.name=${queryName}]`,
    `[arguments.0.argument.callee.property.name=${queryName}]`,
    `[arguments.0.argument.callee.name=${queryName}]`,
  ].map((call) =>
    negated
      ? `CallExpression[callee.property.name=/^(${matchers})$/][callee.object.property.name='not'] > MemberExpression > MemberExpression > CallExpression.object[callee.name='expect']${call}`
      : `CallExpression[callee.property.name=/^(${matchers})$/] > MemberExpression > CallExpression.object[callee.name='expect']${call}`,
  );
const throwingOrArrayQuery = '/^((get|find)(All)?|queryAll)By[A-Z]/';
const vacuousAssertions = [
  ...assertionOn(throwingOrArrayQuery, 'toBeTruthy|toBeDefined', false),
  ...assertionOn(throwingOrArrayQuery, 'toBeNull|toBeUndefined|toBeFalsy', true),
  ...assertionOn('/^queryBy[A-Z]/', 'toBeDefined', false),
  ...assertionOn('/^queryBy[A-Z]/', 'toBeUndefined', true),
].map((selector) => ({
  selector,
  message:
    'This assertion cannot fail (a getBy/findBy query throws when nothing matches; a queryAllBy query returns an array; a queryBy query returns null, never undefined). Assert what the user sees: toBeInTheDocument(), toBeVisible(), toHaveTextContent(…), toHaveAttribute(…), or call the getBy query alone.',
}));

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
  ...zone(
    'mfe-content',
    [deepImports, otherApps('mfe-content'), noRouter],
    [],
    // The casino page's test file also holds the home page's value-ranking tests (the two pages share the figures).
    layers('mfe-content/src', ['mfe-content/src/features/casinos/casino-page.test.tsx']),
  ),
  ...zone('mfe-calculators', [deepImports, otherApps('mfe-calculators'), noRouter], [], layers('mfe-calculators/src')),
  ...zone('mfe-admin', [deepImports, otherApps('mfe-admin'), noRouter], ['mfe-admin/server/**'], layers('mfe-admin/src')),
  { files: ['shared-data/**'], rules: restrict(noRouter, cmsStore) },
  { files: ['shared-data/store/**'], rules: restrict(noRouter, cmsStore, cmsStoreRelative) },
  { files: ['shared-data/store/cms/**', ...testFiles.map((glob) => ['shared-data/**', glob])], rules: restrict(noRouter) },
  // The shell's affiliate module (the /git/ redirect, the click recorder, the conversion postback) writes clicks and
  // conversions, and the vitals beacon route adds page views' vitals to their counts; the rest of its server only reads.
  ...zone('shell', [deepImports, { group: ['mfe-*', '**/mfe-*/**'], message: 'The shell loads remotes at run time only.' }], [], layers('shell/src')),
  // The server mounts the admin team's API through its declared entry, and nothing else of a remote.
  ...zone(
    'shell/server',
    [deepImports, { regex: '^(?!mfe-admin/server$)(.*/)?mfe-[^/]+(/|$)', message: 'The server loads remotes at run time; it imports only the admin API, from mfe-admin/server.' }],
    ['shell/server/affiliate/**', 'shell/server/routes/vitals.ts'],
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
    files: componentTests,
    plugins: { 'testing-library': testingLibrary, 'jest-dom': jestDom },
    rules: {
      'no-restricted-syntax': ['error', ...vacuousAssertions],
      'testing-library/prefer-presence-queries': 'error',
      'jest-dom/prefer-enabled-disabled': 'error',
      'jest-dom/prefer-checked': 'error',
      'jest-dom/prefer-required': 'error',
      // Left off, each for the many sound assertions it would rewrite: testing-library/no-node-access (rows' cells, a
      // field's described-by element, closest('dialog')…), jest-dom/prefer-in-document (`expect(queryBy…).toBeNull()`),
      // prefer-to-have-attribute (`getAttribute(…)).toBe(…)`) and prefer-to-have-text-content (`.textContent).toBe(…)`,
      // exact where toHaveTextContent would collapse the spaces).
    },
  },
  {
    // shared-data is the core every package builds on: its modules form no cycle, so each can be read, tested and
    // moved on its own. The rule follows value imports; a test (shared-data/build/import-cycles.test.ts) follows the
    // type-only ones as well.
    files: ['shared-data/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The browser's code never reaches the Node-only packages (the store, the server config, the build). The package
    // manager keeps them from the remotes that do not list them; this keeps them from the browser half of the two
    // apps that do (the shell's and the admin's servers). A second rule, not a pattern of no-restricted-imports,
    // so it adds to each zone's patterns instead of replacing them.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-data/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repositoryRoot,
          zones: [
            {
              target: ['./shell/src', './mfe-content/src', './mfe-calculators/src', './mfe-admin/src', './shared-data/src'],
              from: ['./shared-data/store', './shared-data/server', './shared-data/build'],
              message: 'Browser code imports no Node-only package (@shared-data/store, @shared-data/server, @shared-data/build).',
            },
          ],
        },
      ],
    },
  },
  {
    // One schema reads the environment (shared-data/server/config.ts); the test runner's own knobs stay in e2e.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['shared-data/server/config.ts', 'e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment through @shared-data/server (readConfig, processEnv): one schema names every variable.' },
      ],
    },
  },
);
