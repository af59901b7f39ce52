import { useEffect, useRef, useState } from 'react';
import type { AccountSummary, Role } from '../../../server/contract.ts';
import { AdminPage } from '../../components/admin-page.tsx';
import { AlertBox } from '../../components/alert-box.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { LoadFailure, StatusLine } from '../../components/cms-form.tsx';
import { CaptionedTable } from '../../components/captioned-table.tsx';
import { failureMessage, useSessionEndedCheck } from '../../lib/cms-request.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';
import { AccountRow, type AccountActions, type StoredAccount } from './account-row.tsx';
import { accountsUrl, changeAccount, deleteAccount, resetTwoFactor, roleLabels } from './accounts-api.ts';
import { TwoFactorPolicyForm } from './two-factor-policy-form.tsx';
import { NewAccountForm } from './new-account-form.tsx';

const ADMINS_ONLY = 'Bu sayfayı yalnızca yöneticiler görebilir.';
const CHANGE_FAILED = 'Değişiklik kaydedilemedi. Lütfen tekrar deneyin.';

type Notice = { kind: 'done' | 'failed'; text: string };

/**
 * 'Hesaplar' (admins only): who may sign in to the admin, with which role. Every change carries the version the
 * row showed; after any answer the list is loaded again, so a refused change (409) shows what is true now.
 */
export function AccountsPage() {
  const isSessionEnd = useSessionEndedCheck();
  const { state, retry, refresh } = useCmsLoad<AccountSummary[]>(accountsUrl);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<StoredAccount | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Set when a deleted row takes its focused button with it. Handled after the dialog has closed, which gives the
  // focus back to the button that opened it: the message that says what happened takes it from there.
  const focusNotice = useRef(false);
  useEffect(() => {
    if (!focusNotice.current || deleting) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  });

  const run = async (account: StoredAccount, action: () => Promise<unknown>, done: string) => {
    setBusyId(account.id);
    setNotice(null);
    try {
      await action();
      setNotice({ kind: 'done', text: done });
    } catch (error) {
      if (isSessionEnd(error)) return;
      setNotice({ kind: 'failed', text: failureMessage(error, CHANGE_FAILED) });
    } finally {
      setBusyId(null);
      refresh();
    }
  };

  const actions: AccountActions = {
    changeRole: (account, role: Role) =>
      void run(account, () => changeAccount(account.id, { version: account.version, role }), `${account.username} artık ${roleLabels[role].toLocaleLowerCase('tr')}.`),
    toggleDisabled: (account) =>
      void run(
        account,
        () => changeAccount(account.id, { version: account.version, disabled: !account.disabled }),
        account.disabled ? `${account.username} etkinleştirildi.` : `${account.username} devre dışı bırakıldı; oturumları kapatıldı.`,
      ),
    askDelete: (account) => setDeleting(account),
    resetTwoFactor: (account) =>
      void run(account, () => resetTwoFactor(account.id), `${account.username} hesabının iki adımlı doğrulaması sıfırlandı; oturumları kapatıldı.`),
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await run(deleting, () => deleteAccount(deleting.id, deleting.version), `${deleting.username} silindi.`);
    focusNotice.current = true;
    setDeleting(null);
  };

  if (state.status === 'failed' && state.error instanceof ApiError && state.error.status === 403) {
    return (
      <AdminPage title="Hesaplar">
        <AlertBox role="alert">{ADMINS_ONLY}</AlertBox>
      </AdminPage>
    );
  }

  return (
    <AdminPage title="Hesaplar" intro="Yönetim paneline giriş yapabilen hesaplar ve rolleri.">
      <div ref={noticeRef} tabIndex={-1}>
        {notice?.kind === 'failed' && <AlertBox role="alert">{notice.text}</AlertBox>}
        <StatusLine role="status">{notice?.kind === 'done' ? notice.text : ''}</StatusLine>
      </div>
      {state.status === 'failed' ? (
        <LoadFailure message={failureMessage(state.error, 'Hesaplar yüklenemedi. Lütfen tekrar deneyin.')} onRetry={retry} />
      ) : state.status === 'loading' ? (
        <p role="status">Hesaplar yükleniyor…</p>
      ) : (
        <CaptionedTable caption="Hesaplar" headers={['Kullanıcı adı', 'Rol', 'Durum', 'İki adımlı doğrulama', 'Oluşturulma', 'İşlemler']}>
          {state.data.map((account) => (
            <AccountRow key={account.id ?? `env-${account.username}`} account={account} busy={account.id !== null && busyId === account.id} actions={actions} />
          ))}
        </CaptionedTable>
      )}
      <TwoFactorPolicyForm />
      <NewAccountForm
        onCreated={(username) => {
          setNotice({ kind: 'done', text: `${username} hesabı oluşturuldu.` });
          refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={`${deleting?.username ?? ''} hesabı silinsin mi? Hesabın açık oturumları da kapanır.`}
        confirmLabel="Sil"
        cancelLabel="Vazgeç"
        busy={deleting !== null && busyId === deleting.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
