/**
 * The proof that a backup restores: its file is imported into a fresh database of its own (never the one the site
 * runs on), read back, and compared table by table with the manifest the export wrote into it: the same row count and
 * the same checksum of the rows. A file changed after it was written, a table the import loses or alters, or a file
 * without a manifest fails the check. Used by `db:restore-check` (cli.ts) and by the scheduled backup
 * (scheduled-backup.ts), in the calling process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoreLocation } from '@shared-data/server';
import { openStore, type Store } from '../database.ts';
import { createDatabase, databaseUrl, dropDatabase } from '../server-databases.ts';
import { applyMigrations } from '../migrate.ts';
import { BackupError, backupRows, backupTableNames, exportContent, importContent, type TableName, type TableSummary } from './backup.ts';

/** Why a check failed, as a code the admin words (and `describeRestoreProblem` for logs and the command line). */
export type RestoreProblem =
  /** Not JSON, not a content backup, or a version this code does not read. */
  | { code: 'unreadable'; detail: string }
  /** A file written before backups carried a manifest: nothing to compare with. */
  | { code: 'noManifest' }
  /** The fresh database could not be made, or refused the import. */
  | { code: 'restoreFailed'; detail: string }
  /** These tables came back with other rows than the manifest describes. */
  | { code: 'mismatch'; tables: TableName[] };

export interface TableCheck {
  table: TableName;
  /** What the manifest says; null when it does not name the table. */
  expected: TableSummary | null;
  /** What the restored database holds. */
  restored: TableSummary;
  matches: boolean;
}

export type RestoreCheck = { passed: true; tables: TableCheck[] } | { passed: false; problem: RestoreProblem; tables: TableCheck[] };

/** A database made for one check, migrated or not, and how to be rid of it. */
export interface ScratchDatabase {
  store: Store;
  dispose(): Promise<void>;
}
export type ScratchSource = () => Promise<ScratchDatabase>;

// A restore writes large statements and nobody waits on a page meanwhile: ten minutes a statement, as the CLI allows.
const SCRATCH_QUERY_TIMEOUT_MS = 600_000;

/**
 * Fresh databases beside the configured store, of its kind: on PostgreSQL a new database on the same server (the
 * role needs CREATEDB), dropped afterwards; on PGlite a data folder in the system's temporary folder, removed
 * afterwards; in memory (tests) another in-memory database.
 */
export function scratchDatabases(location: StoreLocation): ScratchSource {
  return async () => {
    switch (location.kind) {
      case 'postgres': {
        const name = `safebet_restore_check_${randomBytes(8).toString('hex')}`;
        await createDatabase(location.url, name);
        const drop = () => dropDatabase(location.url, name);
        try {
          const store = await openStore({ kind: 'postgres', url: databaseUrl(location.url, name), poolSize: 2, queryTimeoutMs: SCRATCH_QUERY_TIMEOUT_MS });
          return { store, dispose: () => store.close().finally(drop) };
        } catch (error) {
          await drop().catch(() => undefined);
          throw error;
        }
      }
      case 'pglite': {
        const dataDir = await mkdtemp(join(tmpdir(), 'safebet-restore-check-'));
        const remove = () => rm(dataDir, { recursive: true, force: true });
        try {
          const store = await openStore({ kind: 'pglite', dataDir, queryTimeoutMs: SCRATCH_QUERY_TIMEOUT_MS });
          return { store, dispose: () => store.close().finally(remove) };
        } catch (error) {
          await remove();
          throw error;
        }
      }
      case 'memory': {
        const store = await openStore({ kind: 'memory' });
        return { store, dispose: () => store.close() };
      }
    }
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isSummary(value: unknown): value is TableSummary {
  const summary = value as Partial<TableSummary> | null;
  return typeof summary?.rows === 'number' && typeof summary.sha256 === 'string';
}

/** The manifest's entry of each table, null for a table it does not describe; null for a backup without one. */
function manifestOf(backup: unknown): Record<TableName, TableSummary | null> | null {
  const manifest = (backup as { manifest?: unknown } | null)?.manifest;
  if (manifest === null || typeof manifest !== 'object') return null;
  const entries = manifest as Partial<Record<TableName, unknown>>;
  return Object.fromEntries(backupTableNames.map((name) => [name, isSummary(entries[name]) ? entries[name] : null])) as Record<TableName, TableSummary | null>;
}

/** Restores `backup` (a file's parsed content) into a fresh database from `scratch` and compares it with its manifest. */
export async function checkRestore(backup: unknown, scratch: ScratchSource): Promise<RestoreCheck> {
  try {
    backupRows(backup);
  } catch (error) {
    if (error instanceof BackupError) return { passed: false, problem: { code: 'unreadable', detail: error.message }, tables: [] };
    throw error;
  }
  const manifest = manifestOf(backup);
  if (!manifest) return { passed: false, problem: { code: 'noManifest' }, tables: [] };

  let restored: Record<TableName, TableSummary>;
  try {
    const database = await scratch();
    try {
      // Only the schema: no seed, and on PostgreSQL under the migration lock as at a start.
      await database.store.exclusive(applyMigrations);
      await importContent(database.store.db, backup);
      restored = (await exportContent(database.store.db)).manifest;
    } finally {
      await database.dispose();
    }
  } catch (error) {
    return { passed: false, problem: { code: 'restoreFailed', detail: messageOf(error) }, tables: [] };
  }

  const tables = backupTableNames.map((table): TableCheck => {
    const expected = manifest[table];
    const matches = expected !== null && expected.rows === restored[table].rows && expected.sha256 === restored[table].sha256;
    return { table, expected, restored: restored[table], matches };
  });
  const differing = tables.filter((table) => !table.matches).map((table) => table.table);
  return differing.length === 0 ? { passed: true, tables } : { passed: false, problem: { code: 'mismatch', tables: differing }, tables };
}

/** `checkRestore` of a backup file; a file that cannot be read or is not JSON fails as 'unreadable'. */
export async function checkBackupFile(file: string, scratch: ScratchSource): Promise<RestoreCheck> {
  let backup: unknown;
  try {
    backup = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return { passed: false, problem: { code: 'unreadable', detail: messageOf(error) }, tables: [] };
  }
  return checkRestore(backup, scratch);
}

/** A failed check's reason in English, for the log and the command line. */
export function describeRestoreProblem(problem: RestoreProblem): string {
  switch (problem.code) {
    case 'unreadable':
      return `the file is not a readable backup: ${problem.detail}`;
    case 'noManifest':
      return 'the file has no manifest (written before backups carried one): there is nothing to compare with';
    case 'restoreFailed':
      return `the restore failed: ${problem.detail}`;
    case 'mismatch':
      return `restored rows differ from the manifest in ${problem.tables.join(', ')}`;
  }
}
