import { formatMoney } from 'shared-data';
import { asianBetTable, settleAsianBet, type AsianBetType, type AsianMarket, type TotalsSide } from 'shared-data/betting';
import styled from 'styled-components';
import { FieldGrid, ResultBox } from '../../components/calculator-card.tsx';
import { CalculatorForm } from '../../components/calculator-form.tsx';
import { CalculatorPageLayout } from '../../components/calculator-page-layout.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import { allTyped, ruleHints } from '../../components/rule-hints.ts';
import { useUrlFields } from '../../components/use-url-fields.ts';
import { readNumber } from '../../components/read-number.ts';
import { AsianLinesTable } from './asian-lines-table.tsx';
import { asianBetMessage, formatLine, outcomeWords } from './messages.ts';

const defaults = { tur: 'handikap', cizgi: '', oran: '', tutar: '', ev: '', dep: '', yon: 'ust' };

const typeOptions = [
  { value: 'handikap', label: 'Asya handikap (ev sahibi)' },
  { value: 'alt-ust', label: 'Asya alt/üst (toplam gol)' },
] as const;

const sideOptions = [
  { value: 'ust', label: 'Üst' },
  { value: 'alt', label: 'Alt' },
] as const;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function AsianLinesPage() {
  const [fields, set] = useUrlFields(defaults);
  // A query value the page does not offer falls back to the default choice.
  const tur = fields.tur === 'alt-ust' ? 'alt-ust' : 'handikap';
  const yon = fields.yon === 'alt' ? 'alt' : 'ust';
  const type: AsianBetType = tur === 'alt-ust' ? 'totals' : 'handicap';
  const side: TotalsSide = yon === 'alt' ? 'under' : 'over';

  const line = readNumber(fields.cizgi);
  const odds = readNumber(fields.oran);
  const stake = readNumber(fields.tutar);
  const home = readNumber(fields.ev);
  const away = readNumber(fields.dep);
  const bet = { line: line.value, odds: odds.value, stake: stake.value };
  const market: AsianMarket = type === 'handicap' ? { type, ...bet } : { type, side, ...bet };
  const table = allTyped([line, odds, stake]) ? asianBetTable(market) : null;
  const result =
    table?.kind === 'table' && allTyped([home, away])
      ? settleAsianBet({ ...market, homeGoals: home.value, awayGoals: away.value })
      : null;
  const hint = ruleHints(result ?? table, (error) => asianBetMessage(error, type));
  const refused = result?.kind === 'invalid' ? result : table?.kind === 'invalid' ? table : null;
  const settled = result?.kind === 'settled' ? result : null;
  const tone = settled === null ? 'neutral' : settled.netProfit > 0 ? 'positive' : settled.netProfit < 0 ? 'negative' : 'neutral';
  const [h, a] = [home.value, away.value];
  const current = h === null || a === null ? null : type === 'handicap' ? h - a : h + a;

  return (
    <CalculatorPageLayout
      slug="asya-handikap"
      heading="Asya Handikap ve Alt/Üst Hesaplayıcı"
      metaTitle="Asya Handikap ve Alt/Üst Hesaplayıcı: Çeyrek Çizgiler, İade ve Yarım Kazanç"
      metaDescription="Asya handikap ve Asya alt/üst bahsinizi maç skoruna göre hesaplayın: -0,75 ya da 2,25 gibi çeyrek çizgilerde kazanç, yarım kazanç, iade, yarım kayıp ve net kâr."
      intro="Bahis türünü, çizgiyi, oranı, tutarı ve maçın skorunu girin. Hesaplayıcı bahsin sonucunu (kazandı, yarım kazandı, iade, yarım kaybetti, kaybetti), geri dönen tutarı ve net kârı gösterir; tablo her gol farkında ya da toplam golde ne olacağını listeler."
      formula={
        <>
          <p>
            Handikap ev sahibinin çizgisidir: -0,75 ev sahibi 0,75 gol verir, +0,25 ev sahibi 0,25 gol alır. Bahis,
            ev sahibi golü − deplasman golü + çizgi sıfırdan büyükse kazanır, sıfırsa iade olur, küçükse kaybeder.
            Alt/üstte üst bahsi toplam gol − çizgi, alt bahsi çizgi − toplam gol ile aynı biçimde sonuçlanır.
          </p>
          <p>
            Tam (0, -1, 3) ve yarım (-0,5, 2,5) çizgiler tek bahistir. Çeyrek çizgide (-0,75, +0,25, 2,25) tutar
            ikiye bölünür ve yarısı çeyrek aşağıdaki, yarısı çeyrek yukarıdaki çizgiye oynanır: -0,75 = -0,5 ve -1;
            +0,25 = 0 ve +0,5; 2,25 = 2 ve 2,5. Her yarı kendi çizgisinde sonuçlanır: kazanan yarı yarı tutar × oran,
            iade olan yarı kendi tutarını geri getirir, kaybeden yarı hiçbir şey getirmez.
          </p>
          <p>
            Örnek: ev sahibi -0,75 çizgisine 1,90 oranla 100 TL. Maç 2–1 biter, ev sahibi bir farkla kazanır. -0,5
            yarısı kazanır: 50 × 1,90 = 95 TL; -1 yarısı iade olur: 50 TL. Geri dönen 95 + 50 = 145 TL, net kâr 45 TL:
            Yarım kazandı. Maç 2–0 bitseydi iki yarı da kazanırdı (190 TL); 1–1 bitseydi ikisi de kaybederdi.
          </p>
          <p>
            Örnek: 2,25 üst, 2,00 oranla 100 TL, maç 1–1. 2 yarısı iade (50 TL), 2,5 yarısı kaybeder: geri dönen 50
            TL, net kâr -50 TL: Yarım kaybetti.
          </p>
        </>
      }
    >
      <CalculatorForm slug="asya-handikap">
        <RadioGroup legend="Bahis türü" name="tur" options={typeOptions} value={tur} onChange={(v) => set({ tur: v })} />
        {/* Always there, so that a reader without scripts chooses the type and the side in one submission. */}
        <RadioGroup legend="Yön (alt/üst bahsinde)" name="yon" options={sideOptions} value={yon} onChange={(v) => set({ yon: v })} />
        <FieldGrid>
          <NumberField
            label="Çizgi"
            name="cizgi"
            value={fields.cizgi}
            placeholder={type === 'handicap' ? 'ör. -0,75' : 'ör. 2,25'}
            error={hint(line, 'line')}
            onChange={(v) => set({ cizgi: v })}
            suffix={
              <Note>
                {type === 'handicap'
                  ? 'Ev sahibinin çizgisi, 0,25 adımlarla: -0,75 ev sahibi 0,75 gol verir.'
                  : 'Toplam gol çizgisi, 0,25 adımlarla: 2,25, 2,5, 2,75…'}
              </Note>
            }
          />
          <NumberField label="Oran" name="oran" value={fields.oran} placeholder="ör. 1,90" error={hint(odds, 'odds')} onChange={(v) => set({ oran: v })} />
          <NumberField label="Bahis tutarı (TL)" name="tutar" value={fields.tutar} placeholder="ör. 100" error={hint(stake, 'stake')} onChange={(v) => set({ tutar: v })} />
        </FieldGrid>
        <FieldGrid>
          <NumberField label="Ev sahibi golü" name="ev" inputMode="numeric" value={fields.ev} placeholder="ör. 2" error={hint(home, 'homeGoals')} onChange={(v) => set({ ev: v })} />
          <NumberField label="Deplasman golü" name="dep" inputMode="numeric" value={fields.dep} placeholder="ör. 1" error={hint(away, 'awayGoals')} onChange={(v) => set({ dep: v })} />
        </FieldGrid>
      </CalculatorForm>
      <ResultBox aria-live="polite" data-testid="asian-lines-result" $tone={tone}>
        {refused !== null && <p>{asianBetMessage(refused, type)}</p>}
        {settled === null && refused === null && (
          <p>
            {table?.kind === 'table'
              ? 'Maçın skorunu girin; aşağıdaki tablo her skor için sonucu gösteriyor.'
              : 'Sonuç için çizgiyi, oranı, tutarı ve maçın skorunu geçerli değerlerle girin.'}
          </p>
        )}
        {settled !== null && (
          <>
            <dl>
              <dt>Sonuç</dt>
              <dd>{outcomeWords[settled.outcome]}</dd>
              <dt>Geri dönen</dt>
              <dd>{formatMoney(settled.totalReturn)}</dd>
              <dt>Net kâr</dt>
              <dd>{formatMoney(settled.netProfit)}</dd>
            </dl>
            {settled.halves[0] !== settled.halves[1] && (
              <p>
                Çeyrek çizgi: tutar {formatLine(settled.halves[0], type)} ve {formatLine(settled.halves[1], type)}{' '}
                çizgilerine yarı yarıya bölündü ({formatMoney((stake.value ?? 0) / 2)} + {formatMoney((stake.value ?? 0) / 2)}).
              </p>
            )}
          </>
        )}
      </ResultBox>
      {table?.kind === 'table' && <AsianLinesTable type={type} table={table} current={current} />}
    </CalculatorPageLayout>
  );
}
