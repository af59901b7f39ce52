// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BackupReport, LastBackup } from '../../../server/contract.ts';
import { formatBytes, needsBackupWarning } from './backup-view.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 bayt'],
    [999, '999 bayt'],
    [12_345, '12,3 kB'],
    [1_234_567, '1,2 MB'],
    [2_500_000_000, '2,5 GB'],
  ])('%d bytes are %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('needsBackupWarning', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  const passed = (hoursAgo: number): LastBackup => ({ at: at(hoursAgo), file: 'safebet-backup-x.json', bytes: 1, check: { passed: true } });
  const on = (last: LastBackup | null): BackupReport => ({ enabled: true, hour: 3, keep: 14, last });
  it.each([
    ['backups off', { enabled: false } as BackupReport, false],
    ['none yet', on(null), true],
    ['passed 2 hours ago', on(passed(2)), false],
    ['passed exactly 36 hours ago', on(passed(36)), false],
    ['passed 36 hours and a minute ago', on(passed(36 + 1 / 60)), true],
    ['failed its check 2 hours ago', on({ ...passed(2), check: { passed: false, problem: { code: 'noManifest' } } }), true],
  ])('%s', (_case, report, warns) => {
    expect(needsBackupWarning(report, now)).toBe(warns);
  });
});
