import { formatInteger, formatMoney, paths } from 'shared-data';
import {
  calculateBonusWagering,
  WAGERING_QUERY_KEYS,
  wageringInputFromQuery,
  wageringQueryFromCasino,
  type BonusWageringField,
  type WageringBase,
} from 'shared-data/betting';
import { Link } from 'shared-data/react';
import { FieldGrid, ResultBox, ResultNote } from '../../components/calculator-card.tsx';
import { CalculatorPageLayout } from '../../components/calculator-page-layout.tsx';
import { MoneyHelpLine } from '../../components/help-line.tsx';
import { CalculatorForm } from '../../components/calculator-form.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import { allTyped, ruleHints } from '../../components/rule-hints.ts';
import { bonusWageringMessage } from '../../components/rule-messages.ts';
import { useUrlFields } from '../../components/use-url-fields.ts';
import { readNumber } from '../../components/read-number.ts';

const k = WAGERING_QUERY_KEYS;

/** The word a base has in the query, as the casino cards' links write it. */
const baseWord = (base: WageringBase) =>
  wageringQueryFromCasino({ bonusAmount: 0, wageringMultiple: 0, wageringBase: base, minDeposit: null, maxBet: null }).get(
    k.wageringBase,
  ) ?? base;

const bases = [
  { value: baseWord('bonus'), label: 'Yalnızca bonusa' },
  { value: baseWord('deposit_bonus'), label: 'Yatırım + bonusa' },
];

/** Each reading's field in the rule, in the order of the form. */
const ruleField = {
  bonus: 'bonusAmount',
  deposit: 'deposit',
  multiple: 'wageringMultiple',
  contribution: 'contributionPercent',
  rtp: 'rtpPercent',
  maxBet: 'maxBet',
} as const satisfies Record<string, BonusWageringField>;

const defaults = {
  [k.bonusAmount]: '',
  [k.deposit]: '',
  [k.wageringMultiple]: '',
  [k.wageringBase]: baseWord('bonus'),
  [k.contributionPercent]: '100',
  [k.rtpPercent]: '96',
  [k.maxBet]: '',
};

export function BonusWageringPage() {
  const [fields, set] = useUrlFields(defaults);
  // The numbers come from the same reader that the casino cards' links are written for.
  const typed = wageringInputFromQuery(new URLSearchParams(fields));
  const base = typed.wageringBase ?? 'bonus';
  const readings = {
    bonus: readNumber(fields[k.bonusAmount]),
    deposit: readNumber(fields[k.deposit]),
    multiple: readNumber(fields[k.wageringMultiple]),
    contribution: readNumber(fields[k.contributionPercent]),
    rtp: readNumber(fields[k.rtpPercent]),
    maxBet: readNumber(fields[k.maxBet]),
  };
  const required = [readings.bonus, readings.multiple, readings.contribution, readings.rtp];
  if (base === 'deposit_bonus') required.push(readings.deposit);
  const ready = required.every((r) => r.value !== null) && Object.values(readings).every((r) => r.error === null);
  const result = ready
    ? calculateBonusWagering({
        bonusAmount: typed.bonusAmount ?? null,
        deposit: typed.deposit ?? null,
        wageringMultiple: typed.wageringMultiple ?? null,
        wageringBase: base,
        contributionPercent: typed.contributionPercent ?? null,
        rtpPercent: typed.rtpPercent ?? null,
        maxBet: typed.maxBet ?? null,
      })
    : null;
  const hint = ruleHints(result, bonusWageringMessage);
  // Text that is no number keeps the rule from running (the rule would read an optional field as left empty), so the
  // result names that field itself once every required field holds text.
  const unreadable = (Object.keys(ruleField) as (keyof typeof readings)[]).find((key) => readings[key].error !== null);
  const requiredTyped = allTyped(required);
  const refusal =
    result?.kind === 'invalid'
      ? bonusWageringMessage(result)
      : requiredTyped && unreadable !== undefined
        ? bonusWageringMessage({ kind: 'invalid', field: ruleField[unreadable], code: 'notANumber' })
        : null;
  const wagering = result?.kind === 'wagering' ? result : null;
  const field = (key: string) => (value: string) => set({ [key]: value });

  return (
    <CalculatorPageLayout
      slug="bonus-cevrim"
      heading="Bonus Çevrim Hesaplayıcı"
      metaTitle="Bonus Çevrim Hesaplayıcı: Çevrim Şartı, Bahis Sayısı ve Beklenen Değer"
      metaDescription="Casino bonusunun çevrim şartını hesaplayın: oynanması gereken tutar, maksimum bahisle bahis sayısı, oyunun RTP değerine göre beklenen kayıp ve bonusun beklenen değeri."
      intro="Bonusun şartlarını girin: hesaplayıcı, bonusu çekilebilir hale getirmek için ne kadar oynamanız gerektiğini ve seçtiğiniz oyunun RTP değerine göre bunun ortalamada neye mal olacağını gösterir. Sonuç uzun vadeli ortalamadır; tek bir oyuncunun sonucu şansa göre farklı olur."
      formula={
        <>
          <p>
            Gereken çevrim = çevrim katı × bonus (ya da yatırım + bonus). Oyun çevrime %100&apos;den az sayılıyorsa
            oynanması gereken tutar = gereken çevrim ÷ (katkı ÷ 100). Beklenen kayıp = oynanan tutar × (1 − RTP ÷ 100);
            bonusun beklenen değeri = bonus − beklenen kayıp. Bahis sayısı = oynanan tutar ÷ maksimum bahis, yukarı
            yuvarlanır.
          </p>
          <p>
            Örnek: 250 TL bonus, yalnızca bonusa 30 kat çevrim, maksimum bahis 50 TL, katkısı %100 ve RTP değeri %96
            olan bir slot. Gereken çevrim 30 × 250 = 7.500 TL; 7.500 ÷ 50 = 150 bahis. Beklenen kayıp 7.500 × 0,04 =
            300 TL; bonusun beklenen değeri 250 − 300 = −50 TL.
          </p>
        </>
      }
    >
      <CalculatorForm slug="bonus-cevrim">
        <RadioGroup
          legend="Çevrim neye uygulanır?"
          name={k.wageringBase}
          options={bases}
          value={baseWord(base)}
          onChange={field(k.wageringBase)}
        />
        <FieldGrid>
          <NumberField label="Bonus tutarı (TL)" name={k.bonusAmount} value={fields[k.bonusAmount]} placeholder="ör. 250" error={hint(readings.bonus, 'bonusAmount')} onChange={field(k.bonusAmount)} />
          <NumberField label="Yatırım tutarı (TL)" name={k.deposit} value={fields[k.deposit]} placeholder="ör. 250" error={hint(readings.deposit, 'deposit')} onChange={field(k.deposit)} />
          <NumberField label="Çevrim katı (x)" name={k.wageringMultiple} value={fields[k.wageringMultiple]} placeholder="ör. 30" error={hint(readings.multiple, 'wageringMultiple')} onChange={field(k.wageringMultiple)} />
          <NumberField label="Oyunun çevrime katkısı (%)" name={k.contributionPercent} value={fields[k.contributionPercent]} error={hint(readings.contribution, 'contributionPercent')} onChange={field(k.contributionPercent)} />
          <NumberField label="Oyunun RTP değeri (%)" name={k.rtpPercent} value={fields[k.rtpPercent]} error={hint(readings.rtp, 'rtpPercent')} onChange={field(k.rtpPercent)} />
          <NumberField label="Maksimum bahis (TL)" name={k.maxBet} value={fields[k.maxBet]} placeholder="yoksa boş bırakın" error={hint(readings.maxBet, 'maxBet')} onChange={field(k.maxBet)} />
        </FieldGrid>
      </CalculatorForm>
      <ResultBox
        aria-live="polite"
        data-testid="wagering-result"
        $tone={wagering ? (wagering.expectedValue >= 0 ? 'positive' : 'negative') : 'neutral'}
      >
        {wagering === null && refusal === null && (
          <p>Sonuç için bonus tutarını, çevrim katını, oyunun katkısını ve RTP değerini girin.</p>
        )}
        {refusal !== null && <p>{refusal}</p>}
        {wagering !== null && (
          <>
            <strong className="headline">Gereken çevrim: {formatMoney(wagering.requiredWagering)}</strong>
            <dl>
              <dt>Oynanması gereken tutar</dt>
              <dd>{formatMoney(wagering.turnover)}</dd>
              {wagering.betsAtMaxBet !== null && (
                <>
                  <dt>Maksimum bahisle bahis sayısı</dt>
                  <dd>{formatInteger(wagering.betsAtMaxBet)}</dd>
                </>
              )}
              <dt>Beklenen kayıp</dt>
              <dd>{formatMoney(wagering.expectedLoss)}</dd>
              <dt>Bonusun beklenen değeri</dt>
              <dd>{formatMoney(wagering.expectedValue)}</dd>
            </dl>
          </>
        )}
      </ResultBox>
      <MoneyHelpLine />
      {wagering !== null && (
        // Beside the result, not in its live region: the links would be read out again at every keystroke.
        <ResultNote>
          Çevrim şartı, planladığınızdan çok daha fazla oynamanıza yol açabilir. Yatırım yapmadan önce{' '}
          <Link to={paths.spendingPlanner}>Bütçe Planlayıcı</Link> ile kayıp sınırınızı belirleyin; oyun
          alışkanlıklarınızdan emin değilseniz <Link to={paths.selfTest}>kendinizi test edin</Link>.
        </ResultNote>
      )}
    </CalculatorPageLayout>
  );
}
