import { useId, useState, type FormEvent } from 'react';
import { formatIstanbulDateTime } from 'shared-data/cms';
import styled from 'styled-components';
import { adminApiUrl, type TwoFactorEnabled, type TwoFactorSetup, type TwoFactorStatus } from '../../../server/contract.ts';
import { AlertBox } from '../../components/alert-box.tsx';
import { PrimaryButton, SecondaryButton } from '../../components/buttons.tsx';
import { LoadFailure, TextField } from '../../components/cms-form.tsx';
import { failureMessage, jsonBody, request, serverFieldErrors, useSessionEndedCheck } from '../../lib/cms-request.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';

const Setup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  img { background: #fff; border-radius: ${({ theme }) => theme.radius.md}; }
  input[readonly] { font-family: ui-monospace, monospace; letter-spacing: 0.08em; }
`;

const Codes = styled.ol`
  columns: 2;
  font-family: ui-monospace, monospace;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** The secret in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * 'İki adımlı doğrulama': whether the account signs in with a code from an authenticator app, and its enrolment: a QR
 * code (and the secret as text, for typing), a first code to prove the app has it, then ten backup codes shown once.
 */
export function TwoFactorSection({ headingId, onEnrolled }: { headingId: string; onEnrolled: () => void }) {
  const id = useId();
  const isSessionEnd = useSessionEndedCheck();
  const { state, retry, refresh } = useCmsLoad<TwoFactorStatus>(adminApiUrl('twoFactor'));
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<void>, fallback: string) => {
    setPending(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      if (isSessionEnd(error)) return;
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors.code) {
        setCodeError(fieldErrors.code);
        document.getElementById(`${id}-code`)?.focus();
      } else setFailure(failureMessage(error, fallback));
    } finally {
      setPending(false);
    }
  };

  const start = () =>
    void run(async () => {
      setSetup(await request<TwoFactorSetup>(adminApiUrl('twoFactorSetup'), { method: 'POST' }));
      setCode('');
      setCodeError(undefined);
    }, 'Kurulum başlatılamadı. Lütfen tekrar deneyin.');

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    void run(async () => {
      setCodeError(undefined);
      const { backupCodes: codes } = await request<TwoFactorEnabled>(adminApiUrl('twoFactorConfirm'), jsonBody('POST', { code }));
      setBackupCodes(codes);
      setSetup(null);
      refresh();
      onEnrolled();
    }, 'Kod doğrulanamadı. Lütfen tekrar deneyin.');
  };

  if (state.status === 'failed') {
    return <LoadFailure message={failureMessage(state.error, 'İki adımlı doğrulama bilgisi yüklenemedi. Lütfen tekrar deneyin.')} onRetry={retry} />;
  }
  const status = state.status === 'ready' ? state.data : state.stale;
  if (!status) return <p role="status">Yükleniyor…</p>;

  return (
    <>
      {failure && <AlertBox role="alert">{failure}</AlertBox>}
      {backupCodes && (
        <div>
          <p>
            <strong>İki adımlı doğrulama açıldı.</strong> Telefonunuzu kaybederseniz bu yedek kodlarla giriş yapabilirsiniz; her
            biri bir kez geçer. Kodları şimdi güvenli bir yere kaydedin: bir daha gösterilmeyecekler.
          </p>
          <Codes aria-label="Yedek kodlar">
            {backupCodes.map((backup) => (
              <li key={backup}>{backup}</li>
            ))}
          </Codes>
        </div>
      )}
      {status.enabled ? (
        <p>
          Açık: giriş, şifreden sonra kimlik doğrulama uygulamanızdaki kodu ister
          {status.enabledAt ? ` (${formatIstanbulDateTime(status.enabledAt)} tarihinden beri)` : ''}. Kalan yedek kod:{' '}
          {status.backupCodesLeft}. Telefonunuzu ve yedek kodlarınızı kaybederseniz bir yönetici Hesaplar sayfasında sıfırlayabilir.
        </p>
      ) : !status.available ? (
        <p>İki adımlı doğrulama bu sunucuda kurulamıyor: TWO_FACTOR_KEY ayarlı değil. Sunucuyu yöneten kişiye başvurun.</p>
      ) : setup ? (
        <Setup>
          <p>
            Kimlik doğrulama uygulamanızla (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) bu QR kodunu
            okutun ya da anahtarı elle girin. Sonra uygulamanın gösterdiği 6 haneli kodu yazın.
          </p>
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} width={200} height={200} alt="İki adımlı doğrulama kurulumunun QR kodu" />
          <TextField id={`${id}-key`} label="Kurulum anahtarı" value={grouped(setup.secret)} onChange={() => undefined} readOnly spellCheck={false} />
          <form aria-labelledby={headingId} onSubmit={confirm} noValidate>
            <TextField
              id={`${id}-code`}
              label="Uygulamadaki kod"
              value={code}
              onChange={setCode}
              error={codeError}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <PrimaryButton type="submit" disabled={pending} aria-busy={pending || undefined}>
              Doğrula ve aç
            </PrimaryButton>
          </form>
        </Setup>
      ) : (
        <>
          <p>
            Kapalı. Açıldığında giriş, şifreden sonra telefonunuzdaki kimlik doğrulama uygulamasının ürettiği kodu da ister: şifreniz
            ele geçse bile hesabınıza girilemez.{status.required ? ' Rolünüz için zorunlu.' : ''}
          </p>
          <SecondaryButton type="button" disabled={pending} onClick={start}>
            Kurulumu başlat
          </SecondaryButton>
        </>
      )}
    </>
  );
}
