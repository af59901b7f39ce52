import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Role, TwoFactorPolicy } from '../../../server/contract.ts';
import { AlertBox } from '../../components/alert-box.tsx';
import { LoadFailure, StatusLine } from '../../components/cms-form.tsx';
import { failureMessage, useSessionEndedCheck } from '../../lib/cms-request.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';
import { roleLabels, setTwoFactorPolicy, twoFactorPolicyUrl } from './accounts-api.ts';

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.xl}; }
  fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: ${({ theme }) => theme.space.sm}; }
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.sm}; }
  label { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: center; }
  input { width: 1.25rem; height: 1.25rem; }
`;

const roles: readonly Role[] = ['admin', 'editor'];
const plural: Record<Role, string> = { admin: 'Yöneticiler', editor: 'Editörler' };

/**
 * 'İki adımlı doğrulama zorunluluğu' (admins): for each role, whether its accounts must sign in with a second factor.
 * An account of such a role without one is sent to enrol it right after its password; each box saves at once.
 */
export function TwoFactorPolicyForm() {
  const id = useId();
  const isSessionEnd = useSessionEndedCheck();
  const { state, retry, refresh } = useCmsLoad<TwoFactorPolicy>(twoFactorPolicyUrl);
  const [notice, setNotice] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (role: Role, required: boolean) => {
    setBusy(true);
    setNotice(null);
    try {
      await setTwoFactorPolicy(role, required);
      setNotice({ kind: 'done', text: `${plural[role]} için iki adımlı doğrulama artık ${required ? 'zorunlu' : 'isteğe bağlı'}.` });
    } catch (error) {
      if (isSessionEnd(error)) return;
      setNotice({ kind: 'failed', text: failureMessage(error, 'Değişiklik kaydedilemedi. Lütfen tekrar deneyin.') });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const policy = state.status === 'ready' ? state.data : state.status === 'loading' ? state.stale : undefined;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>İki adımlı doğrulama zorunluluğu</h2>
      {notice?.kind === 'failed' && <AlertBox role="alert">{notice.text}</AlertBox>}
      <StatusLine role="status">{notice?.kind === 'done' ? notice.text : ''}</StatusLine>
      {state.status === 'failed' ? (
        <LoadFailure message={failureMessage(state.error, 'Zorunluluk ayarları yüklenemedi. Lütfen tekrar deneyin.')} onRetry={retry} />
      ) : !policy ? (
        <p role="status">Yükleniyor…</p>
      ) : (
        <fieldset>
          <legend>Bu rollerdeki hesaplar şifreden sonra bir doğrulama kodu da girmek zorunda; kurmamış olanlar girişten hemen sonra kuruluma yönlendirilir.</legend>
          {roles.map((role) => (
            <label key={role}>
              <input type="checkbox" checked={policy[role]} disabled={busy} onChange={(event) => void change(role, event.target.checked)} />
              {plural[role]} ({roleLabels[role]})
            </label>
          ))}
        </fieldset>
      )}
    </Panel>
  );
}
