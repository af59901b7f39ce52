import { formatMoney } from 'shared-data';
import { calculateHedge } from 'shared-data/betting';
import { FieldGrid, ResultBox } from '../../components/calculator-card.tsx';
import { CalculatorPageLayout } from '../../components/calculator-page-layout.tsx';
import { MoneyHelpLine } from '../../components/help-line.tsx';
import { CalculatorForm } from '../../components/calculator-form.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { allTyped, ruleHints } from '../../components/rule-hints.ts';
import { hedgeMessage } from '../../components/rule-messages.ts';
import { useUrlFields } from '../../components/use-url-fields.ts';
import { readNumber } from '../../components/read-number.ts';

const defaults = { tutar: '', oran: '', karsi: '' };

const headline = { lockedProfit: 'Kâr kilitlendi', lockedLoss: 'Zarar iki durumda da aynı', breakEven: 'Başa baş' } as const;

export function HedgePage() {
  const [fields, set] = useUrlFields(defaults);
  const stake = readNumber(fields.tutar);
  const odds = readNumber(fields.oran);
  const hedgeOdds = readNumber(fields.karsi);
  const result = allTyped([stake, odds, hedgeOdds])
    ? calculateHedge({ stake: stake.value, odds: odds.value, hedgeOdds: hedgeOdds.value })
    : null;
  const hint = ruleHints(result, hedgeMessage);
  const tone = result?.kind === 'lockedProfit' ? 'positive' : result?.kind === 'lockedLoss' ? 'negative' : 'neutral';

  return (
    <CalculatorPageLayout
      slug="hedge"
      heading="Hedge (Pozisyon Kapatma) Hesaplayıcı"
      metaTitle="Hedge Hesaplayıcı: Açık Bahsi Kapatma ve Kâr Kilitleme"
      metaDescription="Açık bahsinizi karşı sonucun güncel oranıyla kapatın: her iki sonuçta aynı kârı veren hedge yatırımını ve kilitlenen kâr ya da zararı hesaplayın."
      intro="Oynadığınız bahsin tutarını ve oranını, karşı sonucun şimdiki oranını girin. Hesaplayıcı, hangi sonuç gelirse gelsin aynı kârı (ya da zararı) bırakan karşı bahis tutarını bulur."
      formula={
        <>
          <p>
            Hedge yatırımı = bahis tutarı × bahsin oranı ÷ karşı oran. Böylece hangi bahis kazanırsa kazansın dönüş
            aynıdır (bahis tutarı × oran); kâr, bu dönüşten iki yatırımın toplamı çıkarılarak bulunur.
          </p>
          <p>
            Örnek: 3,00 oranla 100 TL oynadınız, karşı sonucun oranı şimdi 2,00. Hedge yatırımı 100 × 3,00 ÷ 2,00 =
            150 TL. Toplam yatırım 100 + 150 = 250 TL; hangi sonuç gelirse gelsin dönüş 300 TL, kâr 300 − 250 = 50 TL.
          </p>
        </>
      }
    >
      <CalculatorForm slug="hedge">
        <FieldGrid>
          <NumberField label="Bahis tutarı (TL)" name="tutar" value={fields.tutar} placeholder="ör. 100" error={hint(stake, 'stake')} onChange={(v) => set({ tutar: v })} />
          <NumberField label="Bahsin oranı" name="oran" value={fields.oran} placeholder="ör. 3,00" error={hint(odds, 'odds')} onChange={(v) => set({ oran: v })} />
          <NumberField label="Karşı sonucun güncel oranı" name="karsi" value={fields.karsi} placeholder="ör. 2,00" error={hint(hedgeOdds, 'hedgeOdds')} onChange={(v) => set({ karsi: v })} />
        </FieldGrid>
      </CalculatorForm>
      <ResultBox aria-live="polite" data-testid="hedge-result" $tone={tone}>
        {result === null && <p>Sonuç için üç alanı da geçerli değerlerle doldurun.</p>}
        {result?.kind === 'invalid' && <p>{hedgeMessage(result)}</p>}
        {result !== null && result.kind !== 'invalid' && (
          <>
            <strong className="headline">
              {headline[result.kind]}: {formatMoney(Math.min(result.profitIfOriginalWins, result.profitIfHedgeWins))}
            </strong>
            <dl>
              <dt>Hedge yatırımı</dt>
              <dd>{formatMoney(result.hedgeStake)}</dd>
              <dt>Bahsiniz kazanırsa kâr</dt>
              <dd>{formatMoney(result.profitIfOriginalWins)}</dd>
              <dt>Hedge kazanırsa kâr</dt>
              <dd>{formatMoney(result.profitIfHedgeWins)}</dd>
              <dt>Toplam yatırım</dt>
              <dd>{formatMoney(result.totalOutlay)}</dd>
              <dt>Her iki durumda dönüş</dt>
              <dd>{formatMoney(result.guaranteedReturn)}</dd>
            </dl>
          </>
        )}
      </ResultBox>
      <MoneyHelpLine />
    </CalculatorPageLayout>
  );
}
