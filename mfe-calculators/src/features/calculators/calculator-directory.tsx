import { Link } from 'shared-data/react';
import { calculatorSlugs, paths, type CalculatorSlug } from 'shared-data';
import styled from 'styled-components';

/** The three calculators on the hub itself, by the id of their section. */
const onThisPage = [
  { id: 'surebet', title: 'Surebet (Arbitraj) Hesaplayıcı', description: 'Oranlar arasında garanti kâr için yatırımı bölün.' },
  { id: 'deger-bahis', title: 'Değerli Bahis (Value Bet)', description: 'Beklenen değeri ve Kelly yatırımını hesaplayın.' },
  { id: 'oran-donusturucu', title: 'Oran Dönüştürücü', description: 'Ondalık, kesirli, Amerikan ve Asya oranlarını çevirin.' },
] as const;

const pageCalculators: Record<CalculatorSlug, { title: string; description: string }> = {
  'adil-oran': { title: 'Adil Oran (Marj Kaldırma)', description: 'Bahisçi marjını çıkarıp her sonucun adil oranını bulun.' },
  'eslesen-bahis': {
    title: 'Eşleşen Bahis (Matched Betting)',
    description: 'Bedava bahsi ya da bonusu, borsada karşı bahisle kâra çevirin.',
  },
  hedge: { title: 'Hedge', description: 'Açık bahsinizi karşı bahisle güvenceye alın.' },
  dutching: { title: 'Dutching', description: 'Birden fazla sonuca, hangisi gelirse aynı kâr için yatırımı bölün.' },
  'bonus-cevrim': {
    title: 'Bonus Çevrim Hesaplayıcı',
    description: 'Bonus çevrim şartını, gereken toplam bahsi ve beklenen kaybı görün.',
  },
  sistem: {
    title: 'Sistem ve Kupon Hesaplayıcı',
    description: 'İddaa kuponunuzun kolon sayısını, bedelini ve banko, MBS ve iptallerle kazancını hesaplayın.',
  },
  'asya-handikap': {
    title: 'Asya Handikap ve Alt/Üst',
    description: 'Çeyrek çizgiler dahil Asya handikap ve alt/üst bahislerinin nasıl sonuçlandığını görün.',
  },
  'skor-tahmini': {
    title: 'Skor Tahmini (Poisson / Dixon–Coles)',
    description: 'Beklenen gollerden maç sonucu, alt/üst, KG ve skor olasılıklarını ve adil oranları bulun.',
  },
  'kupon-defteri': {
    title: 'Kupon Defteri',
    description: 'Bahislerinizi yalnızca tarayıcınızda kaydedin; kâr, ROI ve kapanış oranına göre değeri (CLV) izleyin.',
  },
};

const Nav = styled.nav`
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.lg}; }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li { display: flex; flex-direction: column; }
  a { font-weight: 600; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  /* On a phone the twelve entries with their descriptions would push the first calculator a screen down: the names
     alone, two to a row, keep it on the first screen. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    ul { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    span { display: none; }
  }
`;

/** Every calculator: the hub's own three as in-page links, the rest on pages of their own. */
export function CalculatorDirectory() {
  return (
    <Nav aria-labelledby="calculator-directory-title">
      <h2 id="calculator-directory-title">Tüm hesaplayıcılar</h2>
      <ul>
        {onThisPage.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.title}</a>
            <span>{item.description}</span>
          </li>
        ))}
        {calculatorSlugs.map((slug) => (
          <li key={slug}>
            <Link to={paths.calculator(slug)}>{pageCalculators[slug].title}</Link>
            <span>{pageCalculators[slug].description}</span>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
