import type { ComponentType } from 'react';
import { useParams } from 'shared-data/react';
import { isCalculatorSlug, type CalculatorSlug } from 'shared-data';
import { BonusWageringPage } from '../bonus-wagering/bonus-wagering-page.tsx';
import { DutchingPage } from '../dutching/dutching-page.tsx';
import { FairOddsPage } from '../fair-odds/fair-odds-page.tsx';
import { HedgePage } from '../hedge/hedge-page.tsx';
import { MatchedBettingPage } from '../matched-betting/matched-betting-page.tsx';
import { UnknownCalculator } from './unknown-calculator.tsx';

const pages: Record<CalculatorSlug, ComponentType> = {
  'adil-oran': FairOddsPage,
  'eslesen-bahis': MatchedBettingPage,
  hedge: HedgePage,
  dutching: DutchingPage,
  'bonus-cevrim': BonusWageringPage,
};

/** `/bahis-hesaplayici/<slug>`: the calculator of that slug, or a Turkish not-found state. */
export function CalculatorPage() {
  const { calculator = '' } = useParams();
  if (!isCalculatorSlug(calculator)) return <UnknownCalculator />;
  const Page = pages[calculator];
  return <Page />;
}
