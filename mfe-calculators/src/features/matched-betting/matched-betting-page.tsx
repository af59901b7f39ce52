import { formatMoney, formatPercent } from 'shared-data';
import { calculateMatchedBet, type MatchedBetType } from 'shared-data/betting';
import { FieldGrid, ResultBox } from '../../components/calculator-card.tsx';
import { CalculatorPageLayout } from '../../components/calculator-page-layout.tsx';
import { MoneyHelpLine } from '../../components/help-line.tsx';
import { CalculatorForm } from '../../components/calculator-form.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import { allTyped, ruleHints } from '../../components/rule-hints.ts';
import { matchedBetMessage } from '../../components/rule-messages.ts';
import { useUrlFields } from '../../components/use-url-fields.ts';
import { readNumber } from '../../components/read-number.ts';

const defaults = { tur: 'normal', tutar: '', back: '', lay: '', komisyon: '2' };

/** The bet types by their word in the URL (`?tur=snr`). */
const betTypes = [
  { value: 'normal', type: 'qualifying', label: 'Normal bahis (qualifying)' },
  { value: 'snr', type: 'freeBetSnr', label: 'Bedava bahis – yatırım iade edilmez (SNR)' },
  { value: 'sr', type: 'freeBetSr', label: 'Bedava bahis – yatırım iade edilir (SR)' },
] as const satisfies ReadonlyArray<{ value: string; type: MatchedBetType; label: string }>;

type BetTypeWord = (typeof betTypes)[number]['value'];

export function MatchedBettingPage() {
  const [fields, set] = useUrlFields(defaults);
  const chosen = betTypes.find((t) => t.value === fields.tur) ?? betTypes[0];
  const stake = readNumber(fields.tutar);
  const back = readNumber(fields.back);
  const lay = readNumber(fields.lay);
  const commission = readNumber(fields.komisyon);
  const result = allTyped([stake, back, lay, commission])
    ? calculateMatchedBet({
        betType: chosen.type,
        backStake: stake.value,
        backOdds: back.value,
        layOdds: lay.value,
        commissionPercent: commission.value,
      })
    : null;
  const hint = ruleHints(result, matchedBetMessage);
  const matched = result?.kind === 'matched' ? result : null;
  const worst = matched ? Math.min(matched.profitIfBackWins, matched.profitIfLayWins) : 0;

  return (
    <CalculatorPageLayout
      slug="eslesen-bahis"
      heading="Eşleşen Bahis (Matched Betting) Hesaplayıcı"
      metaTitle="Eşleşen Bahis Hesaplayıcı: Lay Yatırımı, Sorumluluk ve Kâr"
      metaDescription="Back ve lay oranlarıyla eşleşen bahis hesabı: normal bahis ve bedava bahis (SNR, SR) için lay yatırımı, sorumluluk ve iki sonuçtaki kâr."
      intro="Bahis sitesindeki (back) bahsinizi borsada aynı sonuca karşı (lay) oynayarak kapatın. Hesaplayıcı, iki sonuçta da aynı sonucu veren lay yatırımını ve borsada bloke edilecek sorumluluğu bulur."
      formula={
        <>
          <p>
            Komisyon k (yüzde 2 için 0,02) olmak üzere lay yatırımı = back tutarı × back oranı ÷ (lay oranı − k);
            yatırımı iade edilmeyen bedava bahiste (SNR) back tutarı × (back oranı − 1) ÷ (lay oranı − k). Sorumluluk
            = lay yatırımı × (lay oranı − 1).
          </p>
          <p>
            Örnek (normal bahis): 10 TL, back 3,00, lay 3,10, komisyon %2. Lay yatırımı 10 × 3,00 ÷ 3,08 = 9,74 TL;
            sorumluluk 9,74 × 2,10 = 20,45 TL. Back kazanırsa 10 × 2,00 − 20,45 = −0,45 TL; lay kazanırsa 9,74 × 0,98
            − 10 = −0,45 TL: iki durumda da 0,45 TL, bonusu açmanın bedeli.
          </p>
        </>
      }
    >
      <CalculatorForm slug="eslesen-bahis">
        <RadioGroup<BetTypeWord>
          legend="Bahis türü"
          name="tur"
          options={betTypes}
          value={chosen.value}
          onChange={(tur) => set({ tur })}
        />
        <FieldGrid>
          <NumberField label="Back bahis tutarı (TL)" name="tutar" value={fields.tutar} placeholder="ör. 10" error={hint(stake, 'backStake')} onChange={(v) => set({ tutar: v })} />
          <NumberField label="Back oranı" name="back" value={fields.back} placeholder="ör. 3,00" error={hint(back, 'backOdds')} onChange={(v) => set({ back: v })} />
          <NumberField label="Lay oranı" name="lay" value={fields.lay} placeholder="ör. 3,10" error={hint(lay, 'layOdds')} onChange={(v) => set({ lay: v })} />
          <NumberField label="Borsa komisyonu (%)" name="komisyon" value={fields.komisyon} error={hint(commission, 'commissionPercent')} onChange={(v) => set({ komisyon: v })} />
        </FieldGrid>
      </CalculatorForm>
      <ResultBox aria-live="polite" data-testid="matched-result" $tone={matched ? (worst >= 0 ? 'positive' : 'negative') : 'neutral'}>
        {result === null && <p>Sonuç için bahis tutarını, back ve lay oranlarını ve komisyonu geçerli değerlerle girin.</p>}
        {result?.kind === 'invalid' && <p>{matchedBetMessage(result)}</p>}
        {matched !== null && (
          <>
            <strong className="headline">Lay yatırımı: {formatMoney(matched.layStake)}</strong>
            <dl>
              <dt>Sorumluluk</dt>
              <dd>{formatMoney(matched.liability)}</dd>
              <dt>Back bahis kazanırsa kâr</dt>
              <dd>{formatMoney(matched.profitIfBackWins)}</dd>
              <dt>Lay bahis kazanırsa kâr</dt>
              <dd>{formatMoney(matched.profitIfLayWins)}</dd>
              {matched.retentionPercent !== null && (
                <>
                  <dt>Bedava bahsin korunan değeri</dt>
                  <dd>{formatPercent(matched.retentionPercent)}</dd>
                </>
              )}
            </dl>
          </>
        )}
      </ResultBox>
      <MoneyHelpLine />
    </CalculatorPageLayout>
  );
}
