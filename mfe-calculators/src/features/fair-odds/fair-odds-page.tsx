import { formatNumber, formatPercent } from 'shared-data';
import { FAIR_ODDS_MIN_OUTCOMES, MARGIN_METHODS, type MarginMethod, removeMargin } from 'shared-data/betting';
import styled from 'styled-components';
import { ResultBox } from '../../components/calculator-card.tsx';
import { CalculatorPageLayout } from '../../components/calculator-page-layout.tsx';
import { CalculatorForm } from '../../components/calculator-form.tsx';
import { OddsListButtons, OddsListEditor, useUrlOddsList } from '../../components/odds-list.tsx';
import { allTyped, otherRefusal, ruleHints } from '../../components/rule-hints.ts';
import { fairOddsMessage } from '../../components/rule-messages.ts';
import { readNumber } from '../../components/read-number.ts';

/** More outcomes than this are rarely one market a bettor types by hand. */
const FAIR_ODDS_MAX_OUTCOMES = 10;

const methodNames: Record<MarginMethod, string> = {
  multiplicative: 'Çarpımsal',
  additive: 'Toplamsal',
  power: 'Üssel',
  shin: 'Shin',
  oddsRatio: 'Oran oranı (Cheung)',
  balancedBook: 'Dengeli defter (Fingleton–Waldron)',
};

/** The letter each method's caption gives its parameter; the first two have none. */
const parameterNames: Record<MarginMethod, string | null> = {
  multiplicative: null,
  additive: null,
  power: 'k',
  shin: 'z',
  oddsRatio: 'c',
  balancedBook: 'z',
};

const Tables = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  caption { text-align: left; font-weight: 700; padding-bottom: ${({ theme }) => theme.space.xs}; }
  th, td { padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: right; }
  th:first-child { text-align: left; }
`;

export function FairOddsPage() {
  const list = useUrlOddsList(FAIR_ODDS_MIN_OUTCOMES, FAIR_ODDS_MAX_OUTCOMES);
  const odds = list.raws.map((raw) => readNumber(raw));
  const typed = allTyped(odds);
  const results = MARGIN_METHODS.map((method) => ({
    method,
    result: typed ? removeMargin(odds.map((o) => o.value), method) : null,
  }));
  // The odds are checked alike by every method; the multiplicative one answers whenever the odds are valid.
  const basic = results[0]?.result ?? null;
  const market = basic?.kind === 'fair' ? basic : null;
  const hint = ruleHints(basic, fairOddsMessage);

  return (
    <CalculatorPageLayout
      slug="adil-oran"
      heading="Adil Oran (Marj Kaldırma) Hesaplayıcı"
      metaTitle="Adil Oran Hesaplayıcı: Bahisçi Marjını Altı Yöntemle Kaldırma"
      metaDescription="Bir bahis piyasasının oranlarından bahisçi marjını (overround) hesaplayın; çarpımsal, toplamsal, üssel, Shin, oran oranı ve dengeli defter yöntemleriyle adil olasılık ve adil oranları karşılaştırın."
      intro="Bir piyasanın bütün sonuçlarının oranlarını girin (ör. maç sonucu için 1, X ve 2). Hesaplayıcı bahisçinin marjını bulur ve altı yöntemle marjdan arındırılmış adil olasılıkları ve adil oranları gösterir."
      formula={
        <>
          <p>
            Her oranın ima ettiği olasılık π = 1 ÷ oran; bunların toplamı Σπ, marj (overround) = (Σπ − 1) × 100.
            Çarpımsal yöntem her π&apos;yi Σπ&apos;ye böler; toplamsal yöntem her sonuçtan aynı payı, (Σπ − 1) ÷ n, düşer;
            üssel yöntem π<sup>k</sup> değerlerinin toplamı 1 olacak k üssünü bulur; Shin yöntemi, içeriden bilgi
            sahibi bahisçilerin payını (z) hesaba katarak uzun oranlardan daha çok pay düşer. Oran oranı yöntemi her
            π&apos;yi π ÷ (c × (1 − π) + π) olasılığına çevirir ve c&apos;yi olasılıkların toplamı 1 olacak biçimde
            seçer; dengeli defter yöntemi z = (Σπ − 1) ÷ (n − 1) payını düşer ve kalanı (1 − z)&apos;ye böler:
            (π − z) ÷ (1 − z). Adil oran = 1 ÷ adil olasılık.
          </p>
          <ul>
            <li>Çarpımsal: Štrumbelj (2014), &quot;temel yöntem&quot; adıyla.</li>
            <li>
              Toplamsal: Clarke, Kovalchik ve Ingram (2017). Buchdahl&apos;ın &quot;oranlarla orantılı marj
              ağırlıkları&quot; yöntemi aynı adil olasılıkları verir; bu yüzden ayrıca gösterilmez.
            </li>
            <li>Üssel: Clarke, Kovalchik ve Ingram (2017).</li>
            <li>Shin: Shin (1992, 1993), Štrumbelj&apos;in (2014) yazdığı biçimiyle.</li>
            <li>Oran oranı: Cheung (2015); Buchdahl&apos;ın &quot;Wisdom of the Crowd&quot; çalışmasında anlatılır.</li>
            <li>Dengeli defter: Fingleton ve Waldron (1999).</li>
          </ul>
          <p>
            Örnek: oranlar 1,80 ve 2,00. π = 1 ÷ 1,80 = 0,5556 ve 1 ÷ 2,00 = 0,5; Σπ = 1,0556, marj %5,56.
            Çarpımsal: 0,5556 ÷ 1,0556 = %52,63 (adil oran 1,90) ve 0,5 ÷ 1,0556 = %47,37 (2,11). Toplamsal: her
            sonuçtan 0,0556 ÷ 2 = 0,0278 düşülür: %52,78 (1,89) ve %47,22 (2,12). Oran oranı: c = √5 ÷ 2 = 1,1180;
            %52,79 (1,89) ve %47,21 (2,12). Dengeli defter: z = 0,0556; (0,5556 − 0,0556) ÷ 0,9444 = %52,94 (1,89)
            ve (0,5 − 0,0556) ÷ 0,9444 = %47,06 (2,13).
          </p>
        </>
      }
    >
      <CalculatorForm
        slug="adil-oran"
        submitEntry={list.countEntry}
        buttons={<OddsListButtons list={list} addLabel="Sonuç Ekle" removeLabel="Sonuç Çıkar" />}
      >
        <OddsListEditor list={list} label={(i) => `${i + 1}. Sonuç Oranı`} errors={odds.map((o, i) => hint(o, 'odds', i))} />
      </CalculatorForm>
      <ResultBox aria-live="polite" data-testid="fair-odds-result" $tone="neutral">
        {basic === null && <p>Sonuç için piyasanın bütün sonuçlarının oranlarını (1&apos;den büyük) girin.</p>}
        {basic?.kind === 'invalid' && <p>{fairOddsMessage(basic)}</p>}
        {market !== null && (
          <>
            <strong className="headline">Bahisçi marjı (overround): {formatPercent(market.overroundPercent)}</strong>
            <p>
              Oranların ima ettiği toplam olasılık: {formatPercent(market.bookSum * 100)}
              {market.bookSum < 1 && ' – toplam %100’ün altında: bu oranlar bir arbitraj fırsatıdır.'}
            </p>
            <Tables>
              {results.map(({ method, result }) => (
                <MethodTable key={method} method={method} odds={odds.map((o) => o.value ?? 0)} result={result} />
              ))}
            </Tables>
          </>
        )}
      </ResultBox>
    </CalculatorPageLayout>
  );
}

interface MethodTableProps {
  method: MarginMethod;
  odds: readonly number[];
  result: ReturnType<typeof removeMargin> | null;
}

function MethodTable({ method, odds, result }: MethodTableProps) {
  const symbol = parameterNames[method];
  const refusal = otherRefusal(result, ['odds'], fairOddsMessage);
  if (result === null || result.kind !== 'fair') {
    return (
      <div>
        <strong>{methodNames[method]}</strong>
        <p>{refusal ?? 'Bu yöntem bu oranlarla hesaplanamıyor.'}</p>
      </div>
    );
  }
  return (
    <table>
      <caption>
        {methodNames[method]}
        {symbol !== null && result.parameter !== null && ` (${symbol} = ${formatNumber(result.parameter, 4)})`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Sonuç</th>
          <th scope="col">Oran</th>
          <th scope="col">Adil olasılık</th>
          <th scope="col">Adil oran</th>
        </tr>
      </thead>
      <tbody>
        {odds.map((o, i) => (
          <tr key={i}>
            <th scope="row">{i + 1}.</th>
            <td>{formatNumber(o)}</td>
            <td>{formatPercent(result.probabilitiesPercent[i] ?? 0)}</td>
            <td>{formatNumber(result.fairOdds[i] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
