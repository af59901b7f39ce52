/**
 * Hedging an open bet: backing the opposite outcome at a bookmaker's current odds so the result no longer depends on
 * which side wins.
 */

import { roundTo } from '../format.ts';
import { finiteOr, type InvalidInput, type NumberProblem, type Overflow, readNumbers } from './input-checks.ts';
import { checkDecimalOdds, type DecimalOddsProblem } from './odds-formats.ts';

export interface HedgeInput {
  /** Stake of the bet already placed. */
  stake: number | null;
  /** Decimal odds the bet was placed at. */
  odds: number | null;
  /** Current decimal odds of the opposite outcome. */
  hedgeOdds: number | null;
}

export type HedgeField = keyof HedgeInput;

export interface Hedge {
  /**
   * The sign of the locked result as shown to two decimals: a profit, a loss both ways, or exactly even.
   * It is a profit exactly when 1/odds + 1/hedgeOdds < 1, as for a two-way arbitrage.
   */
  kind: 'lockedProfit' | 'lockedLoss' | 'breakEven';
  hedgeStake: number;
  profitIfOriginalWins: number;
  profitIfHedgeWins: number;
  /** Both stakes together. */
  totalOutlay: number;
  /** What either winning bet pays back, stake included: stake × odds. */
  guaranteedReturn: number;
}

/** A refused stake or odds, or `overflow`. */
export type HedgeError =
  | InvalidInput<HedgeField, NumberProblem<'positive'> | DecimalOddsProblem>
  | InvalidInput<'stake', Overflow>;

export type HedgeResult = Hedge | HedgeError;

/** Equal-profit hedge: hedgeStake = stake × odds / hedgeOdds, so either winning bet returns stake × odds. */
export function calculateHedge(input: HedgeInput): HedgeResult {
  const read = readNumbers<HedgeField, 'positive', DecimalOddsProblem>({
    stake: { value: input.stake, rule: 'positive' },
    odds: { value: input.odds, rule: checkDecimalOdds },
    hedgeOdds: { value: input.hedgeOdds, rule: checkDecimalOdds },
  });
  if (read.kind === 'invalid') return read;
  const { stake, odds, hedgeOdds } = read.values;

  const guaranteedReturn = stake * odds;
  const hedgeStake = guaranteedReturn / hedgeOdds;
  const totalOutlay = stake + hedgeStake;
  const profitIfOriginalWins = guaranteedReturn - totalOutlay;
  const profitIfHedgeWins = hedgeStake * hedgeOdds - totalOutlay;
  const shown = roundTo(Math.min(profitIfOriginalWins, profitIfHedgeWins), 2);
  const kind = shown > 0 ? 'lockedProfit' : shown < 0 ? 'lockedLoss' : 'breakEven';

  return finiteOr<Hedge, 'stake'>(
    { kind, hedgeStake, profitIfOriginalWins, profitIfHedgeWins, totalOutlay, guaranteedReturn },
    'stake',
  );
}
