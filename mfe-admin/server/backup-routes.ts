/**
 * The daily backup. `GET /backup` (admins only) answers whether backups are on and how the last one went, read from
 * `last-backup.json` in `BACKUP_DIR`, so every process answers alike. With a store, a backup folder and the store's
 * location, the plugin also schedules the backup (`scheduleDaily`): it looks at start and every hour, and once an
 * Istanbul day, at or after `BACKUP_HOUR`, one process (the job's advisory lock) writes the export, deletes the oldest
 * beyond `BACKUP_KEEP` and runs the restore check on the new file in a fresh temporary database
 * (`@shared-data/store/cms` `makeBackup`).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BackupConfig, StoreLocation } from '@shared-data/server';
import { scheduleDaily, type Store } from '@shared-data/store';
import { BACKUP_JOB, describeBackupProblem, dueDailyAt, makeBackup, readBackupStatus, scratchDatabases, type BackupStatus } from '@shared-data/store/cms';
import { adminApiRoutes, type BackupReport } from './contract.ts';
import { requireRole } from './guard.ts';

export interface BackupRoutesOptions {
  store?: Store;
  /** `BACKUP_DIR`, `BACKUP_HOUR`, `BACKUP_KEEP`; null when backups are off. */
  backup: BackupConfig | null;
  /** Where the configured store lives: the restore check makes its temporary database beside it. Without it nothing is scheduled (tests). */
  location?: StoreLocation;
}

export const backupRoutes: FastifyPluginAsync<BackupRoutesOptions> = async (app, { store, backup, location }) => {
  app.get(adminApiRoutes.backup, { onRequest: requireRole('admin') }, async (_request, reply) => {
    const report: BackupReport = backup
      ? { enabled: true, hour: backup.hour, keep: backup.keep, last: await readBackupStatus(backup.dir) }
      : { enabled: false };
    return reply.send(report);
  });

  if (!store || !backup || !location) return;
  const scratch = scratchDatabases(location);
  const job = scheduleDaily<BackupStatus>(store, app.log, {
    name: BACKUP_JOB,
    due: dueDailyAt(backup.hour),
    async run() {
      const status = await makeBackup(store, backup, { scratch });
      if (!status.check.passed) app.log.error({ file: status.file }, `backup: ${describeBackupProblem(status.check.problem)}`);
      return status;
    },
    done: (status) => (status.check.passed ? `backup: ${status.file} written (${status.bytes} bytes) and proven by a restore check` : null),
  });
  app.addHook('onClose', async () => job.stop());
};
