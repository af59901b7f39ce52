import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePrivate, openStore } from './database.ts';

/** Every path below `dir` with its permission bits. */
function modes(dir: string): Array<[path: string, mode: number, isDir: boolean]> {
  const out: Array<[string, number, boolean]> = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    out.push([path, stat.mode & 0o777, stat.isDirectory()]);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return out;
}

describe('the embedded database’s files are the owner’s alone', () => {
  const root = mkdtempSync(join(tmpdir(), 'safebet-modes-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes an existing folder, its subfolders and files private', () => {
    const dir = join(root, 'old');
    makePrivate(dir);
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'secret'), 'x');
    chmodSync(join(dir, 'secret'), 0o666);
    makePrivate(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'secret')).mode & 0o777).toBe(0o600);
  });

  it('leaves no file of a new PGlite database readable or writable by others', async () => {
    const dir = join(root, 'pglite');
    const store = await openStore({ kind: 'pglite', dataDir: dir });
    await store.close();
    const all = modes(dir);
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(([, mode]) => (mode & 0o077) !== 0)).toEqual([]);
    expect(all.filter(([, mode, isDir]) => isDir && mode !== 0o700)).toEqual([]);
  }, 60_000);
});
