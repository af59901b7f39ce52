import { useId } from 'react';
import { useLocation, useSearchParams } from 'shared-data/react';
import type { VitalsReport } from 'shared-data/vitals';
import styled from 'styled-components';
import { AdminPage } from '../../components/admin-page.tsx';
import { LoadFailure } from '../../components/cms-form.tsx';
import { failureMessage } from '../../lib/cms-request.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';
import { TrendChart } from './trend-chart.tsx';
import { VitalsPeriodForm } from './vitals-filters.tsx';
import { MetricsGuide, VitalsTable, WorstInteractions } from './vitals-tables.tsx';
import { periodOf, vitalsLines, vitalsUrl } from './vitals-view.ts';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

/**
 * 'Hız (saha verisi)' (admins): how fast the site is for its real readers, from the beacons their browsers send. The
 * p75 of each metric per page and device class for a period of Istanbul days, each metric's daily p75, and the
 * interactions with the worst INP. The period lives in the URL.
 */
export function VitalsPage() {
  const tableHeading = useId();
  const trendHeading = useId();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const period = periodOf(params);
  const { state, retry } = useCmsLoad<VitalsReport>(vitalsUrl(period));
  // While a new period loads, the figures of the previous one stay (marked busy).
  const report = state.status === 'ready' ? state.data : state.status === 'loading' ? state.stale : undefined;
  // The form shows the period the figures are of: the API chooses the days left open.
  const shown = report ? { from: report.from, to: report.to } : period;

  return (
    <AdminPage
      title="Hız (saha verisi)"
      intro="Sitenin gerçek okurlarının tarayıcılarında ölçülen sayfa hızı: laboratuvar testi değil, okurların kendi cihaz ve bağlantılarındaki ölçümler. Günler İstanbul saatine göredir."
    >
      <VitalsPeriodForm key={`${shown.from} ${shown.to}`} path={pathname} period={shown} />

      {state.status === 'failed' ? (
        <LoadFailure message={failureMessage(state.error, 'Hız ölçümleri yüklenemedi. Lütfen tekrar deneyin.')} onRetry={retry} />
      ) : !report ? (
        <p role="status">Hız ölçümleri yükleniyor…</p>
      ) : report.rows.length === 0 ? (
        <Muted role="status">Bu dönemde ölçüm yok.</Muted>
      ) : (
        <div aria-busy={state.status === 'loading' || undefined}>
          <Section aria-labelledby={tableHeading}>
            <h2 id={tableHeading}>Sayfa ve cihaz türüne göre</h2>
            <Muted>
              Her hücre, o sayfa ve cihaz türündeki ölçümlerin dörtte üçünün altında kaldığı değerdir (p75). Ölçümler sabit
              genişlikte kovalarda sayılır; gösterilen değer, p75'in düştüğü kovanın üst sınırıdır ve "≥" işaretli değer
              üst sınırı olmayan son kovadadır. Renkler ve yanlarındaki sözcükler Google'ın eşiklerine göredir.
            </Muted>
            <MetricsGuide buckets={report.buckets} />
            <VitalsTable lines={vitalsLines(report.rows)} />
          </Section>
          <Section aria-labelledby={trendHeading}>
            <h2 id={trendHeading}>Günlük eğilim</h2>
            {report.trends.map((trend) => (
              <TrendChart key={trend.metric} trend={trend} />
            ))}
          </Section>
          <WorstInteractions rows={report.worstInteractions} />
        </div>
      )}
    </AdminPage>
  );
}
