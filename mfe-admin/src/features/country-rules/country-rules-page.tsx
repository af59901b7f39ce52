import type { CountryRulesDocument } from 'shared-data/cms';
import { adminApiUrl } from '../../../server/contract.ts';
import { AdminPage } from '../../components/admin-page.tsx';
import { LoadFailure } from '../../components/cms-form.tsx';
import { failureMessage } from '../../lib/cms-request.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';
import { CountryRulesForm } from './country-rules-form.tsx';

/** 'Ülke kuralları' (admins only): what the site shows of the offers to the visitors of each country. */
export function CountryRulesPage() {
  const { state, retry } = useCmsLoad<CountryRulesDocument>(adminApiUrl('countryRules'));
  return (
    <AdminPage title="Ülke kuralları" intro="Ziyaretçinin ülkesine göre sitenin teklifleri nasıl göstereceği: bir varsayılan kural ve ülke başına kurallar.">
      {state.status === 'failed' ? (
        <LoadFailure message={failureMessage(state.error, 'Ülke kuralları yüklenemedi. Lütfen tekrar deneyin.')} onRetry={retry} />
      ) : state.status === 'loading' ? (
        <p role="status">Ülke kuralları yükleniyor…</p>
      ) : (
        <CountryRulesForm initial={state.data} />
      )}
    </AdminPage>
  );
}
