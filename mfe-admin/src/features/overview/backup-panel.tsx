import { useState } from 'react';
import { formatIstanbulDateTime } from 'shared-data/cms';
import styled from 'styled-components';
import { adminApiUrl, type BackupReport } from '../../../server/contract.ts';
import { AlertBox } from '../../components/alert-box.tsx';
import { LoadFailure } from '../../components/cms-form.tsx';
import { failureMessage } from '../../lib/cms-request.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';
import { backupProblemText, formatBytes, needsBackupWarning } from './backup-view.ts';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  p, ul { margin: 0; }
  ul { padding-inline-start: ${({ theme }) => theme.space.lg}; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function BackupSummary({ report, now }: { report: BackupReport; now: number }) {
  if (!report.enabled) return <p>Zamanlanmış yedekleme kapalı (BACKUP_DIR ayarlı değil).</p>;
  const { last } = report;
  return (
    <>
      {needsBackupWarning(report, now) && <AlertBox role="alert">Son 36 saatte başarılı bir yedek yok.</AlertBox>}
      {last ? (
        <ul>
          <li>
            {/* A backup that could not be written is an attempt, not a backup. */}
            {last.file === null ? 'Son deneme' : 'Son yedek'}: <time dateTime={last.at}>{formatIstanbulDateTime(last.at)}</time>
          </li>
          {last.bytes !== null && <li>Boyut: {formatBytes(last.bytes)}</li>}
          <li>Geri yükleme denetimi: {last.check.passed ? 'başarılı' : `başarısız: ${backupProblemText(last.check.problem)}`}</li>
        </ul>
      ) : (
        <p>Henüz yedek alınmadı.</p>
      )}
      <Muted>
        Yedek her gün İstanbul saatiyle {hourText(report.hour)} itibarıyla alınır ve geçici bir veritabanına geri yüklenerek denetlenir; son{' '}
        {report.keep} yedek saklanır.
      </Muted>
    </>
  );
}

/** The daily backup on the overview (admins only): the last one's time, size and restore check, and a warning when none is proven. */
export function BackupPanel() {
  const { state, retry } = useCmsLoad<BackupReport>(adminApiUrl('backup'));
  // The age of the last backup is judged against the time the overview was opened, the same at every render.
  const [openedAt] = useState(Date.now);
  return (
    <Panel aria-labelledby="yedekleme-baslik" aria-busy={state.status === 'loading' || undefined}>
      <h2 id="yedekleme-baslik">Yedekleme</h2>
      {state.status === 'ready' ? (
        <BackupSummary report={state.data} now={openedAt} />
      ) : state.status === 'failed' ? (
        <LoadFailure message={failureMessage(state.error, 'Yedekleme durumu yüklenemedi.')} onRetry={retry} />
      ) : (
        <Muted>Yedekleme durumu yükleniyor…</Muted>
      )}
    </Panel>
  );
}
