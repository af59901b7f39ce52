import { assessValueBet, type ValueBetAssessmentResult, type ValueBetError } from 'shared-data/betting';
import { valueBetMessage } from '../../components/rule-messages.ts';
import { useUrlFields } from '../../components/use-url-fields.ts';
import { readNumber } from '../../components/read-number.ts';

export type EstimateMode = 'probability' | 'odds';

/** Every field in the URL under `v_`, so the hub's three calculators never share a key. */
const defaults = { v_o: '', v_m: 'probability', v_p: '', v_f: '', v_b: '' };

/**
 * The value-bet form: the odds, the bettor's estimate (a probability or fair odds) and an optional bankroll.
 * No result until the odds and the estimate are typed; then the rule judges them and names any field it refuses.
 */
export function useValueBetForm() {
  const [values, set] = useUrlFields(defaults);
  const mode: EstimateMode = values.v_m === 'odds' ? 'odds' : 'probability';
  const odds = readNumber(values.v_o);
  const estimate = readNumber(mode === 'odds' ? values.v_f : values.v_p);
  const bankroll = readNumber(values.v_b);

  const ready = odds.value !== null && estimate.value !== null && !bankroll.error;
  const result: ValueBetAssessmentResult | null = ready
    ? assessValueBet({
        odds: odds.value,
        fair: mode === 'odds' ? { kind: 'odds', odds: estimate.value } : { kind: 'probability', percent: estimate.value },
        bankroll: bankroll.value,
      })
    : null;
  const refused = result?.kind === 'invalid' ? result : null;
  const refusal = (field: ValueBetError['field']) => (refused?.field === field ? valueBetMessage(refused) : null);

  return {
    values,
    set,
    mode,
    oddsError: odds.error ?? refusal('odds'),
    estimateError: estimate.error ?? refusal(mode === 'odds' ? 'fairOdds' : 'fairProbability'),
    bankrollError: bankroll.error ?? refusal('bankroll'),
    hasBankroll: bankroll.value !== null,
    result: result?.kind === 'invalid' ? null : result,
  };
}
