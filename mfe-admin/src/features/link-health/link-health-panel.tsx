import { useState, type ReactNode } from 'react';
import { paths } from 'shared-data';
import { formatIstanbulDateTime } from 'shared-data/cms';
import { Link } from 'shared-data/react';
import styled from 'styled-components';
import { AdminPage } from '../../components/admin-page.tsx';
import { AlertBox } from '../../components/alert-box.tsx';
import { SecondaryButton } from '../../components/buttons.tsx';
import { StatusLine } from '../../components/cms-form.tsx';
import { CaptionedTable } from '../../components/captioned-table.tsx';
import { failureMessage, useSessionEndedCheck } from '../../lib/cms-request.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';
import { linkHealthUrl, runLinkCheck, type LinkHealthLink, type LinkHealthReport } from './link-health-api.ts';
import { linkState, unusableWarning, type LinkTone } from './link-status.ts';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  p { margin: 0; }
  ul { margin: ${({ theme }) => theme.space.xs} 0 0; padding-inline-start: ${({ theme }) => theme.space.lg}; }
`;

/** The check's summary: green only when every link works, else in the text colour (the table shows which fail). */
const CheckStatus = styled(StatusLine)<{ $problems: boolean }>`
  color: ${({ theme, $problems }) => ($problems ? theme.colors.text : theme.colors.success)};
`;

const WarningSpace = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  p { margin: 0; }
  ul { margin: ${({ theme }) => theme.space.xs} 0; padding-inline-start: ${({ theme }) => theme.space.lg}; }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.span<{ $tone: LinkTone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : $tone === 'bad' ? theme.colors.dangerBorder : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => ($tone === 'bad' ? theme.colors.dangerSurface : 'transparent')};
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : $tone === 'bad' ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  white-space: nowrap;
`;

const dash = '—';
const CHECK_FAILED = 'Bağlantılar kontrol edilemedi. Lütfen tekrar deneyin.';

type Notice = { kind: 'done' | 'failed'; text: string; problems?: boolean };

function doneMessage(report: LinkHealthReport): string {
  const checked = report.links.filter((link) => link.check && !link.stale);
  const working = checked.filter((link) => link.check?.status === 'ok').length;
  return `Kontrol tamamlandı: ${checked.length} bağlantı, ${working} çalışıyor, ${checked.length - working} sorunlu.`;
}

function LinkRow({ link }: { link: LinkHealthLink }) {
  const state = linkState(link);
  const check = link.stale ? null : link.check;
  return (
    <tr>
      <td>
        <Link to={paths.adminEntry(paths.adminCasinos, link.id)}>{link.name}</Link>
      </td>
      <td>
        <Badge $tone={state.tone}>{state.label}</Badge>
      </td>
      <td>{check?.httpStatus ?? dash}</td>
      <td>{link.check ? <time dateTime={link.check.checkedAt}>{formatIstanbulDateTime(link.check.checkedAt)}</time> : dash}</td>
      <td>{state.detail}</td>
    </tr>
  );
}

/** The casinos whose /git/ link leads nowhere, named in a warning; nothing when there are none. */
function UnusableWarning({ links, children }: { links: readonly LinkHealthLink[]; children?: ReactNode }) {
  const unusable = links.filter((link) => !link.usable);
  if (unusable.length === 0) return null;
  return (
    <AlertBox role="alert">
      <p>Bu casinoların /git/ bağlantısı hiçbir yere gitmiyor:</p>
      <ul>
        {unusable.map((link) => (
          <li key={link.id}>{unusableWarning(link)}</li>
        ))}
      </ul>
      {children}
    </AlertBox>
  );
}

/**
 * Above the casino list: the warning about casinos whose /git/ link leads nowhere, with the way to the link health
 * screen; nothing at all while every casino has a usable URL or the status cannot be read.
 */
export function LinkHealthWarning() {
  const { state } = useCmsLoad<LinkHealthReport>(linkHealthUrl);
  if (state.status !== 'ready') return null;
  return (
    <WarningSpace>
      <UnusableWarning links={state.data.links}>
        <p>
          <Link to={paths.adminLinks}>Bağlantı durumunu aç</Link>
        </p>
      </UnusableWarning>
    </WarningSpace>
  );
}

/**
 * 'Bağlantı Durumu' (admins): the latest check of each casino's affiliate link, a warning naming the casinos whose
 * /git/ link leads nowhere, and a button that checks every link now. The server checks once a day by itself too.
 */
export function LinkHealthPage() {
  return (
    <AdminPage
      title="Bağlantı Durumu"
      intro="Her casinonun ortaklık bağlantısı istenir (önce HEAD, olmazsa GET; en fazla 5 yönlendirme). Sorunlu bir bağlantı ziyaretçiyi casinoya ulaştıramaz."
    >
      <LinkHealthPanel />
    </AdminPage>
  );
}

export function LinkHealthPanel() {
  const isSessionEnd = useSessionEndedCheck();
  const { state, retry } = useCmsLoad<LinkHealthReport>(linkHealthUrl);
  const [fresh, setFresh] = useState<LinkHealthReport | null>(null);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const report = fresh ?? (state.status === 'ready' ? state.data : null);

  const check = async () => {
    if (checking) return;
    setChecking(true);
    setNotice(null);
    try {
      const answer = await runLinkCheck();
      setFresh(answer);
      setNotice({ kind: 'done', text: doneMessage(answer), problems: answer.links.some((link) => link.check?.status !== 'ok') });
    } catch (error) {
      if (!isSessionEnd(error)) setNotice({ kind: 'failed', text: failureMessage(error, CHECK_FAILED) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Panel aria-label="Bağlantı durumu" aria-busy={checking || undefined}>
      <UnusableWarning links={report?.links ?? []} />
      <Bar>
        <SecondaryButton type="button" onClick={() => void check()} aria-disabled={checking || undefined}>
          {checking ? 'Kontrol ediliyor…' : 'Bağlantıları şimdi kontrol et'}
        </SecondaryButton>
        <Muted>
          {report?.checkedAt
            ? `Son kontrol: ${formatIstanbulDateTime(report.checkedAt)}. Bağlantılar her gün kendiliğinden de kontrol edilir.`
            : 'Bağlantılar her gün kendiliğinden kontrol edilir.'}
        </Muted>
      </Bar>
      {notice?.kind === 'failed' && <AlertBox role="alert">{notice.text}</AlertBox>}
      <CheckStatus role="status" $problems={notice?.problems ?? false}>{checking ? 'Bağlantılar kontrol ediliyor…' : notice?.kind === 'done' ? notice.text : ''}</CheckStatus>
      {report ? (
        <CaptionedTable caption="Ortaklık bağlantılarının son kontrolü" headers={['Casino', 'Durum', 'HTTP', 'Son kontrol', 'Açıklama']}>
          {report.links.map((link) => (
            <LinkRow key={link.id} link={link} />
          ))}
        </CaptionedTable>
      ) : state.status === 'failed' ? (
        <Bar>
          <Muted>{failureMessage(state.error, 'Bağlantı durumu yüklenemedi.')}</Muted>
          <SecondaryButton type="button" onClick={retry}>
            Bağlantı durumunu yeniden yükle
          </SecondaryButton>
        </Bar>
      ) : (
        <Muted>Bağlantı durumu yükleniyor…</Muted>
      )}
    </Panel>
  );
}
