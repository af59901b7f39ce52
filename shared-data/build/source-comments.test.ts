/**
 * Source comments say why, not where the work came from. This guard fails, naming file:line, on a comment or a test
 * name in a tracked source file that points at something a reader of the repository cannot open:
 *
 * - an issue by its number: "issue 12", "issues 3, 4 and 5", "Issue #12", or a bare "(#12)";
 * - a document that lives outside the repository: DESIGN.md, SPEC.md (or one of its sections, "SPEC §2"),
 *   FIRST-LOAD.md, STYLE.md.
 *
 * Say the reason itself instead, or point to a document in the repository (docs/architecture.md, a CONTEXT.md).
 * A link to a public upstream issue that explains a workaround (https://github.com/<owner>/<repo>/issues/<n>) is a
 * source anyone can read and may stay: addresses are left out before matching, so cite an upstream issue by its full
 * address, never as a bare number. A number after '#' that is not in parentheses ("Ask the Wizard #224") is not an
 * issue and is left alone.
 *
 * What counts as a comment is decided line by line, which is enough for this code: in JavaScript, TypeScript and CSS,
 * the text from a `//` or `/*` that starts a line or follows a space or `{`, and every line inside a block comment; in
 * shell scripts and YAML, the text from a `#` that starts a line or follows a space. In test files, a line that names a
 * test (`describe(`, `it(`, `test(`) is checked from there too. Code itself is never read, so an identifier such as
 * `issues` or an address in a string is no match. This file is left out: its cases below hold the very shapes it
 * refuses, and the lock file is generated.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const self = 'shared-data/build/source-comments.test.ts';
const sourceGlobs = [
  ...['*.ts', '*.tsx', '*.mts', '*.cts', '*.js', '*.jsx', '*.mjs', '*.cjs'],
  ...['*.sh', '*.css', '*.yaml', '*.yml', 'vite.config.*'],
];
const skipped = (path: string) =>
  path === self || /(^|\/)(node_modules|dist|dist-node)\//.test(path) || path.endsWith('pnpm-lock.yaml');

const refused: ReadonlyArray<readonly [string, RegExp]> = [
  ['an issue number', /\b[Ii]ssues? #?\d+\b/],
  ['an issue number', /\(#\d+\)/],
  ['a document outside the repository', /\b(?:DESIGN|SPEC|FIRST-LOAD|STYLE)\.md\b/],
  ['a document outside the repository', /\bSPEC §/],
];

/** What a comment's text refers to that a reader of the repository cannot open, after leaving out addresses. */
function outsideReferences(text: string): string[] {
  const withoutAddresses = text.replace(/\bhttps?:\/\/\S+/g, '');
  return refused.filter(([, pattern]) => pattern.test(withoutAddresses)).map(([what]) => what);
}

/** The comment (or test-name) text of each line of a source file, by line number from 1. */
function commentLines(path: string, source: string): Array<{ line: number; text: string }> {
  const hashComments = /\.(sh|ya?ml)$/.test(path);
  const isTest = /\.(test|spec)\.[cm]?[jt]sx?$/.test(path);
  const found: Array<{ line: number; text: string }> = [];
  let inBlock = false;
  source.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (hashComments) {
      const at = /(^|\s)#/.exec(content);
      if (at) found.push({ line, text: content.slice(at.index) });
      return;
    }
    if (inBlock) {
      found.push({ line, text: content });
      if (content.includes('*/')) inBlock = false;
      return;
    }
    const marker = /(^|[\s{])(\/\/|\/\*)/.exec(content);
    if (marker) {
      const text = content.slice(marker.index);
      found.push({ line, text });
      if (marker[2] === '/*' && !text.slice(text.indexOf('/*') + 2).includes('*/')) inBlock = true;
      return;
    }
    if (content.trimStart().startsWith('*')) {
      found.push({ line, text: content });
      return;
    }
    const testName = isTest ? /\b(?:describe|it|test)(?:\.\w+)*\(\s*['"`]/.exec(content) : null;
    if (testName) found.push({ line, text: content.slice(testName.index) });
  });
  return found;
}

function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...sourceGlobs], { cwd: repoRoot, encoding: 'utf8' });
  return listed.split('\0').filter((path) => path !== '' && !skipped(path));
}

describe('outsideReferences', () => {
  it.each<[string, string[]]>([
    ['// The responsible-gaming tools (issue 28) read nothing of the store.', ['an issue number']],
    [' * Lighthouse bench (issues 7, 13 and 25): every public page family', ['an issue number']],
    ['/** Issue #12: the login throttle. */', ['an issue number']],
    ['// Fixed in the redirect (#27).', ['an issue number']],
    [' * and no script competes with them (DESIGN.md "First load").', ['a document outside the repository']],
    ['// SPEC §5: probability above 0 and at most 100 percent', ['a document outside the repository']],
    ['// See STYLE.md and issue 3.', ['an issue number', 'a document outside the repository']],
    ['// Works around https://github.com/vitejs/vite/issues/1234 until it ships upstream.', []],
    ['// The first issue of each field, keyed by its path.', []],
    [' * variances 19.51 and 41.99 in Wizard of Odds, "Ask the Wizard #224"', []],
    ['// see docs/architecture.md and shared-data/CONTEXT.md', []],
  ])('%s', (text, expected) => {
    expect(outsideReferences(text)).toEqual(expected);
  });
});

describe('commentLines', () => {
  it('reads comments, block comments and test names, never code', () => {
    const source = [
      "const label = 'issue 5';",
      'const fields = result.error.issues; // the first issue of each field',
      "fetch('https://example.com/a') /* inline */;",
      '/*',
      'a block line without a star',
      '*/',
      "it('answers 401 (issue 29)', () => {});",
    ].join('\n');
    expect(commentLines('src/a.ts', source)).toEqual([
      { line: 2, text: ' // the first issue of each field' },
      { line: 3, text: ' /* inline */;' },
      { line: 4, text: '/*' },
      { line: 5, text: 'a block line without a star' },
      { line: 6, text: '*/' },
    ]);
    const testName = { line: 7, text: "it('answers 401 (issue 29)', () => {});" };
    expect(commentLines('src/a.test.ts', source).at(-1)).toEqual(testName);
    expect(commentLines('serve.sh', 'exec node "$@" # see issue 4\n#!/bin/sh')).toEqual([
      { line: 1, text: ' # see issue 4' },
      { line: 2, text: '#!/bin/sh' },
    ]);
  });

  it('finds a sample violation with its line, so the scan below can fail', () => {
    const source = 'export const x = 1;\n// Kept short (issue 16).\n';
    const hits = commentLines('src/x.ts', source).filter(({ text }) => outsideReferences(text).length > 0);
    expect(hits.map(({ line }) => line)).toEqual([2]);
  });
});

describe('tracked source files', () => {
  it('name no issue number and no document outside the repository in a comment or a test name', () => {
    const files = trackedSources();
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((path) =>
      commentLines(path, readFileSync(join(repoRoot, path), 'utf8'))
        .map(({ line, text }) => ({ line, text, what: outsideReferences(text) }))
        .filter(({ what }) => what.length > 0)
        .map(({ line, text, what }) => `${path}:${line}: ${what.join(', ')}: ${text.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
