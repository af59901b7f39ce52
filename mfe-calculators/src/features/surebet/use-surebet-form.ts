import { SUREBET_DEFAULT_STAKE, SUREBET_MAX_OUTCOMES, SUREBET_MIN_OUTCOMES } from 'shared-data';
import { calculateArbitrage, STAKE_ROUNDING_STEPS, type ArbitrageResult, type StakeRounding } from 'shared-data/betting';
import { arbitrageMessage } from '../../components/rule-messages.ts';
import { useUrlFields } from '../../components/use-url-fields.ts';
import { readNumber } from '../../components/read-number.ts';

const positiveOdds = (v: number) => (v > 0 ? null : "Oran 0'dan büyük olmalı; bu sonuç hesaba katılmaz.");
const positiveStake = (v: number) => (v > 0 ? null : "Toplam yatırım 0'dan büyük olmalı.");

const oddsKey = (i: number) => `s_o${i + 1}`;
const commissionKey = (i: number) => `s_c${i + 1}`;

/** Every field in the URL under `s_`, so the hub's three calculators never share a key. */
const defaults: Record<string, string> = {
  s_n: String(SUREBET_MIN_OUTCOMES),
  s_t: String(SUREBET_DEFAULT_STAKE),
  s_r: '0.01',
  // '' splits the total; '1'..'3' fixes the stake of that outcome and derives the others.
  s_f: '',
  s_a: '',
};
for (let i = 0; i < SUREBET_MAX_OUTCOMES; i += 1) {
  defaults[oddsKey(i)] = '';
  defaults[commissionKey(i)] = '0';
}

const roundingOf = (raw: string): StakeRounding => STAKE_ROUNDING_STEPS.find((step) => String(step) === raw) ?? 0.01;

/**
 * The surebet form: its fields in the URL, their readings, and the rule's answer mapped back to the fields.
 * Outcomes with empty or non-positive odds are left out, so the rule sees only the ones to bet on.
 */
export function useSurebetForm() {
  const [values, set] = useUrlFields(defaults);
  const typedCount = Number.parseInt(values.s_n ?? '', 10);
  const count = Number.isNaN(typedCount)
    ? SUREBET_MIN_OUTCOMES
    : Math.min(SUREBET_MAX_OUTCOMES, Math.max(SUREBET_MIN_OUTCOMES, typedCount));
  const indices = Array.from({ length: count }, (_, i) => i);
  const oddsRaw = indices.map((i) => values[oddsKey(i)] ?? '');
  const commissionRaw = indices.map((i) => values[commissionKey(i)] ?? '0');
  const odds = oddsRaw.map((raw) => readNumber(raw, positiveOdds));
  const commissions = commissionRaw.map((raw) => readNumber(raw));
  const rounding = roundingOf(values.s_r ?? '');
  const fixedTyped = Number.parseInt(values.s_f ?? '', 10);
  const fixedIndex = fixedTyped >= 1 && fixedTyped <= count ? fixedTyped - 1 : null;
  const total = readNumber(values.s_t ?? '', positiveStake);
  const fixedAmount = readNumber(values.s_a ?? '', positiveStake);
  const amount = fixedIndex === null ? total : fixedAmount;

  const included = indices.filter((i) => odds[i]?.value !== null);
  const fixedIncluded = fixedIndex === null || included.includes(fixedIndex);
  const ready =
    included.length >= SUREBET_MIN_OUTCOMES && amount.value !== null && fixedIncluded && commissions.every((c) => !c.error);
  const result: ArbitrageResult | null = ready
    ? calculateArbitrage({
        outcomes: included.map((i) => ({ odds: odds[i]?.value ?? null, commissionPercent: commissions[i]?.value ?? 0 })),
        stake:
          fixedIndex === null
            ? { kind: 'total', amount: amount.value }
            : { kind: 'fixed', outcomeIndex: included.indexOf(fixedIndex), amount: amount.value },
        rounding,
      })
    : null;

  const refused = result?.kind === 'invalid' ? result : null;
  const message = refused && arbitrageMessage(refused, fixedIndex === null ? 'total' : 'fixed');
  /** The rule's refusal of outcome `i`'s odds or commission, found by its place among the included outcomes. */
  const refusal = (field: 'odds' | 'commission', i: number) =>
    refused?.field === field && included[refused.index ?? -1] === i ? message : null;

  const remove = () => {
    const last = count - 1;
    set({
      s_n: String(count - 1),
      [oddsKey(last)]: '',
      [commissionKey(last)]: '0',
      ...(fixedIndex === last ? { s_f: '' } : {}),
    });
  };

  return {
    values,
    set,
    count,
    indices,
    oddsRaw,
    commissionRaw,
    oddsError: (i: number) => odds[i]?.error ?? refusal('odds', i),
    commissionError: (i: number) => commissions[i]?.error ?? refusal('commission', i),
    amountError: amount.error ?? (refused?.field === 'stake' ? message : null),
    setOdds: (i: number, v: string) => set({ [oddsKey(i)]: v }),
    setCommission: (i: number, v: string) => set({ [commissionKey(i)]: v }),
    add: () => set({ s_n: String(count + 1) }),
    remove,
    canAdd: count < SUREBET_MAX_OUTCOMES,
    canRemove: count > SUREBET_MIN_OUTCOMES,
    fixedIndex,
    /** Typed total in total mode: the base of the headline profit. */
    typedTotal: fixedIndex === null ? total.value : null,
    included,
    result,
  };
}
