/**
 * The daily backup (`BACKUP_DIR`): the export (backup.ts) written to the folder as `safebet-backup-<time>.json`, mode
 * 0600, the oldest beyond `BACKUP_KEEP` deleted, then the restore check (restore-check.ts) run on the file just
 * written. The outcome is kept in `last-backup.json` beside the backups, so every server process that sees the folder
 * reads the same one (the admin's overview shows it). No table holds it: the folder is the backup's own record.
 */
import { mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { istanbulDate, isoToIstanbulLocal } from 'shared-data/cms';
import type { BackupConfig } from '@shared-data/server';
import type { Store } from '../database.ts';
import type { Due } from '../job-lock.ts';
import { exportContent, writePrivateJson } from './backup.ts';
import { checkBackupFile, describeRestoreProblem, type RestoreProblem, type ScratchSource } from './restore-check.ts';

/** The backup's name in `job_runs` and its advisory lock. */
export const BACKUP_JOB = 'backup';
export const BACKUP_STATUS_FILE = 'last-backup.json';
/** Only files of this shape are ever deleted from the folder. */
const BACKUP_NAME = /^safebet-backup-\d{8}T\d{6}Z\.json$/;

/** Why a backup is not proven: the restore check's reasons, or the file could not be written or the old ones deleted. */
export type BackupProblem = RestoreProblem | { code: 'writeFailed'; detail: string } | { code: 'pruneFailed'; detail: string };

/** The last backup's outcome, as `last-backup.json` holds it. */
export interface BackupStatus {
  /** When it was made (ISO 8601, UTC). */
  at: string;
  /** The file's name in the folder, and its size; null when it could not be written. */
  file: string | null;
  bytes: number | null;
  check: { passed: true } | { passed: false; problem: BackupProblem };
}

/** `safebet-backup-20261125T030000Z.json`: ISO 8601's basic format, which sorts by time and has no ':' for other systems to trip on. */
export function backupFileName(at: Date): string {
  return `safebet-backup-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.json`;
}

/** Due once per Istanbul day, at `hour` o'clock Istanbul time or later. */
export function dueDailyAt(hour: number): Due {
  return (last, now) => {
    const hourNow = Number(isoToIstanbulLocal(now.toISOString()).slice(11, 13));
    return hourNow >= hour && (last === undefined || istanbulDate(last.getTime()) !== istanbulDate(now.getTime()));
  };
}

/** Deletes the oldest backups of `dir` beyond the newest `keep`, and nothing else; answers the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await unlink(join(dir, name));
  return old;
}

/** The last backup's outcome in `dir`, or null before the first. */
export async function readBackupStatus(dir: string): Promise<BackupStatus | null> {
  try {
    return JSON.parse(await readFile(join(dir, BACKUP_STATUS_FILE), 'utf8')) as BackupStatus;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A backup's problem in English, for the log. */
export function describeBackupProblem(problem: BackupProblem): string {
  if (problem.code === 'writeFailed') return `the backup could not be written: ${problem.detail}`;
  if (problem.code === 'pruneFailed') return `the old backups could not be deleted: ${problem.detail}`;
  return `the restore check failed: ${describeRestoreProblem(problem)}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface BackupOptions {
  /** Where the restore check's fresh databases come from (`scratchDatabases` of the configured store's location). */
  scratch: ScratchSource;
  now?: () => Date;
}

/**
 * Makes one backup of `store` into `config.dir` now, prunes, checks it, and records the outcome. A backup that cannot
 * be written is recorded and thrown, so the daily job tries again at its next look; a failed check is recorded and
 * answered (a new backup an hour later would only push good ones out of the folder).
 */
export async function makeBackup(store: Store, config: Pick<BackupConfig, 'dir' | 'keep'>, options: BackupOptions): Promise<BackupStatus> {
  const at = (options.now ?? (() => new Date()))();
  const record = async (status: BackupStatus) => {
    await writePrivateJson(join(config.dir, BACKUP_STATUS_FILE), status);
    return status;
  };
  const file = backupFileName(at);
  let bytes: number;
  try {
    await mkdir(config.dir, { recursive: true, mode: 0o700 });
    // `exclusive` gives the export a connection without the pages' statement bound, which a large image table needs.
    const backup = await store.exclusive((db) => exportContent(db, at));
    bytes = await writePrivateJson(join(config.dir, file), backup);
  } catch (error) {
    await record({ at: at.toISOString(), file: null, bytes: null, check: { passed: false, problem: { code: 'writeFailed', detail: messageOf(error) } } }).catch(() => undefined);
    throw error;
  }
  const made = { at: at.toISOString(), file, bytes };
  try {
    await pruneBackups(config.dir, config.keep);
  } catch (error) {
    return record({ ...made, check: { passed: false, problem: { code: 'pruneFailed', detail: messageOf(error) } } });
  }
  const check = await checkBackupFile(join(config.dir, file), options.scratch);
  return record({ ...made, check: check.passed ? { passed: true } : { passed: false, problem: check.problem } });
}
