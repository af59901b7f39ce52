import { screen, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { contentApi, paths } from 'shared-data';
import { OfferPolicyProvider } from 'shared-data/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoCallToAction, onBreak } from '../../components/offers-test-utils.ts';
import { casino } from '../../test-fixtures.ts';
import { mockContentApi, renderAt, resetContentApi } from '../../test-utils.tsx';
import { HomePage } from './home-page.tsx';

afterEach(resetContentApi);

describe('HomePage', () => {
  it('features the first casino of the ranking and offers the others beside two ad cards', async () => {
    mockContentApi({ [contentApi.casinos]: [casino(1, 'Birinci'), casino(2, 'İkinci'), casino(3, 'Üçüncü')] });
    await renderAt(paths.home, <HomePage />);
    const featured = within(await screen.findByRole('article', { name: 'Birinci' }));
    expect(isInaccessible(featured.getByText('Editörün Seçimi · 1. Sıra'))).toBe(false);
    // Through the redirect, placed as the featured casino, from the home page ('/' encoded).
    const claim = featured.getByRole('link', { name: 'Bonusu Talep Et' });
    expect([claim.getAttribute('href'), claim.getAttribute('target'), claim.getAttribute('rel')]).toEqual([
      '/git/birinci?yer=one-cikan&kaynak=%2F',
      '_blank',
      'sponsored noopener noreferrer',
    ]);
    const others = within(screen.getByRole('region', { name: 'Diğer Fırsatlar' }));
    const bonusLinks = others.getAllByRole('link', { name: 'Bonus Al' });
    expect(bonusLinks.map((a) => a.getAttribute('href'))).toEqual([
      '/git/ikinci?yer=siralama&kaynak=%2F',
      '/git/ucuncu?yer=siralama&kaynak=%2F',
    ]);
    expect(bonusLinks.every((a) => a.getAttribute('rel') === 'sponsored noopener noreferrer' && a.getAttribute('target') === '_blank')).toBe(true);
    expect(others.getAllByRole('heading', { name: 'Markanızı Tanıtın' })).toHaveLength(2);
  });

  it("records the page's path in its casino links, never its query", async () => {
    mockContentApi({ [contentApi.casinos]: [casino(1, 'Birinci')] });
    await renderAt(`${paths.home}?utm_source=kanal`, <HomePage />);
    const featured = within(await screen.findByRole('article', { name: 'Birinci' }));
    expect(featured.getByRole('link', { name: 'Bonusu Talep Et' }).getAttribute('href')).toBe('/git/birinci?yer=one-cikan&kaynak=%2F');
  });

  it('links a casino with typed terms to the wagering calculator filled in with them, and no other', async () => {
    const withTerms = {
      ...casino(1, 'Birinci'),
      terms: {
        bonusAmount: 250,
        bonusPercent: 100,
        wageringMultiple: 30,
        wageringBase: 'bonus' as const,
        minDeposit: 100,
        maxBet: 50,
        maxCashout: null,
        daysToComplete: 7,
      },
    };
    mockContentApi({ [contentApi.casinos]: [withTerms, casino(2, 'İkinci')] });
    await renderAt(paths.home, <HomePage />);
    const featured = within(await screen.findByRole('article', { name: 'Birinci' }));
    // The query as wageringQueryFromCasino documents it: bonus, multiple, base, minimum deposit, maximum bet.
    expect(featured.getByRole('link', { name: 'Çevrimi Hesapla' }).getAttribute('href')).toBe(
      `${paths.calculator('bonus-cevrim')}?bonus=250&cevrim=30&taban=bonus&yatirim=100&maxbahis=50`,
    );
    const others = within(screen.getByRole('region', { name: 'Diğer Fırsatlar' }));
    expect(others.queryByRole('link', { name: 'Çevrimi Hesapla' })).toBeNull();
  });

  it('shows the key bonus terms beside the offer: wagering, minimum deposit, maximum bet and days', async () => {
    const terms = {
      bonusAmount: 250,
      bonusPercent: 100,
      wageringMultiple: 30,
      wageringBase: 'bonus' as const,
      maxCashout: null,
    };
    const first = casino(1, 'Birinci');
    const second = casino(2, 'İkinci');
    mockContentApi({
      [contentApi.casinos]: [
        { ...first, bonusDetails: { ...first.bonusDetails, wagering: '30x' }, terms: { ...terms, minDeposit: 100, maxBet: 12.5, daysToComplete: 7 } },
        { ...second, bonusDetails: { ...second.bonusDetails, wagering: 'Yok' }, terms: { ...terms, minDeposit: 0, maxBet: null, daysToComplete: null } },
      ],
    });
    await renderAt(paths.home, <HomePage />);
    const termsOf = (name: string) =>
      within(screen.getByRole('article', { name })).getAllByRole('definition').map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);
    await screen.findByRole('article', { name: 'Birinci' });
    expect(termsOf('Birinci')).toEqual(['Çevrim: 30x', 'En Az Yatırım: 100 TL', 'En Yüksek Bahis: 12,50 TL', 'Süre: 7 gün']);
    expect(termsOf('İkinci')).toEqual(['Çevrim: Yok', 'En Az Yatırım: Yatırımsız', 'En Yüksek Bahis: Sınır yok', 'Süre: Süre sınırı yok']);
  });
});

describe('HomePage for a reader on a break', () => {
  it("keeps the editors' ranking with each casino's offer and terms, and our review links, without a call to a casino", async () => {
    mockContentApi({ [contentApi.casinos]: [casino(1, 'Birinci'), casino(2, 'İkinci'), casino(3, 'Üçüncü')] });
    await renderAt(
      paths.home,
      <OfferPolicyProvider value={onBreak}>
        <HomePage />
      </OfferPolicyProvider>,
    );
    const featured = within(await screen.findByRole('article', { name: 'Birinci' }));
    expect(featured.getByText('%100 Birinci Hoş Geldin Bonusu')).toBeVisible();
    expect(featured.getByText('Çevrim', { selector: 'dt' }).nextElementSibling?.textContent).toBe('30x');
    expect(featured.getByRole('link', { name: 'Birinci incelemesi' })).toHaveAttribute('href', paths.casino('birinci'));
    const others = within(screen.getByRole('region', { name: 'Diğer Fırsatlar' }));
    expect(others.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['İkinci', 'Üçüncü', 'Markanızı Tanıtın', 'Markanızı Tanıtın']);
    expect(others.getByText('%100 İkinci Hoş Geldin Bonusu')).toBeVisible();
    expect(others.getAllByRole('link', { name: 'İncele' }).map((a) => a.getAttribute('href'))).toEqual([paths.casino('ikinci'), paths.casino('ucuncu')]);
    expectNoCallToAction();
  });
});
