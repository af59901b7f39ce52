import { breadcrumbLd, paths } from 'shared-data';
import { Island, Link, PageMeta } from 'shared-data/react';
import styled from 'styled-components';
import { OddsConverter } from '../features/odds-converter/odds-converter.tsx';
import { SurebetCalculator } from '../features/surebet/surebet-calculator.tsx';
import { ValueBetCalculator } from '../features/value-bet/value-bet-calculator.tsx';
import { CalculatorDirectory } from '../features/calculators/calculator-directory.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  h1 { margin: 0; font-size: ${({ theme }) => theme.font.size.xxl}; }
`;

const Intro = styled.p`
  margin: 0;
  max-width: 48rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function CalculatorsPage() {
  return (
    <Page>
      <PageMeta
        title="Bahis Hesaplayıcı: Surebet, Value Bet ve Oran Dönüştürücü"
        description="Ücretsiz bahis hesaplayıcıları: surebet (arbitraj) yatırım dağılımı ve kârı, değerli bahis (EV) ve Kelly hesabı, yedi biçimli oran dönüştürücü; adil oran, eşleşen bahis, hedge, dutching ve bonus çevrim."
        jsonLd={(origin) => breadcrumbLd([{ name: 'Bahis Hesaplayıcı', path: paths.calculators }], origin)}
      />
      <header>
        <h1>Bahis Hesaplayıcı</h1>
        <Intro>
          Hesaplayıcılar, oranların arkasındaki matematiği görünür kılar. Sonuçlar yalnızca girdiğiniz oranlara dayanır;
          hiçbir hesap kazanç garantisi değildir. Yöntemlerin ayrıntısı için{' '}
          <Link to={paths.tactic('surebet-arbitrage-betting')}>surebet rehberine</Link> ve{' '}
          <Link to={paths.tactic('value-betting-deger-bahsi')}>değerli bahis rehberine</Link> göz atın.
        </Intro>
      </header>
      <CalculatorDirectory />
      {/* Each calculator hydrates when it comes into view or is touched; the page around them at once. */}
      <Island name="surebet">
        <SurebetCalculator />
      </Island>
      <Island name="value-bet">
        <ValueBetCalculator />
      </Island>
      <Island name="odds-converter">
        <OddsConverter />
      </Island>
    </Page>
  );
}
