import { useId, useState, type FormEvent } from 'react';
import { startRegistration } from '@simplewebauthn/browser';
import { formatIstanbulDateTime } from 'shared-data/cms';
import styled from 'styled-components';
import { adminApiUrl, type PasskeySummary } from '../../../server/contract.ts';
import { AlertBox } from '../../components/alert-box.tsx';
import { PrimaryButton, SecondaryButton } from '../../components/buttons.tsx';
import { CaptionedTable } from '../../components/captioned-table.tsx';
import { LoadFailure, StatusLine, TextField } from '../../components/cms-form.tsx';
import { failureMessage, jsonBody, request, useSessionEndedCheck } from '../../lib/cms-request.ts';
import { passkeyFailure } from '../../lib/passkey-failure.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  margin-top: ${({ theme }) => theme.space.md};
`;


/**
 * 'Geçiş anahtarları': the passkeys the account signs in with instead of its password and code. A new one is made by
 * the browser (the phone's or the computer's screen lock, a security key), named here; any can be removed.
 */
export function PasskeysSection({ headingId }: { headingId: string }) {
  const id = useId();
  const isSessionEnd = useSessionEndedCheck();
  const { state, retry, refresh } = useCmsLoad<PasskeySummary[]>(adminApiUrl('passkeys'));
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<string>, fallback: string) => {
    setPending(true);
    setNotice(null);
    try {
      setNotice({ kind: 'done', text: await action() });
    } catch (error) {
      if (isSessionEnd(error)) return;
      setNotice({ kind: 'failed', text: passkeyFailure(error, fallback) });
    } finally {
      setPending(false);
      refresh();
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    void run(async () => {
      const optionsJSON = await request<Parameters<typeof startRegistration>[0]['optionsJSON']>(adminApiUrl('passkeyOptions'), { method: 'POST' });
      const response = await startRegistration({ optionsJSON });
      await request<void>(adminApiUrl('passkeys'), jsonBody('POST', { name, response }));
      const added = name.trim() || 'Geçiş anahtarı';
      setName('');
      return `${added} eklendi: artık bununla giriş yapabilirsiniz.`;
    }, 'Geçiş anahtarı eklenemedi. Lütfen tekrar deneyin.');
  };

  const remove = (passkey: PasskeySummary) =>
    void run(async () => {
      await request<void>(`${adminApiUrl('passkeys')}/${encodeURIComponent(passkey.id)}`, { method: 'DELETE' });
      return `${passkey.name} kaldırıldı.`;
    }, 'Geçiş anahtarı kaldırılamadı. Lütfen tekrar deneyin.');

  const passkeys = state.status === 'ready' ? state.data : state.status === 'loading' ? state.stale : undefined;
  return (
    <>
      {notice?.kind === 'failed' && <AlertBox role="alert">{notice.text}</AlertBox>}
      <StatusLine role="status">{notice?.kind === 'done' ? notice.text : ''}</StatusLine>
      {state.status === 'failed' ? (
        <LoadFailure message={failureMessage(state.error, 'Geçiş anahtarları yüklenemedi. Lütfen tekrar deneyin.')} onRetry={retry} />
      ) : !passkeys ? (
        <p role="status">Yükleniyor…</p>
      ) : passkeys.length === 0 ? (
        <p>Henüz geçiş anahtarı yok.</p>
      ) : (
        <CaptionedTable caption="Geçiş anahtarlarınız" headers={['Ad', 'Eklenme', 'Son kullanım', 'İşlem']}>
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} busy={pending} onRemove={remove} />
          ))}
        </CaptionedTable>
      )}
      <Form aria-labelledby={headingId} onSubmit={add} noValidate>
        <TextField id={`${id}-name`} label="Anahtarın adı" value={name} onChange={setName} maxLength={60} hint="İsteğe bağlı, ör. İş bilgisayarı" />
        <div>
          <PrimaryButton type="submit" disabled={pending} aria-busy={pending || undefined}>
            Geçiş anahtarı ekle
          </PrimaryButton>
        </div>
      </Form>
    </>
  );
}

function PasskeyRow({ passkey, busy, onRemove }: { passkey: PasskeySummary; busy: boolean; onRemove: (passkey: PasskeySummary) => void }) {
  const nameId = useId();
  return (
    <tr>
      <td id={nameId}>{passkey.name}</td>
      <td>{formatIstanbulDateTime(passkey.createdAt)}</td>
      <td>{passkey.lastUsedAt ? formatIstanbulDateTime(passkey.lastUsedAt) : '—'}</td>
      <td>
        <SecondaryButton type="button" disabled={busy} aria-describedby={nameId} onClick={() => onRemove(passkey)}>
          Kaldır
        </SecondaryButton>
      </td>
    </tr>
  );
}
