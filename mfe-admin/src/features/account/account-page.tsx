import { useContext, useId, useState } from 'react';
import { paths } from 'shared-data';
import { formatIstanbulDateTime } from 'shared-data/cms';
import { Link } from 'shared-data/react';
import styled from 'styled-components';
import type { SessionList, SessionSummary } from '../../../server/contract.ts';
import { AdminPage } from '../../components/admin-page.tsx';
import { AlertBox } from '../../components/alert-box.tsx';
import { SecondaryButton } from '../../components/buttons.tsx';
import { CaptionedTable } from '../../components/captioned-table.tsx';
import { LoadFailure, StatusLine } from '../../components/cms-form.tsx';
import { failureMessage, useSessionEndedCheck } from '../../lib/cms-request.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';
import { SessionContext } from '../../lib/session-context.ts';
import { OwnPasswordForm } from './own-password-form.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import { endOtherSessions, endSession, sessionsUrl } from './sessions-api.ts';

const END_FAILED = 'Oturum kapatılamadı. Lütfen tekrar deneyin.';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.lg}; }
  > p { color: ${({ theme }) => theme.colors.textMuted}; max-width: 48rem; }
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

type Notice = { kind: 'done' | 'failed'; text: string };

const when = (epochMs: number) => (epochMs > 0 ? formatIstanbulDateTime(new Date(epochMs).toISOString()) : '—');

function SessionRow({ session, busy, onEnd }: { session: SessionSummary; busy: boolean; onEnd: (session: SessionSummary) => void }) {
  // The button says what it does; the device, as its description, says which session (its visible name stays whole).
  const deviceId = useId();
  return (
    <tr>
      <td>{when(session.startedAt)}</td>
      <td>{when(session.lastUsedAt)}</td>
      <td id={deviceId}>
        {session.device}
        {session.current && <strong> (bu oturum)</strong>}
      </td>
      <td>{session.address || '—'}</td>
      <td>
        {session.current ? (
          '—'
        ) : (
          <SecondaryButton type="button" disabled={busy} aria-describedby={deviceId} onClick={() => onEnd(session)}>
            Oturumu kapat
          </SecondaryButton>
        )}
      </td>
    </tr>
  );
}

/**
 * 'Hesabım' (every role): the signed-in account's own settings. 'Şifre değiştir' changes its password and ends its
 * other sessions. 'Oturumlar' lists where the account is signed in, with
 * when each session started and was last used, and ends any of the others, or all of them at once: a phone left
 * signed in somewhere is signed out on its next request, on every server.
 */
export function AccountPage() {
  const headingId = useId();
  const passwordHeadingId = useId();
  const twoFactorHeadingId = useId();
  const passkeysHeadingId = useId();
  // Sent here by a role that requires a second factor: until it is enrolled, nothing else is open.
  const sessionContext = useContext(SessionContext);
  const mustEnrol = sessionContext?.session.mustEnrol === true;
  const [enrolled, setEnrolled] = useState(false);
  const isSessionEnd = useSessionEndedCheck();
  const { state, retry, refresh } = useCmsLoad<SessionList>(sessionsUrl);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ kind: 'done', text: await action() });
    } catch (error) {
      if (isSessionEnd(error)) return;
      setNotice({ kind: 'failed', text: failureMessage(error, END_FAILED) });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const endOne = (session: SessionSummary) =>
    void run(async () => {
      await endSession(session.id);
      return `${session.device} oturumu kapatıldı.`;
    });
  const endOthers = () =>
    void run(async () => {
      const { ended } = await endOtherSessions();
      return ended === 0 ? 'Kapatılacak başka oturum yoktu.' : `${ended} oturum kapatıldı; yalnızca bu oturum açık.`;
    });

  const sessions = state.status === 'ready' ? state.data.items : state.status === 'loading' ? state.stale?.items : undefined;
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  return (
    <AdminPage title="Hesabım" intro="Hesabınızın şifresi ve açık oturumları.">
      {notice?.kind === 'failed' && <AlertBox role="alert">{notice.text}</AlertBox>}
      <StatusLine role="status">{notice?.kind === 'done' ? notice.text : ''}</StatusLine>
      {mustEnrol && (
        <AlertBox role="alert">Rolünüz için iki adımlı doğrulama zorunlu. Yönetim paneline devam etmek için aşağıdan kurun.</AlertBox>
      )}
      <Section aria-labelledby={twoFactorHeadingId}>
        <h2 id={twoFactorHeadingId}>İki adımlı doğrulama</h2>
        <TwoFactorSection
          headingId={twoFactorHeadingId}
          onEnrolled={() => {
            setEnrolled(true);
            // The server has lifted the requirement with the enrolment: the rest of the admin opens without a reload.
            if (sessionContext?.session.mustEnrol) {
              sessionContext.sessionChanged?.({ ...sessionContext.session, mustEnrol: undefined });
              // The list was refused while the enrolment was all that was open.
              retry();
            }
          }}
        />
        {enrolled && (
          <p>
            <Link to={paths.admin}>Yönetim paneline devam et</Link>
          </p>
        )}
      </Section>
      {!mustEnrol && (
        <>
          <Section aria-labelledby={passkeysHeadingId}>
            <h2 id={passkeysHeadingId}>Geçiş anahtarları</h2>
            <p>Geçiş anahtarıyla, şifre ve doğrulama kodu yerine cihazınızın ekran kilidiyle giriş yaparsınız.</p>
            <PasskeysSection headingId={passkeysHeadingId} />
          </Section>
          <Section aria-labelledby={passwordHeadingId}>
            <h2 id={passwordHeadingId}>Şifre değiştir</h2>
            <p>Şifreniz değişince bu oturum dışındaki tüm oturumlarınız kapanır.</p>
            <OwnPasswordForm
              headingId={passwordHeadingId}
              onChanged={({ endedSessions }) => {
                setNotice({
                  kind: 'done',
                  text: endedSessions === 0 ? 'Şifreniz değiştirildi.' : `Şifreniz değiştirildi; diğer ${endedSessions} oturumunuz kapatıldı.`,
                });
                refresh();
              }}
            />
          </Section>
          <Section aria-labelledby={headingId}>
            <h2 id={headingId}>Oturumlar</h2>
            <p>
              Hesabınızla giriş yapılmış tarayıcılar. Tanımadığınız bir oturumu kapatın: o tarayıcı bir sonraki isteğinde
              oturumu kapanmış bulur. Adresin yalnızca ilk iki bölümü gösterilir.
            </p>
            {state.status === 'failed' ? (
              <LoadFailure message={failureMessage(state.error, 'Oturumlar yüklenemedi. Lütfen tekrar deneyin.')} onRetry={retry} />
            ) : !sessions ? (
              <p role="status">Oturumlar yükleniyor…</p>
            ) : (
              <>
                <CaptionedTable caption="Açık oturumlar" headers={['Başlangıç', 'Son kullanım', 'Cihaz', 'Adres', 'İşlem']}>
                  {sessions.map((session) => (
                    <SessionRow key={session.id} session={session} busy={busy} onEnd={endOne} />
                  ))}
                </CaptionedTable>
                <Actions>
                  <SecondaryButton type="button" disabled={busy || others === 0} onClick={endOthers}>
                    Diğer tüm oturumları kapat
                  </SecondaryButton>
                </Actions>
              </>
            )}
          </Section>
        </>
      )}
    </AdminPage>
  );
}
