import { adminApiUrl, type SettingsDocument } from '../../../server/contract.ts';
import { AdminPage } from '../../components/admin-page.tsx';
import { LoadFailure } from '../../components/cms-form.tsx';
import { failureMessage } from '../../lib/cms-request.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';
import { SettingsForm } from './settings-form.tsx';

/** 'Site Ayarları': the contact channels and help lines the public site shows, and the dollar rate of its value ranking. */
export function SettingsPage() {
  const { state, retry } = useCmsLoad<SettingsDocument>(adminApiUrl('settings'));
  return (
    <AdminPage title="Site Ayarları" intro="Sitede gösterilen iletişim kanalları ve yardım hatları; bonus değeri sıralamasının dolar kuru.">
      {state.status === 'failed' ? (
        <LoadFailure message={failureMessage(state.error, 'Ayarlar yüklenemedi. Lütfen tekrar deneyin.')} onRetry={retry} />
      ) : state.status === 'loading' ? (
        <p role="status">Ayarlar yükleniyor…</p>
      ) : (
        <SettingsForm initial={state.data} />
      )}
    </AdminPage>
  );
}
