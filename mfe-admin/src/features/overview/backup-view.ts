/**
 * What the overview says about the daily backup, in Turkish: the size of a file, a failed check's reason, and whether
 * the operator must be warned (no backup proven by its restore check in the last 36 hours).
 */
import type { BackupProblem, BackupReport } from '../../../server/contract.ts';

/** A day and a half: one daily backup may be late or fail once before the overview warns. */
export const BACKUP_WARNING_AFTER_MS = 36 * 3_600_000;

const units = [
  { unit: 'byte', size: 1 },
  { unit: 'kilobyte', size: 1e3 },
  { unit: 'megabyte', size: 1e6 },
  { unit: 'gigabyte', size: 1e9 },
] as const;

/** '512 bayt', '12,3 kB', '1,2 MB' (decimal units, as file managers show them). */
export function formatBytes(bytes: number): string {
  const { unit, size } = units.findLast((candidate) => bytes >= candidate.size) ?? units[0];
  return new Intl.NumberFormat('tr-TR', { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / size);
}

/** The content tables of a backup by the names the admin's menu gives them. */
const tableNames: Record<string, string> = {
  providers: 'Sağlayıcılar',
  games: 'Oyunlar',
  blogPosts: 'Blog yazıları',
  tactics: 'Taktikler',
  casinos: 'Casino siteleri',
  popupEntries: 'Popup bonusları',
  pages: 'Sayfalar',
  settings: 'Site ayarları',
  images: 'Görseller',
  imageVariants: 'Görsel boyutları',
};

/** Why a backup is not proven, in Turkish (the technical detail in parentheses, as the server gave it). */
export function backupProblemText(problem: BackupProblem): string {
  switch (problem.code) {
    case 'unreadable':
      return `yedek dosyası okunamadı (${problem.detail})`;
    case 'noManifest':
      return 'yedek dosyasında satır sayıları ve sağlama toplamları (manifest) yok';
    case 'restoreFailed':
      return `yedek geçici bir veritabanına geri yüklenemedi (${problem.detail})`;
    case 'mismatch':
      return `geri yüklenen satırlar yedeğin manifestiyle uyuşmuyor: ${problem.tables.map((table) => tableNames[table] ?? table).join(', ')}`;
    case 'writeFailed':
      return `yedek dosyası yazılamadı (${problem.detail})`;
    case 'pruneFailed':
      return `eski yedekler silinemedi (${problem.detail})`;
  }
}

/** Whether the overview warns: backups are on and none passed its restore check within the last 36 hours. */
export function needsBackupWarning(report: BackupReport, now: number): boolean {
  if (!report.enabled) return false;
  const { last } = report;
  return !last || !last.check.passed || now - Date.parse(last.at) > BACKUP_WARNING_AFTER_MS;
}
