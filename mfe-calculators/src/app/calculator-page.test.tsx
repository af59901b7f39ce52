import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { paths } from 'shared-data';
import { MemoryNavigation, ThemeRoot } from 'shared-data/react';
import { describe, expect, it } from 'vitest';
import { CalculatorPage } from './calculator-page.tsx';

function renderAt(url: string) {
  render(
    <ThemeRoot withGlobalStyle={false}>
      <MemoryNavigation path={url}>
        {/* Each calculator's code is a chunk of its own, loaded as the page renders. */}
        <Suspense fallback={null}>
          <CalculatorPage />
        </Suspense>
      </MemoryNavigation>
    </ThemeRoot>,
  );
}

describe('CalculatorPage', () => {
  it.each([
    ['adil-oran', 'Adil Oran (Marj Kaldırma) Hesaplayıcı'],
    ['eslesen-bahis', 'Eşleşen Bahis (Matched Betting) Hesaplayıcı'],
    ['hedge', 'Hedge (Pozisyon Kapatma) Hesaplayıcı'],
    ['dutching', 'Dutching Hesaplayıcı'],
    ['bonus-cevrim', 'Bonus Çevrim Hesaplayıcı'],
    ['sistem', 'Sistem ve Kupon Hesaplayıcı'],
    ['asya-handikap', 'Asya Handikap ve Alt/Üst Hesaplayıcı'],
    ['skor-tahmini', 'Skor Tahmini (Poisson / Dixon–Coles)'],
    ['kupon-defteri', 'Kupon Defteri'],
  ] as const)('shows the %s calculator', async (slug, heading) => {
    renderAt(paths.calculator(slug));
    await screen.findByRole('heading', { level: 1, name: heading });
  });

  it('says in Turkish that an unknown calculator does not exist', () => {
    renderAt('/bahis-hesaplayici/yok');
    expect(isInaccessible(screen.getByText('Hesaplayıcı bulunamadı.'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Tüm Hesaplayıcılara Geri Dön' }).getAttribute('href')).toBe(paths.calculators);
  });
});
