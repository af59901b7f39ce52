/**
 * The spending-limit planner: from a monthly income, the fixed costs and the share of what is left that the reader
 * gives to gambling, a monthly and a weekly loss limit, what they mean in spins at a chosen bet, and a session time
 * limit. Every number it uses beyond the reader's is in `SPENDING_PLAN_RULES`, so the page states the same ones.
 */

import { parseNumberInput } from '../calculators.ts';
import {
  finiteOr,
  invalid,
  readNumbers,
  type FieldCheck,
  type InvalidInput,
  type NotANumber,
  type NumberProblem,
  type Overflow,
} from '../betting/input-checks.ts';

/**
 * The rule's fixed assumptions, stated on the page:
 * - a month is 52 / 12 weeks, so the weekly limit is the monthly × 12 / 52;
 * - a slot spins 600 times an hour (one spin every 6 seconds) at an RTP of 96 %, so it costs on average
 *   bet × 600 × 4 % an hour;
 * - the weekly limit is one session's (Canada's Lower-Risk Gambling Guidelines: gamble on no more than 4 days a
 *   month), and a session lasts until that hourly loss would use it up, 60 minutes at most;
 * - the same guidelines' monthly limit is 1 % of income, shown beside the reader's own.
 */
export const SPENDING_PLAN_RULES = {
  weeksPerYear: 52,
  spinsPerHour: 600,
  rtpPercent: 96,
  maxSessionMinutes: 60,
  guidelineIncomePercent: 1,
} as const;

export interface SpendingPlanInput {
  monthlyIncome: number | null;
  fixedCosts: number | null;
  /** The entertainment share: the part of income after fixed costs set aside for gambling, in percent (above 0, 100 at most). */
  sharePercent: number | null;
  /** One spin's (or one bet's) stake. */
  bet: number | null;
}

export type SpendingPlanField = keyof SpendingPlanInput;

export interface SpendingPlan {
  kind: 'plan';
  /** (income − fixed costs) × share / 100: the most the reader means to lose in a month. */
  monthlyLimit: number;
  /** monthly × 12 / 52. */
  weeklyLimit: number;
  /** income × 1 / 100: the guidelines' monthly limit. */
  guidelineLimit: number;
  /** Spins the monthly limit pays for if every one is lost: ⌊monthly / bet⌋. */
  monthlySpins: number;
  /** ⌊weekly / bet⌋. */
  weeklySpins: number;
  /** bet × 600 × (1 − 96 / 100): the average loss of an hour's play. */
  hourlyLoss: number;
  /** ⌊weekly / hourly loss × 60⌋ minutes, 60 at most. */
  sessionMinutes: number;
}

/** The share is not a percentage above 0 and at most 100. */
interface NotAShare {
  code: 'notAShare';
}

/**
 * A refused amount, share (`notAShare`) or bet; `noMoneyLeft`, fixed costs that take the whole income; or `overflow`.
 */
export type SpendingPlanError =
  | InvalidInput<SpendingPlanField, NumberProblem<'positive' | 'nonNegative'> | NotAShare>
  | InvalidInput<'fixedCosts', { code: 'noMoneyLeft' }>
  | InvalidInput<'monthlyIncome', Overflow>;

export type SpendingPlanResult = SpendingPlan | SpendingPlanError;

const share: FieldCheck<NotANumber | NotAShare> = (field, value) => {
  if (value === null || !Number.isFinite(value)) return invalid(field, { code: 'notANumber' });
  return value > 0 && value <= 100 ? null : invalid(field, { code: 'notAShare' });
};

/** ⌊x⌋ of a quotient, rounded to 12 significant digits first so a binary artefact (5.9999999999) does not lose one. */
const whole = (x: number) => Math.floor(Number(x.toPrecision(12)));

export function calculateSpendingPlan(input: SpendingPlanInput): SpendingPlanResult {
  const read = readNumbers<SpendingPlanField, 'positive' | 'nonNegative', NotANumber | NotAShare>({
    monthlyIncome: { value: input.monthlyIncome, rule: 'positive' },
    fixedCosts: { value: input.fixedCosts, rule: 'nonNegative' },
    sharePercent: { value: input.sharePercent, rule: share },
    bet: { value: input.bet, rule: 'positive' },
  });
  if (read.kind === 'invalid') return read;
  const { monthlyIncome, fixedCosts, sharePercent, bet } = read.values;
  if (fixedCosts >= monthlyIncome) return invalid('fixedCosts', { code: 'noMoneyLeft' });

  const rules = SPENDING_PLAN_RULES;
  const monthlyLimit = ((monthlyIncome - fixedCosts) * sharePercent) / 100;
  const weeklyLimit = (monthlyLimit * 12) / rules.weeksPerYear;
  const hourlyLoss = bet * rules.spinsPerHour * ((100 - rules.rtpPercent) / 100);
  return finiteOr<SpendingPlan, 'monthlyIncome'>(
    {
      kind: 'plan',
      monthlyLimit,
      weeklyLimit,
      guidelineLimit: (monthlyIncome * rules.guidelineIncomePercent) / 100,
      monthlySpins: whole(monthlyLimit / bet),
      weeklySpins: whole(weeklyLimit / bet),
      hourlyLoss,
      sessionMinutes: Math.min(rules.maxSessionMinutes, whole((weeklyLimit / hourlyLoss) * 60)),
    },
    'monthlyIncome',
  );
}

/** The planner's query keys, short Turkish words so a saved address reads naturally: `?gelir=30000&gider=17000&pay=4&bahis=2`. */
export const SPENDING_QUERY_KEYS = {
  monthlyIncome: 'gelir',
  fixedCosts: 'gider',
  sharePercent: 'pay',
  bet: 'bahis',
} as const satisfies Record<SpendingPlanField, string>;

/** Dots between groups of three digits are the Turkish thousands separator: '30.000', '1.250,50'. */
const TURKISH_GROUPED = /^\d{1,3}(\.\d{3})+(,\d+)?$/;

/**
 * Reads an amount of money as a Turkish reader writes it: '30.000' and '30.000,50' with thousands separators, and
 * every form `parseNumberInput` reads ('30000', '2,5', '2.5', '30 000'). Null for empty or malformed input.
 */
export function parseAmountInput(raw: string): number | null {
  const text = raw.trim().replace(/\s+/g, '');
  if (TURKISH_GROUPED.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  return parseNumberInput(text);
}

/** The planner's inputs in a query: null for a field that is absent or unreadable (the rule says which). */
export function spendingInputFromQuery(query: URLSearchParams): SpendingPlanInput {
  const k = SPENDING_QUERY_KEYS;
  const amount = (key: string) => parseAmountInput(query.get(key) ?? '');
  const number = (key: string) => parseNumberInput(query.get(key) ?? '');
  return { monthlyIncome: amount(k.monthlyIncome), fixedCosts: amount(k.fixedCosts), sharePercent: number(k.sharePercent), bet: number(k.bet) };
}

/** Whether a query holds any of the planner's fields: a reader who sent the form, or opened a saved plan. */
export const hasSpendingQuery = (query: URLSearchParams) => Object.values(SPENDING_QUERY_KEYS).some((key) => query.has(key));
