import type { ClickStats } from 'shared-data/cms';
import { useSearchParams } from 'shared-data/react';
import styled from 'styled-components';
import { adminApiUrl, type AdminCasino } from '../../../server/contract.ts';
import { AdminPage } from '../../components/admin-page.tsx';
import { SecondaryButton } from '../../components/buttons.tsx';
import { LoadFailure } from '../../components/cms-form.tsx';
import { failureMessage } from '../../lib/cms-request.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';
import { ClicksFilterForm } from './clicks-filters.tsx';
import { ClickSummary, PagesTable, PlacementTable, RefusedClicksTable } from './clicks-tables.tsx';
import { filtersOf, statsCsvUrl, statsUrl, totalsOf } from './clicks-view.ts';
import { DailyChart } from './daily-chart.tsx';

const Actions = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  a { display: inline-flex; align-items: center; text-decoration: none; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const noCasinos: AdminCasino[] = [];

/**
 * 'Tıklamalar' (admins): clicks per Istanbul day for a range and casino, conversions by casino and
 * placement, the most clicked pages, and the CSV of the same view; apart from them, the clicks a country's rule
 * refused, per country. The filters live in the URL.
 */
export function ClicksPage() {
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const { state, retry } = useCmsLoad<ClickStats>(statsUrl(filters));
  const casinos = useCmsLoad<AdminCasino[]>(adminApiUrl('casinos')).state;

  // While a new range loads, the figures of the previous one stay (marked busy).
  const stats = state.status === 'ready' ? state.data : state.status === 'loading' ? state.stale : undefined;

  return (
    <AdminPage title="Tıklamalar" intro="Casino bağlantılarına yapılan tıklamalar ve dönüşümler; günler İstanbul saatine göre.">
      <ClicksFilterForm
        key={`${filters.from} ${filters.to} ${filters.casino}`}
        filters={filters}
        casinos={casinos.status === 'ready' ? casinos.data : noCasinos}
      />
      <Actions>
        <SecondaryButton as="a" href={statsCsvUrl(filters)} download>
          CSV indir
        </SecondaryButton>
      </Actions>

      {state.status === 'failed' ? (
        <LoadFailure message={failureMessage(state.error, 'Tıklamalar yüklenemedi. Lütfen tekrar deneyin.')} onRetry={retry} />
      ) : !stats ? (
        <p role="status">Tıklamalar yükleniyor…</p>
      ) : stats.rows.length === 0 && stats.refused.length === 0 ? (
        <Muted role="status">Bu aralıkta tıklama yok.</Muted>
      ) : (
        <div aria-busy={state.status === 'loading' || undefined}>
          {stats.rows.length === 0 ? (
            // Every click of the range was refused: the figures of clicks sent on would all be zeros.
            <Muted role="status">Bu aralıkta casinoya yönlendirilen tıklama yok.</Muted>
          ) : (
            <>
              <ClickSummary totals={totalsOf(stats)} />
              <DailyChart days={stats.days} />
              <PlacementTable rows={stats.rows} />
              <PagesTable pages={stats.pages} />
            </>
          )}
          <RefusedClicksTable refused={stats.refused} />
        </div>
      )}
    </AdminPage>
  );
}
