/**
 * The coupon calculator's inputs as its page's address carries them, so a coupon can be shared as a link and sent by
 * a form without scripts: `?n=3&o1=1,85&m1=2&b1=1&r1=k&o2=2.10&r2=i&o3=1,60&sistem=2,3&misli=5&kolon=2`.
 * Numbers are read as the calculators read them (Turkish '1,85' or '1.85'); what the text holds is the rule's to judge.
 */

import { parseNumberInput } from '../calculators.ts';
import { invalid, type InvalidInput, type NotANumber } from './input-checks.ts';
import { COUPON_MAX_SELECTIONS, COUPON_MIN_SELECTIONS, type CouponInput, type CouponSelection, type NotWhole, type SelectionCount, type SelectionOutcome } from './system-coupon.ts';

/** The fixed query keys; a selection's keys carry its 1-based number (`o1`, `m1`, `b1`, `r1`). */
export const COUPON_QUERY_KEYS = { selections: 'n', system: 'sistem', misli: 'misli', kolon: 'kolon' } as const;

/** Selection `number`'s keys (1-based): odds, MBS, banker (`=1`) and result. */
export const couponSelectionKeys = (number: number) =>
  ({ odds: `o${number}`, mbs: `m${number}`, banker: `b${number}`, result: `r${number}` }) as const;

/** A result in the query: `k` (kazandı), `x` (kaybetti), `i` (iptal / ertelendi); absent or empty is open. */
export const OUTCOME_IN_QUERY = { won: 'k', lost: 'x', void: 'i' } as const satisfies Record<SelectionOutcome, string>;

/** The `sistem` value is not a list of whole numbers separated by commas. */
export type SystemParseError = InvalidInput<'system', { code: 'systemUnreadable' }>;

/** `n` is missing or not a number of selections the calculator takes. */
export type SelectionCountParseError = InvalidInput<'selections', NotANumber | NotWhole | SelectionCount>;

export type CouponQueryError = SystemParseError | SelectionCountParseError;

/**
 * A `sistem` value as sizes: '3,4' or ' 4, 3 ,3' → [3, 4] (ascending, each once); empty or absent → null, a plain
 * combination. A trailing comma ('3,') is ignored, so a reader still typing keeps a result; anything but digits
 * between the commas is refused.
 */
export function parseSystemSizes(text: string | null | undefined): number[] | null | SystemParseError {
  if (text === null || text === undefined || text.trim() === '') return null;
  const parts = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length === 0 || parts.some((part) => !/^\d+$/.test(part))) return invalid('system', { code: 'systemUnreadable' });
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
}

/** A number field that falls back to `fallback` when absent or empty; unreadable text is null, for the rule to refuse. */
function numberOr(params: URLSearchParams, key: string, fallback: number | null): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return fallback;
  return parseNumberInput(raw);
}

function outcomeOf(raw: string | null): SelectionOutcome | null {
  const known = (Object.keys(OUTCOME_IN_QUERY) as SelectionOutcome[]).find((o) => OUTCOME_IN_QUERY[o] === raw);
  return known ?? null;
}

/**
 * The calculator's input from its query: `n` selections, each with its odds (`o{i}`), MBS (`m{i}`, 1 when absent),
 * banker flag (`b{i}=1`) and result (`r{i}`: an unknown letter is read as open); `sistem`, `misli` (1 when absent)
 * and `kolon`. `n` must be a whole number from 1 to 30 and `sistem` readable, or the query itself is refused; every
 * other range is `calculateCoupon`'s to check.
 */
export function couponInputFromQuery(params: URLSearchParams): { kind: 'query'; input: CouponInput } | CouponQueryError {
  const count = numberOr(params, COUPON_QUERY_KEYS.selections, null);
  if (count === null) return invalid('selections', { code: 'notANumber' });
  if (!Number.isInteger(count)) return invalid('selections', { code: 'notWhole' });
  if (count < COUPON_MIN_SELECTIONS || count > COUPON_MAX_SELECTIONS) {
    return invalid('selections', { code: 'selectionCount', min: COUPON_MIN_SELECTIONS, max: COUPON_MAX_SELECTIONS, count });
  }
  const system = parseSystemSizes(params.get(COUPON_QUERY_KEYS.system));
  if (system !== null && !Array.isArray(system)) return system;

  const selections = Array.from({ length: count }, (_, i): CouponSelection => {
    const keys = couponSelectionKeys(i + 1);
    return {
      odds: numberOr(params, keys.odds, null),
      mbs: numberOr(params, keys.mbs, 1),
      banker: params.get(keys.banker) === '1',
      result: outcomeOf(params.get(keys.result)),
    };
  });
  const input: CouponInput = {
    selections,
    system,
    misli: numberOr(params, COUPON_QUERY_KEYS.misli, 1),
    kolon: numberOr(params, COUPON_QUERY_KEYS.kolon, null),
  };
  return { kind: 'query', input };
}
