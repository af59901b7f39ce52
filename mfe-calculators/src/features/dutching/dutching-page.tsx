import { formatMoney, formatPercent } from 'shared-data';
import { calculateDutching, DUTCHING_MAX_SELECTIONS, DUTCHING_MIN_SELECTIONS } from 'shared-data/betting';
import { FieldGrid, ResultBox } from '../../components/calculator-card.tsx';
import { CalculatorPageLayout } from '../../components/calculator-page-layout.tsx';
import { MoneyHelpLine } from '../../components/help-line.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { CalculatorForm } from '../../components/calculator-form.tsx';
import { OddsListButtons, OddsListEditor, useUrlOddsList } from '../../components/odds-list.tsx';
import { allTyped, ruleHints } from '../../components/rule-hints.ts';
import { dutchingMessage } from '../../components/rule-messages.ts';
import { useUrlFields } from '../../components/use-url-fields.ts';
import { readNumber } from '../../components/read-number.ts';

const defaults = { tutar: '100' };

export function DutchingPage() {
  const list = useUrlOddsList(DUTCHING_MIN_SELECTIONS, DUTCHING_MAX_SELECTIONS);
  const [fields, set] = useUrlFields(defaults);
  const odds = list.raws.map((raw) => readNumber(raw));
  const stake = readNumber(fields.tutar);
  const result = allTyped([...odds, stake])
    ? calculateDutching({ odds: odds.map((o) => o.value), totalStake: stake.value })
    : null;
  const hint = ruleHints(result, dutchingMessage);
  const dutched = result?.kind === 'dutched' ? result : null;

  return (
    <CalculatorPageLayout
      slug="dutching"
      heading="Dutching Hesaplayıcı"
      metaTitle="Dutching Hesaplayıcı: Birden Çok Seçime Eşit Kazanç"
      metaDescription="Toplam bahis tutarını 2 ile 10 seçim arasında, hangisi kazanırsa kazansın aynı dönüşü verecek şekilde bölüştürün; dönüş ve kârı görün."
      intro="Aynı karşılaşmada birden çok seçimi oynamak istediğinizde toplam tutarı oranlara göre bölün: seçimlerden hangisi gelirse gelsin dönüş aynı olur. Seçimlerin hiçbiri gelmezse toplam tutarın tamamı kaybedilir."
      formula={
        <>
          <p>
            Her seçime yatırım = toplam tutar × (1 ÷ oran) ÷ Σ(1 ÷ oranlar). Kazanan seçimin dönüşü = toplam tutar ÷
            Σ(1 ÷ oranlar); kâr = dönüş − toplam tutar. Σ(1 ÷ oranlar) 1&apos;den büyükse her kazanç bir zarardır.
          </p>
          <p>
            Örnek: oranlar 3,00, 4,00 ve 6,00, toplam 90 TL. Σ(1 ÷ oran) = 1/3 + 1/4 + 1/6 = 0,75. Yatırımlar
            90 × 1/3 ÷ 0,75 = 40 TL, 90 × 1/4 ÷ 0,75 = 30 TL ve 90 × 1/6 ÷ 0,75 = 20 TL; dönüş 90 ÷ 0,75 = 120 TL
            (40 × 3 = 30 × 4 = 20 × 6 = 120), kâr 120 − 90 = 30 TL (%33,33).
          </p>
        </>
      }
    >
      <CalculatorForm
        slug="dutching"
        submitEntry={list.countEntry}
        buttons={<OddsListButtons list={list} addLabel="Seçim Ekle" removeLabel="Seçim Çıkar" />}
      >
        <OddsListEditor list={list} label={(i) => `${i + 1}. Seçim Oranı`} errors={odds.map((o, i) => hint(o, 'odds', i))} />
        <FieldGrid>
          <NumberField
            label="Toplam bahis tutarı (TL)"
            name="tutar"
            value={fields.tutar}
            error={hint(stake, 'totalStake')}
            onChange={(v) => set({ tutar: v })}
          />
        </FieldGrid>
      </CalculatorForm>
      <ResultBox
        aria-live="polite"
        data-testid="dutching-result"
        $tone={dutched ? (dutched.guaranteedLoss ? 'negative' : 'positive') : 'neutral'}
      >
        {result === null && <p>Sonuç için her seçimin oranını ve toplam tutarı geçerli değerlerle girin.</p>}
        {result?.kind === 'invalid' && <p>{dutchingMessage(result)}</p>}
        {dutched !== null && (
          <>
            <strong className="headline">
              {dutched.guaranteedLoss ? 'Kazanan seçim de zarar ettirir' : 'Eşit dönüş'}: {formatMoney(dutched.equalReturn)}
            </strong>
            <dl>
              {dutched.stakes.map((s, i) => (
                <Row key={i} label={`${i + 1}. seçime yatırım`} value={formatMoney(s)} />
              ))}
              <dt>Kâr (seçimlerden biri kazanırsa)</dt>
              <dd>
                {formatMoney(dutched.profit)} ({formatPercent(dutched.profitPercent)})
              </dd>
              <dt>Seçimlerin toplam olasılığı</dt>
              <dd>{formatPercent(dutched.bookPercent)}</dd>
            </dl>
          </>
        )}
      </ResultBox>
      <MoneyHelpLine />
    </CalculatorPageLayout>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
