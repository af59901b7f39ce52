import { calculateCoupon, COUPON_MAX_SELECTIONS, couponInputFromQuery, parseSystemSizes } from 'shared-data/betting';
import { FieldGrid } from '../../components/calculator-card.tsx';
import { CalculatorForm } from '../../components/calculator-form.tsx';
import { CalculatorPageLayout } from '../../components/calculator-page-layout.tsx';
import { MoneyHelpLine } from '../../components/help-line.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { allTyped, ruleHints } from '../../components/rule-hints.ts';
import { SelectField } from '../../components/select-field.tsx';
import { readNumber } from '../../components/read-number.ts';
import { CouponFormula } from './coupon-formula.tsx';
import { couponMessage } from './coupon-messages.ts';
import { CouponResult } from './coupon-result.tsx';
import { SelectionsTable } from './selections-table.tsx';
import { useCouponFields } from './use-coupon-fields.ts';

const COUNT_OPTIONS = Array.from({ length: COUPON_MAX_SELECTIONS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** For the fields that are not typed numbers (the MBS selects, the system): only the rule's refusal is shown. */
const NOT_TYPED = { value: null, error: null };

export function SystemCouponPage() {
  const coupon = useCouponFields();
  const odds = coupon.rows.map((row) => readNumber(row.odds));
  const misli = readNumber(coupon.fields.misli);
  const kolon = readNumber(coupon.fields.kolon);
  // Once every odds and the column price hold text, the rule runs (an unreadable one as no number, so the result can
  // name it); an empty misli is 1, as in the address.
  const typed = allTyped([...odds, kolon]);
  const read = typed ? couponInputFromQuery(coupon.query()) : null;
  const result = read === null ? null : read.kind === 'query' ? calculateCoupon(read.input) : read;
  const hint = ruleHints(result, couponMessage);
  // A system that cannot be read is said at once, before the rest is typed.
  const system = parseSystemSizes(coupon.fields.system);
  const systemError = system !== null && !Array.isArray(system) ? couponMessage(system) : hint(NOT_TYPED, 'system');

  return (
    <CalculatorPageLayout
      slug="sistem"
      heading="Sistem ve Kupon Hesaplayıcı"
      metaTitle="Sistem ve Kupon Hesaplayıcı: İddaa Kolon Sayısı, Kupon Bedeli ve Kazanç"
      metaDescription="İddaa kuponunuzun kolon sayısını, kupon bedelini ve olası kazancını hesaplayın: 3'lü, 4'lü sistemler, banko, MBS kuralı, misli, kolon tutarı ve iptal edilen maçlarla kazanç ve net sonuç."
      intro="Kuponunuzdaki seçimlerin oranlarını, MBS'lerini ve bankolarını girin; sistem boyutlarını (ör. 3,4), misliyi ve kolon tutarını yazın. Hesaplayıcı kolon sayısını, kupon bedelini, en yüksek ve en düşük kazancı gösterir; maçlar bittikçe sonuçları işaretleyin, kuponun ne kazandırdığını görün."
      formula={<CouponFormula />}
    >
      <CalculatorForm slug="sistem">
        <FieldGrid>
          <SelectField
            label="Seçim sayısı"
            name="n"
            options={COUNT_OPTIONS}
            value={String(coupon.count)}
            onChange={(value) => coupon.setCount(Number(value))}
          />
          <NumberField
            label="Sistem (ör. 3,4)"
            name="sistem"
            inputMode="text"
            placeholder="boş: kombine"
            value={coupon.fields.system}
            error={systemError}
            onChange={(v) => coupon.set({ sistem: v })}
          />
          <NumberField
            label="Misli"
            name="misli"
            inputMode="numeric"
            placeholder="1"
            value={coupon.fields.misli}
            error={hint(misli, 'misli')}
            onChange={(v) => coupon.set({ misli: v })}
          />
          <NumberField
            label="Kolon tutarı (TL)"
            name="kolon"
            placeholder="ör. 1"
            value={coupon.fields.kolon}
            error={hint(kolon, 'kolon')}
            onChange={(v) => coupon.set({ kolon: v })}
          />
        </FieldGrid>
        <SelectionsTable
          rows={coupon.rows}
          oddsErrors={odds.map((reading, i) => hint(reading, 'odds', i))}
          mbsErrors={coupon.rows.map((_, i) => hint(NOT_TYPED, 'mbs', i))}
          onChange={coupon.set}
          onAdd={coupon.add}
          onRemove={coupon.remove}
          canAdd={coupon.canAdd}
          canRemove={coupon.canRemove}
        />
      </CalculatorForm>
      <CouponResult result={result} />
      <MoneyHelpLine />
    </CalculatorPageLayout>
  );
}
