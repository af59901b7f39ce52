import { COUPON_MAX_SELECTIONS, COUPON_MIN_SELECTIONS, COUPON_QUERY_KEYS, couponSelectionKeys } from 'shared-data/betting';
import { useUrlFields } from '../../components/use-url-fields.ts';

/** A coupon starts as a treble: the smallest coupon most readers build, and room for a system of 2. */
export const DEFAULT_SELECTIONS = 3;

const K = COUPON_QUERY_KEYS;

/** Every key the page keeps in its address, with the text a fresh page starts from (MBS 1, misli 1, results open). */
const defaults: Record<string, string> = { [K.selections]: String(DEFAULT_SELECTIONS), [K.system]: '', [K.misli]: '1', [K.kolon]: '' };
const rowDefaults = (number: number): Record<string, string> => {
  const keys = couponSelectionKeys(number);
  return { [keys.odds]: '', [keys.mbs]: '1', [keys.banker]: '', [keys.result]: '' };
};
for (let number = 1; number <= COUPON_MAX_SELECTIONS; number++) Object.assign(defaults, rowDefaults(number));

export interface CouponRow {
  keys: ReturnType<typeof couponSelectionKeys>;
  odds: string;
  mbs: string;
  banker: boolean;
  result: string;
}

/**
 * The coupon's fields in the URL: the selection count (`n`), each selection's odds, MBS, banker and result, the
 * system, misli and kolon. A count outside 1–30 in a hand-edited address is read as the nearest allowed one.
 */
export function useCouponFields() {
  const [fields, set] = useUrlFields(defaults);
  const written = fields[K.selections]?.trim() ?? '';
  const typed = written === '' ? Number.NaN : Number(written);
  const count = Number.isInteger(typed) ? Math.min(COUPON_MAX_SELECTIONS, Math.max(COUPON_MIN_SELECTIONS, typed)) : DEFAULT_SELECTIONS;
  const rows = Array.from({ length: count }, (_, i): CouponRow => {
    const keys = couponSelectionKeys(i + 1);
    return {
      keys,
      odds: fields[keys.odds] ?? '',
      mbs: fields[keys.mbs] ?? '',
      banker: fields[keys.banker] === '1',
      result: fields[keys.result] ?? '',
    };
  });

  /**
   * A new count; the selections beyond it are cleared, as a form sent without scripts drops them, so a selection
   * added later starts empty and a shared link carries no leftovers.
   */
  const setCount = (next: number) => {
    const cleared: Record<string, string> = {};
    for (let number = next + 1; number <= count; number++) Object.assign(cleared, rowDefaults(number));
    set({ ...cleared, [K.selections]: String(next) });
  };

  /** The query the rule reads: what the address holds, defaults filled in, with the count as shown. */
  const query = () => new URLSearchParams({ ...fields, [K.selections]: String(count) });

  return {
    fields: { system: fields[K.system] ?? '', misli: fields[K.misli] ?? '', kolon: fields[K.kolon] ?? '' },
    rows,
    count,
    set,
    setCount,
    add: () => setCount(Math.min(COUPON_MAX_SELECTIONS, count + 1)),
    remove: () => setCount(Math.max(COUPON_MIN_SELECTIONS, count - 1)),
    canAdd: count < COUPON_MAX_SELECTIONS,
    canRemove: count > COUPON_MIN_SELECTIONS,
    query,
  };
}
