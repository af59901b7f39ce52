/**
 * Matched betting: a back bet at a bookmaker covered by a lay bet on the same outcome at an exchange, so the result
 * is the same whichever side wins.
 */

import { finiteOr, type InvalidInput, type NumberProblem, type Overflow, readNumbers } from './input-checks.ts';
import { checkDecimalOdds, type DecimalOddsProblem } from './odds-formats.ts';

/**
 * `qualifying`: a bet with your own money (stake returned with the winnings, lost otherwise).
 * `freeBetSnr`: a free bet whose stake is not returned; only the winnings are paid.
 * `freeBetSr`: a free bet paid like a cash bet, stake included.
 */
export type MatchedBetType = 'qualifying' | 'freeBetSnr' | 'freeBetSr';

export interface MatchedBetInput {
  betType: MatchedBetType;
  backStake: number | null;
  backOdds: number | null;
  layOdds: number | null;
  /** Exchange commission on net lay winnings, in percent (2 for 2%). */
  commissionPercent: number | null;
}

export type MatchedBetField = 'backStake' | 'backOdds' | 'layOdds' | 'commissionPercent';

export interface MatchedBet {
  kind: 'matched';
  betType: MatchedBetType;
  layStake: number;
  /** What the lay bet costs if the back bet wins, layStake × (layOdds − 1); the exchange holds it meanwhile. */
  liability: number;
  profitIfBackWins: number;
  profitIfLayWins: number;
  /** Free bets only: the smaller of the two profits as a percentage of the free bet. Null for a qualifying bet. */
  retentionPercent: number | null;
}

/** A refused stake, odds or commission, or `overflow`. */
export type MatchedBetError =
  | InvalidInput<MatchedBetField, NumberProblem<'positive' | 'percent'> | DecimalOddsProblem>
  | InvalidInput<'backStake', Overflow>;

export type MatchedBetResult = MatchedBet | MatchedBetError;

/**
 * Lay stake that makes both outcomes pay the same, with the commission c as a fraction:
 * qualifying and SR, backStake × backOdds / (layOdds − c); SNR, backStake × (backOdds − 1) / (layOdds − c).
 * A commission of up to 100% is accepted: lay odds above 1 keep the divisor positive.
 */
export function calculateMatchedBet(input: MatchedBetInput): MatchedBetResult {
  const read = readNumbers<MatchedBetField, 'positive' | 'percent', DecimalOddsProblem>({
    backStake: { value: input.backStake, rule: 'positive' },
    backOdds: { value: input.backOdds, rule: checkDecimalOdds },
    layOdds: { value: input.layOdds, rule: checkDecimalOdds },
    commissionPercent: { value: input.commissionPercent, rule: 'percent' },
  });
  if (read.kind === 'invalid') return read;
  const { backStake: stake, backOdds: back, layOdds: lay } = read.values;
  const commission = read.values.commissionPercent / 100;
  const { betType } = input;
  const freeBet = betType !== 'qualifying';

  // What the bookmaker pays on a win beyond your own money: a qualifying stake comes back but was yours already,
  // an SNR stake never comes back, an SR free stake comes back as a gift.
  const backWinnings = betType === 'freeBetSr' ? stake * back : stake * (back - 1);
  const layStake = (betType === 'freeBetSnr' ? stake * (back - 1) : stake * back) / (lay - commission);
  const liability = layStake * (lay - 1);
  const profitIfBackWins = backWinnings - liability;
  // When the back bet loses, a qualifying stake is lost; a free stake was never yours.
  const profitIfLayWins = layStake * (1 - commission) - (freeBet ? 0 : stake);
  const retentionPercent = freeBet ? (Math.min(profitIfBackWins, profitIfLayWins) / stake) * 100 : null;

  return finiteOr<MatchedBet, 'backStake'>(
    { kind: 'matched', betType, layStake, liability, profitIfBackWins, profitIfLayWins, retentionPercent },
    'backStake',
  );
}
