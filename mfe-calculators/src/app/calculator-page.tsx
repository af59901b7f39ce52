import { lazy, type ComponentType } from 'react';
import { useParams } from 'shared-data/react';
import { isCalculatorSlug, type CalculatorSlug } from 'shared-data';
import { UnknownCalculator } from './unknown-calculator.tsx';

/** A page of its own chunk: the named export of a feature module, as React's `lazy` wants it. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// Each calculator is its own chunk, so a page downloads its calculator's code and rules, not all of them.
const pages: Record<CalculatorSlug, ComponentType> = {
  'adil-oran': page(() => import('../features/fair-odds/fair-odds-page.tsx'), 'FairOddsPage'),
  'eslesen-bahis': page(() => import('../features/matched-betting/matched-betting-page.tsx'), 'MatchedBettingPage'),
  hedge: page(() => import('../features/hedge/hedge-page.tsx'), 'HedgePage'),
  dutching: page(() => import('../features/dutching/dutching-page.tsx'), 'DutchingPage'),
  'bonus-cevrim': page(() => import('../features/bonus-wagering/bonus-wagering-page.tsx'), 'BonusWageringPage'),
  sistem: page(() => import('../features/system-coupon/system-coupon-page.tsx'), 'SystemCouponPage'),
  'asya-handikap': page(() => import('../features/asian-lines/asian-lines-page.tsx'), 'AsianLinesPage'),
  'skor-tahmini': page(() => import('../features/score-model/score-model-page.tsx'), 'ScoreModelPage'),
  'kupon-defteri': page(() => import('../features/bet-log/bet-log-page.tsx'), 'BetLogPage'),
};

/** `/bahis-hesaplayici/<slug>`: the calculator of that slug, or a Turkish not-found state. */
export function CalculatorPage() {
  const { calculator = '' } = useParams();
  if (!isCalculatorSlug(calculator)) return <UnknownCalculator />;
  const Page = pages[calculator];
  return <Page />;
}
