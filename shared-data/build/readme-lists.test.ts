/**
 * The README's lists that mirror code stay true: the affiliate placement table names every placement key the links
 * may carry (`affiliatePlacements`), and only those. The configuration table and the public API list are checked
 * beside their code (server/config.test.ts, shell/server/routes/content-api.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { affiliatePlacements } from 'shared-data';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe("the README's placement table", () => {
  it('lists every placement key, and only those, once each', () => {
    const section = readme.slice(readme.indexOf('## Affiliate links'), readme.indexOf('### Conversions'));
    // The rows after the table's header and its '| --- |' line.
    const lines = section.split('\n');
    const first = lines.findIndex((line) => line.startsWith('| ---')) + 1;
    const rows = lines.slice(first, lines.findIndex((line, i) => i >= first && !line.startsWith('|')));
    const documented = rows.map((line) => /^\| `([^`]+)`/.exec(line)?.[1] ?? line);
    expect([...documented].sort()).toEqual(Object.keys(affiliatePlacements).sort());
    expect(new Set(documented).size).toBe(documented.length);
  });
});
