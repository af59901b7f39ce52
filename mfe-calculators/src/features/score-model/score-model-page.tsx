import { formatNumber, formatPercent, formatSignedPercent } from 'shared-data';
import { dixonColesRhoRange, MAX_EXPECTED_GOALS, scoreModel, type ScoreModel } from 'shared-data/betting';
import styled from 'styled-components';
import { FieldGrid, ResultBox } from '../../components/calculator-card.tsx';
import { CalculatorForm } from '../../components/calculator-form.tsx';
import { CalculatorPageLayout } from '../../components/calculator-page-layout.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { allTyped, ruleHints } from '../../components/rule-hints.ts';
import { useUrlFields } from '../../components/use-url-fields.ts';
import { readNumber } from '../../components/read-number.ts';
import { formatRhoRange, scoreModelMessage } from './messages.ts';
import { ScoreGrid, ScoreTable } from './score-grid.tsx';
import { ScoreModelFormula } from './score-model-formula.tsx';

const defaults = { ev: '', dep: '', rho: '', o1: '', ox: '', o2: '' };

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const percent = (p: number) => formatPercent(p * 100);

const outcomes = [
  { key: 'home', label: 'Ev sahibi kazanır' },
  { key: 'draw', label: 'Beraberlik' },
  { key: 'away', label: 'Deplasman kazanır' },
] as const;

/** The ρ a reader may type for the expected goals typed, once both are usable. */
function rhoNote(lambda: number | null, mu: number | null): string {
  const usable = (x: number | null): x is number => x !== null && x > 0 && x <= MAX_EXPECTED_GOALS;
  if (!usable(lambda) || !usable(mu)) return 'Boş ya da 0: düz Poisson. Dixon–Coles düşük skorları düzeltir; tipik değerler -0,2 ile 0 arası.';
  const [min, max] = formatRhoRange(dixonColesRhoRange(lambda, mu));
  return `Boş ya da 0: düz Poisson. Bu beklenen gollerle ρ ${min} ile ${max} arasında olabilir.`;
}

export function ScoreModelPage() {
  const [fields, set] = useUrlFields(defaults);
  const home = readNumber(fields.ev);
  const away = readNumber(fields.dep);
  const rho = readNumber(fields.rho);
  const o1 = readNumber(fields.o1);
  const ox = readNumber(fields.ox);
  const o2 = readNumber(fields.o2);
  // ρ and the odds may stay empty, which the rule reads as not given; so text that is no number there holds the
  // result back, and the result names the field.
  const optional = [
    [rho, 'rho'],
    [o1, 'homeOdds'],
    [ox, 'drawOdds'],
    [o2, 'awayOdds'],
  ] as const;
  const unreadable = optional.find(([reading]) => reading.error !== null)?.[1];
  const typed = allTyped([home, away]);
  const result = typed && unreadable === undefined
    ? scoreModel({
        homeXg: home.value,
        awayXg: away.value,
        rho: rho.value,
        homeOdds: o1.value,
        drawOdds: ox.value,
        awayOdds: o2.value,
      })
    : null;
  const hint = ruleHints(result, scoreModelMessage);
  const refusal =
    result?.kind === 'invalid'
      ? scoreModelMessage(result)
      : typed && unreadable !== undefined
        ? scoreModelMessage({ kind: 'invalid', field: unreadable, code: 'notANumber' })
        : null;
  const model = result?.kind === 'model' ? result : null;

  return (
    <CalculatorPageLayout
      slug="skor-tahmini"
      heading="Skor Tahmini (Poisson / Dixon–Coles)"
      metaTitle="Skor Tahmini Hesaplayıcı: Poisson ve Dixon–Coles ile Maç Sonucu Olasılıkları"
      metaDescription="İki takımın beklenen gollerinden (xG) Poisson ve Dixon–Coles modeliyle 1X2, alt/üst, karşılıklı gol ve skor olasılıklarını, adil oranları ve bahisçi oranlarına karşı avantajı hesaplayın."
      intro="İki takımın beklenen gol (xG) değerlerini girin. Hesaplayıcı her skorun olasılığını Poisson (isterseniz Dixon–Coles düzeltmesiyle) modelinden bulur; maç sonucu, alt/üst ve karşılıklı gol olasılıklarını ve adil oranları gösterir. Bahisçi oranlarını da girerseniz her sonuçtaki avantajınızı hesaplar."
      formula={<ScoreModelFormula />}
    >
      <CalculatorForm slug="skor-tahmini">
        <FieldGrid>
          <NumberField label="Ev sahibi beklenen gol (xG)" name="ev" value={fields.ev} placeholder="ör. 1,50" error={hint(home, 'homeXg')} onChange={(v) => set({ ev: v })} />
          <NumberField label="Deplasman beklenen gol (xG)" name="dep" value={fields.dep} placeholder="ör. 1,10" error={hint(away, 'awayXg')} onChange={(v) => set({ dep: v })} />
          <NumberField
            label="Dixon–Coles ρ"
            name="rho"
            value={fields.rho}
            placeholder="0"
            error={hint(rho, 'rho')}
            onChange={(v) => set({ rho: v })}
            suffix={<Note>{rhoNote(home.value, away.value)}</Note>}
          />
        </FieldGrid>
        <FieldGrid>
          <NumberField label="Bahisçi oranı: 1" name="o1" value={fields.o1} placeholder="isteğe bağlı" error={hint(o1, 'homeOdds')} onChange={(v) => set({ o1: v })} />
          <NumberField label="Bahisçi oranı: X" name="ox" value={fields.ox} placeholder="isteğe bağlı" error={hint(ox, 'drawOdds')} onChange={(v) => set({ ox: v })} />
          <NumberField label="Bahisçi oranı: 2" name="o2" value={fields.o2} placeholder="isteğe bağlı" error={hint(o2, 'awayOdds')} onChange={(v) => set({ o2: v })} />
        </FieldGrid>
      </CalculatorForm>
      <ResultBox aria-live="polite" data-testid="score-model-result" $tone="neutral">
        {refusal !== null && <p>{refusal}</p>}
        {model === null && refusal === null && <p>Sonuç için iki takımın beklenen golünü (0’dan büyük, en fazla {MAX_EXPECTED_GOALS}) girin.</p>}
        {model !== null && <ModelSummary model={model} odds={{ home: o1.value, draw: ox.value, away: o2.value }} />}
      </ResultBox>
      {model !== null && <ScoreGrid grid={model.grid} />}
    </CalculatorPageLayout>
  );
}

interface ModelSummaryProps {
  model: ScoreModel;
  odds: Record<'home' | 'draw' | 'away', number | null>;
}

function ModelSummary({ model, odds }: ModelSummaryProps) {
  const withOdds = outcomes.some(({ key }) => odds[key] !== null);
  const { home, away, probability } = model.mostLikelyScore;
  return (
    <>
      <ScoreTable>
        <table>
          <caption>Maç sonucu (1X2)</caption>
          <thead>
            <tr>
              <th scope="col">Sonuç</th>
              <th scope="col">Olasılık</th>
              <th scope="col">Adil oran</th>
              {withOdds && <th scope="col">Bahisçi oranı</th>}
              {withOdds && <th scope="col">Avantaj</th>}
            </tr>
          </thead>
          <tbody>
            {outcomes.map(({ key, label }) => {
              const edge = model.edges[key];
              const given = odds[key];
              return (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td>{percent(model.probabilities[key])}</td>
                  <td>{formatNumber(model.fairOdds[key])}</td>
                  {withOdds && <td>{given === null ? '–' : formatNumber(given)}</td>}
                  {withOdds && <td>{edge === null ? '–' : formatSignedPercent(edge * 100)}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScoreTable>
      <ScoreTable>
        <table>
          <caption>Alt/üst ve karşılıklı gol</caption>
          <thead>
            <tr>
              <th scope="col">Bahis</th>
              <th scope="col">Olasılık</th>
              <th scope="col">Adil oran</th>
            </tr>
          </thead>
          <tbody>
            {model.overUnder.flatMap(({ line, over, under }) => [
              <MarketRow key={`${line}-over`} label={`${formatNumber(line, 1)} Üst`} probability={over} />,
              <MarketRow key={`${line}-under`} label={`${formatNumber(line, 1)} Alt`} probability={under} />,
            ])}
            <MarketRow label="KG Var" probability={model.bothTeamsToScore.yes} />
            <MarketRow label="KG Yok" probability={model.bothTeamsToScore.no} />
          </tbody>
        </table>
      </ScoreTable>
      <dl>
        <dt>En olası skor</dt>
        <dd>
          {home}–{away} ({percent(probability)})
        </dd>
      </dl>
    </>
  );
}

/** One market of the second table: its chance and the odds without a margin, 1 ÷ p. */
function MarketRow({ label, probability }: { label: string; probability: number }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{percent(probability)}</td>
      <td>{formatNumber(1 / probability)}</td>
    </tr>
  );
}
