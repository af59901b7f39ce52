/**
 * An unwritable data folder for the fault tests: `chattr -R +i`, the same to PostgreSQL as a
 * full disk or a read-only remount. Only root may set it, and only on a filesystem that has it (ext4, xfs; not tmpfs).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';

/** Why files under `dir` cannot be made immutable here, or null when they can (the reason a test skips with). */
export function whyNotImmutable(dir: string): string | null {
  if (process.getuid?.() !== 0) return 'not running as root, so chattr +i is not allowed';
  const probe = join(dir, 'probe');
  writeFileSync(probe, 'x');
  const set = spawnSync('chattr', ['+i', probe]);
  spawnSync('chattr', ['-i', probe]);
  return set.status === 0 ? null : `chattr +i does not work on ${dir}: ${set.stderr?.toString().trim() || set.error?.message}`;
}

/** Makes everything under `dir` immutable (`+i`) or writable again (`-i`); throws if chattr fails. */
export function setImmutable(flag: '+i' | '-i', dir: string): void {
  const result = spawnSync('chattr', ['-R', flag, dir]);
  if (result.status !== 0) throw new Error(`chattr -R ${flag} failed: ${result.stderr.toString()}`);
}
