import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../database.ts';
import { runDaily } from '../job-lock.ts';
import { pgliteDriver, scratchFrom } from '../testing/test-stores.ts';
import type { ContentBackup } from './backup.ts';
import { BACKUP_JOB, BACKUP_STATUS_FILE, backupFileName, dueDailyAt, makeBackup, pruneBackups, readBackupStatus, type BackupStatus } from './scheduled-backup.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'safebet-backups-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const names = async () => (await readdir(dir)).sort();
const modeOf = async (name: string) => (await stat(join(dir, name))).mode & 0o777;

describe('backupFileName', () => {
  it('names a backup by its UTC time in ISO 8601 basic format', () => {
    expect(backupFileName(new Date('2026-11-25T00:05:09.123Z'))).toBe('safebet-backup-20261125T000509Z.json');
  });
});

describe('dueDailyAt', () => {
  // Istanbul is UTC+3: 00:00 UTC is 03:00 there.
  const at3 = dueDailyAt(3);
  it.each([
    ['never ran, before 03:00 Istanbul', undefined, '2026-11-24T23:59:59Z', false],
    ['never ran, at 03:00 Istanbul', undefined, '2026-11-25T00:00:00Z', true],
    ['ran at 03:10 today, now 23:00 Istanbul', '2026-11-25T00:10:00Z', '2026-11-25T20:00:00Z', false],
    ['ran yesterday at 23:30 Istanbul, now 02:59', '2026-11-24T20:30:00Z', '2026-11-24T23:59:00Z', false],
    ['ran yesterday at 23:30 Istanbul, now 03:00', '2026-11-24T20:30:00Z', '2026-11-25T00:00:00Z', true],
    ['ran two days ago, now 12:00 Istanbul', '2026-11-23T00:10:00Z', '2026-11-25T09:00:00Z', true],
  ])('%s: %s', (_case, last, now, due) => {
    expect(at3(last === undefined ? undefined : new Date(last), new Date(now))).toBe(due);
  });

  it('takes midnight as hour 0', () => {
    expect(dueDailyAt(0)(new Date('2026-11-24T10:00:00Z'), new Date('2026-11-24T21:00:00Z'))).toBe(true);
  });
});

describe('pruneBackups', () => {
  it('deletes the oldest backups beyond the number kept, and no other file', async () => {
    const times = ['2026-11-21T00:00:00Z', '2026-11-23T00:00:00Z', '2026-11-22T00:00:00Z', '2026-11-24T00:00:00Z'];
    for (const time of times) await writeFile(join(dir, backupFileName(new Date(time))), '{}');
    await writeFile(join(dir, 'notes.json'), '{}');
    await writeFile(join(dir, BACKUP_STATUS_FILE), '{}');
    expect(await pruneBackups(dir, 2)).toEqual(['safebet-backup-20261121T000000Z.json', 'safebet-backup-20261122T000000Z.json']);
    expect(await names()).toEqual([BACKUP_STATUS_FILE, 'notes.json', 'safebet-backup-20261123T000000Z.json', 'safebet-backup-20261124T000000Z.json']);
    expect(await pruneBackups(dir, 2)).toEqual([]);
  });
});

describe('the daily backup on a controlled clock', () => {
  let store: Store;
  beforeAll(async () => {
    store = await pgliteDriver.open('seeded');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it('is made once on the day at or after its hour, 0600, keeping the newest, and passes its restore check', async () => {
    // Three backups of the days before, and a file that is not a backup, which the rotation leaves alone.
    for (const day of ['22', '23', '24']) await writeFile(join(dir, `safebet-backup-202611${day}T000000Z.json`), '{}');
    await writeFile(join(dir, 'README.txt'), 'yedekler');
    let clock = new Date('2026-11-25T23:59:00Z');
    const now = () => clock;
    const config = { dir, hour: 3, keep: 2 };
    const look = () => runDaily(store, BACKUP_JOB, dueDailyAt(config.hour), () => makeBackup(store, config, { scratch: scratchFrom(pgliteDriver), now }), now);

    // 02:59 on the 26th in Istanbul: not yet.
    expect(await look()).toEqual({ ran: false });
    expect(await readBackupStatus(dir)).toBeNull();

    clock = new Date('2026-11-26T00:20:00Z');
    const outcome = await look();
    const expected: BackupStatus = { at: '2026-11-26T00:20:00.000Z', file: 'safebet-backup-20261126T002000Z.json', bytes: expect.any(Number) as number, check: { passed: true } };
    expect(outcome).toEqual({ ran: true, result: expected });
    expect(await names()).toEqual(['README.txt', BACKUP_STATUS_FILE, 'safebet-backup-20261124T000000Z.json', 'safebet-backup-20261126T002000Z.json']);
    const written = await stat(join(dir, 'safebet-backup-20261126T002000Z.json'));
    expect(outcome.ran && outcome.result.bytes).toBe(written.size);
    expect(await modeOf('safebet-backup-20261126T002000Z.json')).toBe(0o600);
    expect(await modeOf(BACKUP_STATUS_FILE)).toBe(0o600);
    expect(await readBackupStatus(dir)).toEqual({ ...expected, bytes: written.size });
    const backup = JSON.parse(await readFile(join(dir, 'safebet-backup-20261126T002000Z.json'), 'utf8')) as ContentBackup;
    expect(backup.exportedAt).toBe('2026-11-26T00:20:00.000Z');

    // Later the same Istanbul day: nothing more.
    clock = new Date('2026-11-26T20:59:00Z');
    expect(await look()).toEqual({ ran: false });
    expect((await names()).filter((name) => name.startsWith('safebet-backup-'))).toHaveLength(2);
  });

  it('records a backup it could not write as failed, leaves no partial file, and throws so the next look tries again', async () => {
    // A folder where the backup's file should go: the rename onto it fails.
    await mkdir(join(dir, 'safebet-backup-20261127T002000Z.json'));
    const now = () => new Date('2026-11-27T00:20:00Z');
    await expect(makeBackup(store, { dir, keep: 2 }, { scratch: scratchFrom(pgliteDriver), now })).rejects.toThrow();
    expect(await readBackupStatus(dir)).toEqual({
      at: '2026-11-27T00:20:00.000Z',
      file: null,
      bytes: null,
      check: { passed: false, problem: { code: 'writeFailed', detail: expect.stringMatching(/EISDIR|EEXIST|ENOTEMPTY/) as string } },
    });
    expect(await names()).toEqual([BACKUP_STATUS_FILE, 'safebet-backup-20261127T002000Z.json']);
  });
});
