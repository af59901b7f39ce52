import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackupReport, LastBackup } from '../../../server/contract.ts';
import { json, mockApi, overviewApi, renderAdmin, resetAuthMemory, session } from '../../test-utils.tsx';

// 09:00 UTC on 26 November 2026 is 12:00 in Istanbul.
const NOW = new Date('2026-11-26T09:00:00Z');
// 00:20 UTC is 03:20 in Istanbul, the same morning.
const proven: LastBackup = { at: '2026-11-26T00:20:00.000Z', file: 'safebet-backup-20261126T002000Z.json', bytes: 1_234_567, check: { passed: true } };
const on = (last: LastBackup | null): BackupReport => ({ enabled: true, hour: 3, keep: 14, last });
const NO_PROVEN_BACKUP = 'Son 36 saatte başarılı bir yedek yok.';

beforeEach(() => {
  resetAuthMemory();
  // Only the clock: the page's requests and React's scheduling keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function showOverview(backup: BackupReport, role: 'admin' | 'editor' = 'admin') {
  const fetchMock = mockApi({
    'GET /api/admin/session': () => json(200, { ...session, role }),
    ...overviewApi,
    'GET /api/admin/backup': () => json(200, backup),
  });
  renderAdmin('/admin');
  return fetchMock;
}

const backupSection = async () => within(await screen.findByRole('region', { name: 'Yedekleme' }));

describe('the overview’s backup', () => {
  it('shows the last backup’s time in Istanbul, its size and a passed restore check, without a warning', async () => {
    showOverview(on(proven));
    const section = await backupSection();
    expect(await section.findByText('Geri yükleme denetimi: başarılı')).toBeInTheDocument();
    expect(section.getByText(/^Son yedek:/)).toHaveTextContent('Son yedek: 26.11.2026 03:20');
    expect(section.getByText(/^Boyut:/)).toHaveTextContent('Boyut: 1,2 MB');
    expect(section.getByText(/^Yedek her gün/)).toHaveTextContent('İstanbul saatiyle 03:00 itibarıyla');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the last backup failed its restore check, with the reason', async () => {
    showOverview(on({ ...proven, check: { passed: false, problem: { code: 'mismatch', tables: ['games', 'blogPosts'] } } }));
    const section = await backupSection();
    expect(await section.findByRole('alert')).toHaveTextContent(NO_PROVEN_BACKUP);
    expect(section.getByText(/^Geri yükleme denetimi:/)).toHaveTextContent(
      'Geri yükleme denetimi: başarısız: geri yüklenen satırlar yedeğin manifestiyle uyuşmuyor: Oyunlar, Blog yazıları',
    );
  });

  it('warns when there is no backup yet', async () => {
    showOverview(on(null));
    expect(await (await backupSection()).findByRole('alert')).toHaveTextContent(NO_PROVEN_BACKUP);
    expect(screen.getByText('Henüz yedek alınmadı.')).toBeInTheDocument();
  });

  it('warns about a passed backup once it is more than 36 hours old', async () => {
    // 36 h 40 min before NOW.
    showOverview(on({ ...proven, at: '2026-11-24T20:20:00.000Z' }));
    expect(await (await backupSection()).findByRole('alert')).toHaveTextContent(NO_PROVEN_BACKUP);
    expect(screen.getByText(/^Son yedek:/)).toHaveTextContent('Son yedek: 24.11.2026 23:20');
  });

  it('calls a backup that could not be written an attempt, with the reason', async () => {
    showOverview(on({ at: proven.at, file: null, bytes: null, check: { passed: false, problem: { code: 'writeFailed', detail: 'ENOSPC: no space left on device' } } }));
    const section = await backupSection();
    expect(await section.findByRole('alert')).toHaveTextContent(NO_PROVEN_BACKUP);
    expect(section.getByText(/^Son deneme:/)).toHaveTextContent('Son deneme: 26.11.2026 03:20');
    expect(section.queryByText(/^Boyut:/)).not.toBeInTheDocument();
    expect(section.getByText(/^Geri yükleme denetimi:/)).toHaveTextContent('Geri yükleme denetimi: başarısız: yedek dosyası yazılamadı (ENOSPC: no space left on device)');
  });

  it('says when scheduled backups are off', async () => {
    showOverview({ enabled: false });
    expect(await (await backupSection()).findByText('Zamanlanmış yedekleme kapalı (BACKUP_DIR ayarlı değil).')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown to an editor, and not asked for', async () => {
    const fetchMock = showOverview(on(proven), 'editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Yedekleme' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/backup');
  });
});
