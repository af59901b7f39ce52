import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { processEnv } from '@shared-data/server';
import { sql } from 'drizzle-orm';
import { queryRows, type Store } from '../database.ts';
import { pgliteDriver, scratchFrom, testDrivers } from '../testing/test-stores.ts';
import { exportContent, type ContentBackup } from './backup.ts';
import { checkBackupFile, checkRestore, type ScratchSource } from './restore-check.ts';

const noScratch: ScratchSource = () => Promise.reject(new Error('a fresh database was asked for'));

/** A backup as a file holds it, with one value of one row changed and the manifest left as it was. */
function withOneGameRenamed(backup: ContentBackup): unknown {
  const copy = JSON.parse(JSON.stringify(backup)) as ContentBackup;
  const game = copy.tables.games[3];
  if (!game) throw new Error('the seeded content has fewer than four games');
  game.name = `${String(game.name)} (değişti)`;
  return copy;
}

// On PGlite; the command below runs the same check on PostgreSQL.
describe('checkRestore', () => {
  let source: Store;
  let backup: ContentBackup;
  const scratch = scratchFrom(pgliteDriver);
  beforeAll(async () => {
    source = await pgliteDriver.open('seeded');
    // Through text, as it travels in a file.
    backup = JSON.parse(JSON.stringify(await exportContent(source.db))) as ContentBackup;
  }, 60_000);
  afterAll(async () => {
    await source?.close();
  });

  it('passes on a fresh export, every table restored with the rows the database holds', async () => {
    const check = await checkRestore(backup, scratch);
    expect(check.passed).toBe(true);
    const [counted] = await queryRows<{ games: number; providers: number; casinos: number }>(
      source.db,
      sql`SELECT (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM providers) AS providers, (SELECT count(*)::int FROM casinos) AS casinos`,
    );
    const restoredRows = Object.fromEntries(check.tables.map((table) => [table.table, table.restored.rows]));
    expect(restoredRows).toMatchObject({ games: counted?.games, providers: counted?.providers, casinos: counted?.casinos });
    expect(counted?.games).toBeGreaterThan(3);
  });

  it('fails on a file with one changed row, naming its table alone', async () => {
    const check = await checkRestore(withOneGameRenamed(backup), scratch);
    expect(check.passed).toBe(false);
    if (check.passed) return;
    expect(check.problem).toEqual({ code: 'mismatch', tables: ['games'] });
    const games = check.tables.find((table) => table.table === 'games');
    // The same number of rows came back; their content is not the manifest's.
    expect(games?.restored.rows).toBe(backup.manifest.games.rows);
    expect(games?.restored.sha256).not.toBe(backup.manifest.games.sha256);
  });
});

describe('checkRestore refuses what it cannot prove, before making a database', () => {
  it('fails on a backup without a manifest', async () => {
    const older = { format: 'safebet-content', version: 1, exportedAt: '2026-01-01T00:00:00.000Z', tables: { providers: [], games: [], blogPosts: [], tactics: [], casinos: [], popupEntries: [], pages: [], settings: [] } };
    expect(await checkRestore(older, noScratch)).toEqual({ passed: false, problem: { code: 'noManifest' }, tables: [] });
  });

  it('fails on a file that is not a backup, or not JSON', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'safebet-restore-check-test-'));
    try {
      await writeFile(join(dir, 'broken.json'), '{"format": "safebet-content", "tab');
      await writeFile(join(dir, 'other.json'), '{"format": "other"}');
      expect((await checkBackupFile(join(dir, 'broken.json'), noScratch)).passed).toBe(false);
      expect(await checkBackupFile(join(dir, 'broken.json'), noScratch)).toMatchObject({ problem: { code: 'unreadable' } });
      expect(await checkBackupFile(join(dir, 'other.json'), noScratch)).toMatchObject({ problem: { code: 'unreadable', detail: 'not a safebet-content backup' } });
      expect(await checkBackupFile(join(dir, 'missing.json'), noScratch)).toMatchObject({ problem: { code: 'unreadable' } });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const postgresUrl = inject('postgresUrl');
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

// The command as an operator runs it, on the PostgreSQL path: a temporary database made on the server and dropped.
describe.skipIf(!postgresUrl)('db:restore-check', () => {
  let dir: string;
  let source: Store;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'safebet-restore-check-cli-'));
    const [postgres] = testDrivers().filter((driver) => driver.name === 'PostgreSQL');
    if (!postgres) throw new Error('no PostgreSQL driver');
    source = await postgres.open('seeded');
    await writeFile(join(dir, 'changed.json'), JSON.stringify(withOneGameRenamed(await exportContent(source.db))));
  }, 60_000);
  afterAll(async () => {
    await source?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('exits 1 on a file with a changed row, prints the table that differs, and leaves no database behind', async () => {
    const run = promisify(execFile)(process.execPath, [tsxCli, cli, 'restore-check', join(dir, 'changed.json')], {
      env: { PATH: processEnv().PATH, DATABASE_URL: postgresUrl },
    });
    const failed = await run.then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(/^games\s+\d+\s+\d+\s+DIFFERENT$/m);
    expect(failed?.stdout).toMatch(/^providers\s+\d+\s+\d+\s+same$/m);
    expect(failed?.stderr).toContain('restore check FAILED');
    expect(failed?.stderr).toContain('restored rows differ from the manifest in games');
    expect(await leftOverDatabases()).toEqual([]);
  }, 60_000);

  async function leftOverDatabases(): Promise<string[]> {
    const rows = await queryRows<{ datname: string }>(source.db, sql`SELECT datname FROM pg_database WHERE datname LIKE 'safebet_restore_check_%'`);
    return rows.map((row) => row.datname);
  }
});
