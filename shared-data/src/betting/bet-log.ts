/**
 * The bet log ("Kupon defteri"): a reader's own record of bets, kept in the browser. This module holds what a bet is,
 * how the text of its form becomes one, what a settled bet won or lost, and how the price taken compares with the
 * market's close (closing line value, CLV). The statistics are in bet-log-stats.ts, the CSV file in bet-log-csv.ts.
 *
 * A refusal carries its code and its Turkish sentence together: the form and the CSV import run the same check
 * (`readBet`) and must word a problem the same way, so the wording sits beside the one check that finds it.
 */

import { parseNumberInput } from '../calculators.ts';
import { formatInteger, formatNumber } from '../format.ts';
import { removeMargin } from './fair-odds.ts';
import { MAX_DECIMAL_ODDS } from './odds-formats.ts';
import { COUPON_MIN_ODDS } from './system-coupon.ts';

export const BET_RESULTS = ['kazandi', 'kaybetti', 'iade', 'yarim-kazandi', 'yarim-kaybetti', 'bekliyor'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

export const BET_RESULT_LABELS = {
  kazandi: 'Kazandı',
  kaybetti: 'Kaybetti',
  iade: 'İade',
  'yarim-kazandi': 'Yarım kazandı',
  'yarim-kaybetti': 'Yarım kaybetti',
  bekliyor: 'Bekliyor',
} as const satisfies Record<BetResult, string>;

export const BET_DESCRIPTION_MAX_LENGTH = 200;
export const BET_MARKET_MAX_LENGTH = 60;
/**
 * A larger stake is a slip of the keyboard. The bound also keeps every figure plain: 10,000 bets at most this much
 * add up to 1e13 TL, far from where a double loses the kuruş or JavaScript writes a number with an exponent.
 */
const BET_MAX_STAKE = 1_000_000_000;
/** Besides the side taken, a market of two or three outcomes has one or two other closing prices. */
const BET_MAX_CLOSING_OTHERS = 2;
const STAKE_DECIMALS = 2;

export interface LoggedBet {
  id: string;
  /** ISO calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** Free text, trimmed; may be empty and may hold line breaks. */
  description: string;
  /** The market as the reader names it ('1X2', 'Alt/Üst 2,5'), trimmed. */
  market: string;
  /** Decimal odds taken. */
  odds: number;
  /** TL, to the kuruş. */
  stake: number;
  result: BetResult;
  /** The closing odds of the side taken, or null when not noted. */
  closingSide: number | null;
  /** The market's other outcomes at the close (one or two prices), or empty. */
  closingOthers: readonly number[];
}

/** A bet as the form or a CSV row gives it; the page that stores it adds the id. */
export type BetInput = Omit<LoggedBet, 'id'>;
export type BetField = keyof BetInput;

/** Why a field cannot be used; the figures are the bounds its sentence names. */
export type BetProblem =
  | { code: 'required' | 'invalidDate' | 'notANumber' | 'notPositive' | 'unknownResult' | 'othersWithoutSide' }
  | { code: 'tooLong' | 'tooManyDecimals' | 'tooManyOthers' | 'oddsTooLarge' | 'stakeTooLarge'; max: number }
  | { code: 'oddsTooLow'; min: number };

export type BetFieldError = { field: BetField; message: string } & BetProblem;
export type BetInputResult = { kind: 'valid'; bet: BetInput } | { kind: 'invalid'; errors: BetFieldError[] };

/** Reads one number from a field's text; null when the text is not one. */
export type NumberReader = (raw: string) => number | null;

const LABELS: Record<BetField, string> = {
  date: 'Tarih',
  description: 'Açıklama',
  market: 'Pazar',
  odds: 'Oran',
  stake: 'Tutar',
  result: 'Sonuç',
  closingSide: 'Kapanış oranı',
  closingOthers: 'Diğer kapanış oranı',
};

function problemMessage(field: BetField, problem: BetProblem): string {
  const label = LABELS[field];
  switch (problem.code) {
    case 'required':
      return `${label} boş bırakılamaz.`;
    case 'invalidDate':
      return `${label} geçerli değil (YYYY-AA-GG).`;
    case 'notANumber':
      return `${label} geçerli bir sayı değil.`;
    case 'notPositive':
      return `${label} sıfırdan büyük olmalı.`;
    case 'unknownResult':
      return `${label} geçerli değil: ${Object.values(BET_RESULT_LABELS).join(', ')} olabilir.`;
    case 'othersWithoutSide':
      return 'Diğer kapanış oranları, aldığınız tarafın kapanış oranı olmadan kullanılamaz.';
    case 'tooLong':
      return `${label} en fazla ${formatInteger(problem.max)} karakter olabilir.`;
    case 'tooManyDecimals':
      return `${label} en fazla ${problem.max} ondalık basamak içerebilir.`;
    case 'tooManyOthers':
      return `En fazla ${problem.max} diğer kapanış oranı girilebilir.`;
    case 'oddsTooLarge':
      return `${label} en fazla ${formatInteger(problem.max)} olabilir.`;
    case 'stakeTooLarge':
      return `${label} en fazla ${formatInteger(problem.max)} TL olabilir.`;
    case 'oddsTooLow':
      return `${label} en az ${formatNumber(problem.min, 2)} olmalı.`;
  }
}

const isProblem = (value: unknown): value is BetProblem => typeof value === 'object' && value !== null && 'code' in value;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

function readDate(text: string): string | BetProblem {
  if (text === '') return { code: 'required' };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return { code: 'invalidDate' };
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? text : { code: 'invalidDate' };
}

function readText(text: string, max: number, required: boolean): string | BetProblem {
  if (required && text === '') return { code: 'required' };
  // Counted in characters as the reader sees them: an emoji is one, not its two UTF-16 halves.
  return [...text].length > max ? { code: 'tooLong', max } : text;
}

function readOdds(raw: string, read: NumberReader): number | BetProblem {
  if (raw === '') return { code: 'required' };
  const value = read(raw);
  if (value === null) return { code: 'notANumber' };
  if (value < COUPON_MIN_ODDS) return { code: 'oddsTooLow', min: COUPON_MIN_ODDS };
  return value > MAX_DECIMAL_ODDS ? { code: 'oddsTooLarge', max: MAX_DECIMAL_ODDS } : value;
}

function readStake(raw: string, read: NumberReader): number | BetProblem {
  if (raw === '') return { code: 'required' };
  const value = read(raw);
  if (value === null) return { code: 'notANumber' };
  if (value <= 0) return { code: 'notPositive' };
  // Counted on the text: '1.500' is 1,5 to parseNumberInput, but a Turkish reader may have meant a thousand and
  // five hundred, so three decimals are refused rather than read as kuruş.
  const decimals = /[.,](\d+)$/.exec(raw.replace(/\s+/g, ''))?.[1]?.length ?? 0;
  if (decimals > STAKE_DECIMALS) return { code: 'tooManyDecimals', max: STAKE_DECIMALS };
  return value > BET_MAX_STAKE ? { code: 'stakeTooLarge', max: BET_MAX_STAKE } : value;
}

function readResult(text: string): BetResult | BetProblem {
  if (text === '') return { code: 'required' };
  return BET_RESULTS.find((r) => r === text) ?? { code: 'unknownResult' };
}

/** Other closing prices: separated by ';' or spaces, so that a decimal comma ('3,40; 3,60') reads as one. */
function readOthers(text: string, read: NumberReader): number[] | BetProblem {
  const parts = text.split(/[;\s]+/).filter((p) => p !== '');
  if (parts.length > BET_MAX_CLOSING_OTHERS) return { code: 'tooManyOthers', max: BET_MAX_CLOSING_OTHERS };
  const prices: number[] = [];
  for (const part of parts) {
    const price = readOdds(part, read);
    if (isProblem(price)) return price;
    prices.push(price);
  }
  return prices;
}

/**
 * A bet as the text of its fields, the inverse of `readBet`: the form's fields (numbers as a Turkish reader types them)
 * and a CSV row (numbers with a point) differ only in how a number is written and what separates the other closing odds.
 */
export function betAsText(bet: BetInput, number: (value: number) => string, othersSeparator: string): Record<BetField, string> {
  return {
    date: bet.date,
    description: bet.description,
    market: bet.market,
    odds: number(bet.odds),
    stake: number(bet.stake),
    result: bet.result,
    closingSide: bet.closingSide === null ? '' : number(bet.closingSide),
    closingOthers: bet.closingOthers.map(number).join(othersSeparator),
  };
}

/**
 * The check behind the form and the CSV import: every field of `fields` read as text with `read` for numbers, each
 * refused field with one reason, in the form's order. Missing fields count as empty.
 */
export function readBet(fields: Readonly<Partial<Record<string, string>>>, read: NumberReader): BetInputResult {
  const errors: BetFieldError[] = [];
  const text = (field: BetField) => (fields[field] ?? '').trim();
  function take<T>(field: BetField, reading: T | BetProblem): T | null {
    if (!isProblem(reading)) return reading;
    errors.push({ field, ...reading, message: problemMessage(field, reading) });
    return null;
  }

  const date = take('date', readDate(text('date')));
  const description = take('description', readText(text('description'), BET_DESCRIPTION_MAX_LENGTH, false));
  const market = take('market', readText(text('market'), BET_MARKET_MAX_LENGTH, true));
  const odds = take('odds', readOdds(text('odds'), read));
  const stake = take('stake', readStake(text('stake'), read));
  const result = take('result', readResult(text('result')));
  const sideText = text('closingSide');
  const closingSide = sideText === '' ? null : take('closingSide', readOdds(sideText, read));
  const closingOthers = take('closingOthers', readOthers(text('closingOthers'), read));
  if (sideText === '' && closingOthers !== null && closingOthers.length > 0) take('closingSide', { code: 'othersWithoutSide' });

  // The errors decide (an empty closing side is null too); the null checks narrow the types.
  if (
    errors.length > 0 ||
    date === null ||
    description === null ||
    market === null ||
    odds === null ||
    stake === null ||
    result === null ||
    closingOthers === null
  ) {
    return { kind: 'invalid', errors };
  }
  return { kind: 'valid', bet: { date, description, market, odds, stake, result, closingSide, closingOthers } };
}

/**
 * A bet from its form's text (fields named as `BetInput`'s): '1,85' and '1.85' alike, the other closing prices
 * separated by ';' or spaces. Answers the bet without its id, or each refused field with its Turkish sentence.
 */
export function parseBetInput(fields: Readonly<Partial<Record<string, string>>>): BetInputResult {
  return readBet(fields, parseNumberInput);
}

/**
 * What a settled bet won (positive) or lost (negative) in TL, unrounded so that sums stay exact; null while it waits.
 * A half result is half the stake settled as won or lost and the other half returned (an Asian quarter line).
 */
export function betProfit({ odds, stake, result }: Pick<LoggedBet, 'odds' | 'stake' | 'result'>): number | null {
  switch (result) {
    case 'kazandi':
      return stake * (odds - 1);
    case 'kaybetti':
      return -stake;
    case 'iade':
      return 0;
    case 'yarim-kazandi':
      return (stake / 2) * (odds - 1);
    case 'yarim-kaybetti':
      return -stake / 2;
    case 'bekliyor':
      return null;
  }
}

export interface ClosingValue {
  /**
   * 'margin-removed': the side's fair odds from the whole closing market by multiplicative margin removal;
   * 'side-only': the side's closing odds as they were, margin and all, so the CLV is understated by about the margin.
   */
  method: 'margin-removed' | 'side-only';
  fairOdds: number;
  /** Odds taken ÷ fair closing odds − 1: 0.05 is a price 5% better than the close. */
  clv: number;
}

/** The bet's closing line value, or null when its closing odds were not noted. */
export function closingValue(bet: Pick<LoggedBet, 'odds' | 'closingSide' | 'closingOthers'>): ClosingValue | null {
  const { odds, closingSide, closingOthers } = bet;
  if (closingSide === null) return null;
  if (closingOthers.length === 0) return { method: 'side-only', fairOdds: closingSide, clv: odds / closingSide - 1 };
  const fair = removeMargin([closingSide, ...closingOthers], 'multiplicative');
  const fairOdds = fair.kind === 'fair' ? fair.fairOdds[0] : undefined;
  // Prices that passed readBet always pass removeMargin; a record that skipped the check gets no CLV, not NaN.
  if (fairOdds === undefined) return null;
  return { method: 'margin-removed', fairOdds, clv: odds / fairOdds - 1 };
}
