import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRemoteLocations, remoteLocations } from './remote-locations.ts';

const defaults = { content: '/mfe/content/mf-manifest.json', calculators: '/mfe/calculators/mf-manifest.json', admin: '/mfe/admin/mf-manifest.json' };

function touch(file: string, text: string, secondsAhead: number) {
  writeFileSync(file, text);
  const at = Date.now() / 1000 + secondsAhead;
  utimesSync(file, at, at);
}

describe('parseRemoteLocations', () => {
  it('takes site paths and http(s) URLs of known remotes', () => {
    expect(parseRemoteLocations('{"calculators":"https://cdn.example/c/mf-manifest.json","content":"/x/mf-manifest.json"}')).toEqual({
      calculators: 'https://cdn.example/c/mf-manifest.json',
      content: '/x/mf-manifest.json',
    });
  });

  it.each([
    ['[]', /JSON object/],
    ['{"payments":"/p/mf-manifest.json"}', /unknown remote 'payments'/],
    ['{"calculators":"javascript:alert(1)"}', /calculators: not a path/],
    ['{"calculators":"//evil.example/mf-manifest.json"}', /calculators: not a path/],
    ['{"calculators":42}', /calculators: not a path/],
  ])('refuses %s', (text, reason) => {
    expect(() => parseRemoteLocations(text)).toThrow(reason);
  });
});

describe('remoteLocations', () => {
  it('starts from the defaults and the variables, and follows the file as it changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'safebet-locations-'));
    const file = join(dir, 'remotes.json');
    const logged: string[] = [];
    const locations = remoteLocations({ fixed: { content: 'https://a.example/mf-manifest.json' }, file, checkEveryMs: 0, log: (m) => logged.push(m) });
    expect(locations.current()).toEqual({ ...defaults, content: 'https://a.example/mf-manifest.json' });

    touch(file, '{"calculators":"https://b.example/mf-manifest.json"}', 5);
    expect(locations.current()).toEqual({ ...defaults, content: 'https://a.example/mf-manifest.json', calculators: 'https://b.example/mf-manifest.json' });

    // A broken edit keeps the last good locations, and says so once.
    touch(file, '{"calculators":', 10);
    expect(locations.current().calculators).toBe('https://b.example/mf-manifest.json');
    expect(locations.current().calculators).toBe('https://b.example/mf-manifest.json');
    expect(logged.filter((line) => line.includes('is not used'))).toHaveLength(1);

    // The file removed: back to the variables and the defaults.
    rmSync(file);
    expect(locations.current()).toEqual({ ...defaults, content: 'https://a.example/mf-manifest.json' });
    rmSync(dir, { recursive: true, force: true });
  });
});
