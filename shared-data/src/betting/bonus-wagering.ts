/**
 * Bonus wagering (çevrim): how much must be played before a casino bonus can be withdrawn, and what that play is
 * expected to cost.
 *
 * The model is deliberately simple: the expected loss is turnover × house edge (1 − RTP), as if every bet were a
 * flat bet on one game. It ignores variance, busting out before the wagering is done, maximum cash-out caps and
 * bets that raise or double; the expected value it gives is the long-run average, not what one player will see.
 */

import { parseNumberInput } from '../calculators.ts';
import {
  checkNumber,
  finiteOr,
  firstInvalid,
  invalid,
  type InvalidInput,
  type NumberProblem,
  type Overflow,
  readNumbers,
} from './input-checks.ts';

/** What the multiple applies to, as the store's `wagering_base` column says it. */
export type WageringBase = 'bonus' | 'deposit_bonus';

export interface BonusWageringInput {
  bonusAmount: number | null;
  /** Needed only when the multiple applies to deposit + bonus. */
  deposit: number | null;
  wageringMultiple: number | null;
  wageringBase: WageringBase;
  /** Share of each bet on the game that counts toward the wagering, in percent. */
  contributionPercent: number | null;
  rtpPercent: number | null;
  /** Largest bet the terms allow while wagering; null when there is none. */
  maxBet: number | null;
}

export type BonusWageringField = Exclude<keyof BonusWageringInput, 'wageringBase'>;

export interface BonusWagering {
  kind: 'wagering';
  /** multiple × base: the wagering as the terms state it. */
  requiredWagering: number;
  /** What must actually be bet on the chosen game: requiredWagering / (contribution / 100). */
  turnover: number;
  /** ceil(turnover / maxBet): the fewest bets that finish the wagering; null without a maximum bet. */
  betsAtMaxBet: number | null;
  /** turnover × (1 − RTP / 100). */
  expectedLoss: number;
  /** bonusAmount − expectedLoss; negative when the wagering is expected to cost more than the bonus is worth. */
  expectedValue: number;
}

/**
 * A refused amount, multiple or percentage; `gameDoesNotCount`, a contribution of 0% to a wagering above 0; or
 * `overflow` (on the contribution, or on the maximum bet when the number of bets overflows).
 */
export type BonusWageringError =
  | InvalidInput<BonusWageringField, NumberProblem<'positive' | 'nonNegative' | 'percent'>>
  | InvalidInput<'contributionPercent', { code: 'gameDoesNotCount' }>
  | InvalidInput<'contributionPercent' | 'maxBet', Overflow>;

export type BonusWageringResult = BonusWagering | BonusWageringError;

export function calculateBonusWagering(input: BonusWageringInput): BonusWageringResult {
  const read = readNumbers<Exclude<BonusWageringField, 'deposit' | 'maxBet'>, 'positive' | 'nonNegative' | 'percent'>({
    bonusAmount: { value: input.bonusAmount, rule: 'positive' },
    wageringMultiple: { value: input.wageringMultiple, rule: 'nonNegative' },
    contributionPercent: { value: input.contributionPercent, rule: 'percent' },
    rtpPercent: { value: input.rtpPercent, rule: 'percent' },
  });
  if (read.kind === 'invalid') return read;
  const onDeposit = input.wageringBase === 'deposit_bonus';
  const bad = firstInvalid<BonusWageringError>(
    onDeposit ? checkNumber('deposit', { value: input.deposit, rule: 'nonNegative' }) : null,
    input.maxBet === null ? null : checkNumber('maxBet', { value: input.maxBet, rule: 'positive' }),
  );
  if (bad) return bad;
  const { bonusAmount, wageringMultiple, contributionPercent, rtpPercent } = read.values;

  const base = onDeposit ? bonusAmount + (input.deposit ?? 0) : bonusAmount;
  const requiredWagering = wageringMultiple * base;
  if (requiredWagering > 0 && contributionPercent === 0) {
    return invalid('contributionPercent', { code: 'gameDoesNotCount' });
  }
  const turnover = requiredWagering === 0 ? 0 : requiredWagering / (contributionPercent / 100);
  // Rounded to 12 significant digits first, so a binary artefact (3.0000000000000004) does not add a bet.
  const betsAtMaxBet = input.maxBet === null ? null : Math.ceil(Number((turnover / input.maxBet).toPrecision(12)));
  const expectedLoss = turnover * (1 - rtpPercent / 100);

  return finiteOr<BonusWagering, 'contributionPercent' | 'maxBet'>(
    { kind: 'wagering', requiredWagering, turnover, betsAtMaxBet, expectedLoss, expectedValue: bonusAmount - expectedLoss },
    Number.isFinite(betsAtMaxBet ?? 0) ? 'contributionPercent' : 'maxBet',
  );
}

/**
 * Query keys of a prefilled link to the wagering calculator, short Turkish words so the address reads naturally:
 * `?bonus=500&cevrim=35&taban=yatirim-bonus&yatirim=200&maxbahis=50&katki=100&rtp=96.5`.
 * `taban` is `bonus` or `yatirim-bonus` (deposit + bonus).
 */
export const WAGERING_QUERY_KEYS = {
  bonusAmount: 'bonus',
  deposit: 'yatirim',
  wageringMultiple: 'cevrim',
  wageringBase: 'taban',
  contributionPercent: 'katki',
  rtpPercent: 'rtp',
  maxBet: 'maxbahis',
} as const satisfies Record<keyof BonusWageringInput, string>;

const baseInQuery: Record<WageringBase, string> = { bonus: 'bonus', deposit_bonus: 'yatirim-bonus' };

/** The bonus terms a casino card carries, as the store's typed columns hold them. */
export interface CasinoWageringTerms {
  bonusAmount: number;
  /** Null when the bonus has no wagering requirement. */
  wageringMultiple: number | null;
  wageringBase: WageringBase;
  minDeposit: number | null;
  maxBet: number | null;
}

const isAmount = (n: number | null): n is number => n !== null && Number.isFinite(n) && n >= 0;

/**
 * The calculator's query for a casino card: the minimum deposit stands in for the deposit, and a bonus without a
 * wagering requirement is written as a multiple of 0. Unknown terms (an amount of 0, no maximum bet) are left out;
 * the game's contribution and RTP are the reader's choice, so the card never sets them.
 */
export function wageringQueryFromCasino(terms: CasinoWageringTerms): URLSearchParams {
  const query = new URLSearchParams();
  const k = WAGERING_QUERY_KEYS;
  if (isAmount(terms.bonusAmount) && terms.bonusAmount > 0) query.set(k.bonusAmount, String(terms.bonusAmount));
  query.set(k.wageringMultiple, String(isAmount(terms.wageringMultiple) ? terms.wageringMultiple : 0));
  query.set(k.wageringBase, baseInQuery[terms.wageringBase]);
  if (isAmount(terms.minDeposit)) query.set(k.deposit, String(terms.minDeposit));
  if (isAmount(terms.maxBet) && terms.maxBet > 0) query.set(k.maxBet, String(terms.maxBet));
  return query;
}

/**
 * The calculator's inputs found in a query: each number read with `parseNumberInput` (so '2,5' works too), and
 * absent or unreadable values left out for the form's defaults. Ranges are checked by `calculateBonusWagering`.
 */
export function wageringInputFromQuery(query: URLSearchParams): Partial<BonusWageringInput> {
  const input: Partial<BonusWageringInput> = {};
  const numberKeys = ['bonusAmount', 'deposit', 'wageringMultiple', 'contributionPercent', 'rtpPercent', 'maxBet'] as const;
  for (const key of numberKeys) {
    const raw = query.get(WAGERING_QUERY_KEYS[key]);
    const value = raw === null ? null : parseNumberInput(raw);
    if (value !== null) input[key] = value;
  }
  const base = query.get(WAGERING_QUERY_KEYS.wageringBase);
  const known = (Object.keys(baseInQuery) as WageringBase[]).find((b) => baseInQuery[b] === base);
  if (known) input.wageringBase = known;
  return input;
}
