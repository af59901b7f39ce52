/**
 * The casino review pages, the ranking by value and the comparison, used on a phone: first as the server
 * sends them with no script at all (the pages are `static`: what the server wrote is the page), then the comparison
 * once the app has hydrated. Expected figures are worked out by hand from the demo offers' terms (comments beside them).
 */
import { contentApi, paths, type Comparison } from 'shared-data';
import { expect, test, type Page } from '../fixtures.ts';
import { answer } from './content-api.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface DemoCasino {
  slug: string;
  name: string;
  /** The rating as the pages write it. */
  rating: string;
  /** The grade's badge and the number of red flags, worked by hand from the bands (grade.test.ts, 'the seeded offers'). */
  grade: string;
  flags: number;
}

/** Every published casino of the seed: the three of the ranking, then the two the popups alone show. */
const casinos: readonly DemoCasino[] = [
  { slug: 'lalezar-casino', name: 'Lalezar Casino', rating: '4,9', grade: 'Not: B · İyi', flags: 0 },
  { slug: 'nebula-bet', name: 'Nebula Bet', rating: '4,8', grade: 'Not: C · Orta', flags: 0 },
  { slug: 'fjord-spins', name: 'Fjord Spins', rating: '4,7', grade: 'Not: A · Çok iyi', flags: 0 },
  // 35× on deposit + bonus and a sticky bonus: two flags.
  { slug: 'zumrut-palace', name: 'Zümrüt Palace', rating: '4,6', grade: 'Not: E · Kötü', flags: 2 },
  { slug: 'atlas-vegas', name: 'Atlas Vegas', rating: '4,5', grade: 'Not: B · İyi', flags: 0 },
];
const ranked = casinos.slice(0, 3);

/** A number as the site writes it (tr-TR: '1.162,24', '-14,00', '+0,5'). */
function trNumber(text: string): number {
  const value = Number(text.trim().replace(/\./g, '').replace(',', '.'));
  if (!Number.isFinite(value)) throw new Error(`not a number: '${text}'`);
  return value;
}

/** Money as the site writes it: '+182,16 TL' → { amount: 182.16, currency: 'TL' }. */
function trMoney(text: string): { amount: number; currency: string } {
  const match = /^([+-]?[\d.,]+) (TL|USD)$/.exec(text.trim());
  if (!match?.[1] || !match[2]) throw new Error(`not an amount of money: '${text}'`);
  return { amount: trNumber(match[1]), currency: match[2] };
}

const main = (page: Page) => page.getByRole('main');

/** The figure a value list (`<dt>` label, `<dd>` figure) gives for `label`. */
const figure = (page: Page, label: string) => main(page).locator(`xpath=.//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);

/** Every `@type` anywhere in the page's JSON-LD. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '@type') types.push(...(Array.isArray(value) ? value : [value]).map(String));
        walk(value);
      }
    }
  };
  for (const block of blocks) walk(JSON.parse(block));
  return types;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('review pages', () => {
    test('every published casino has one: the API lists the same five, and the sitemap names each page', async ({ request }) => {
      const { choices } = await answer<Comparison>(request, contentApi.comparison(''));
      expect(choices.map((c) => c.slug).sort()).toEqual(casinos.map((c) => c.slug).sort());
      const sitemap = await (await request.get('/sitemap.xml')).text();
      for (const { slug } of casinos) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${paths.casino(slug)}</loc>`));
    });

    for (const casino of casinos) {
      test(`${casino.name}: title, terms, value, histogram with its table, 'Bonus Al' and JSON-LD`, async ({ page }) => {
        const path = paths.casino(casino.slug);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`${casino.name} İncelemesi`);
        await expect(main(page).getByRole('img', { name: `Puan: 5 üzerinden ${casino.rating}` }).first()).toBeVisible();

        const terms = main(page).getByRole('region', { name: 'Bonus Şartları' }).getByRole('table', { name: `${casino.name} bonus şartları` });
        await expect(terms).toBeVisible();
        for (const label of ['Hoş geldin bonusu', 'Çevrim şartı', 'Bedava dönüş']) {
          await expect(terms.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
        }
        const termsRegion = main(page).getByRole('region', { name: 'Bonus Şartları' });
        await expect(termsRegion.getByRole('link', { name: /^Not: / })).toHaveText(casino.grade);
        await expect(termsRegion.getByRole('link', { name: /^Not: / })).toHaveAttribute('href', `${paths.bonusValueMethod}#notlar-ve-uyarilar`);
        await expect(termsRegion.getByRole('list', { name: 'Uyarılar' }).getByRole('listitem')).toHaveCount(casino.flags);

        const value = main(page).getByRole('region', { name: 'Bonusun Gerçek Değeri' });
        await expect(value).toBeVisible();
        await expect(value.getByRole('link', { name: 'Nasıl hesaplıyoruz?' })).toHaveAttribute('href', paths.bonusValueMethod);
        // Every offer is valued, free spins alone included: the runs that withdraw nothing apart, the others in bins.
        await expect(value).toContainText('Referans oyun:');
        await expect(main(page).getByRole('img', { name: /^Hiçbir şey çekemeyen koşular: %[\d,]+; çekim yapan koşular: %[\d,]+\.$/ })).toBeVisible();
        const chart = main(page).getByRole('img', { name: /aralıkta çekim tutarına göre dağılımı/ });
        await expect(chart).toBeVisible();
        // The bins as a table, behind a native disclosure: closed at first, opened with no script.
        const table = main(page).getByRole('table', { name: 'Çekim tutarlarına göre simülasyonların dağılımı' });
        await expect(table).toBeHidden();
        await main(page).getByText('Dağılımı tablo olarak göster').click();
        await expect(table).toBeVisible();
        const rows = table.locator('tbody tr');
        // The chart says how many ranges it has; the table has one row each, after the row of the runs that withdraw nothing.
        const bins = Number(/(\d+) aralıkta/.exec((await chart.locator('title').first().textContent()) ?? '')?.[1]);
        expect(bins).toBeGreaterThan(1);
        await expect(rows).toHaveCount(bins + 1);
        await expect(rows.first().locator('td').first()).toHaveText('Hiçbir şey çekemeyen koşular');
        // Every run is in one row: the shares (rounded to 0,1 %) add up to 100 %.
        const shares = (await rows.locator('td:nth-child(2)').allTextContents()).map((share) => trNumber(share.replace('%', '')));
        expect(Math.abs(shares.reduce((sum, share) => sum + share, 0) - 100)).toBeLessThanOrEqual(0.05 * (bins + 1));

        const claim = main(page).getByRole('link', { name: 'Bonus Al', exact: true });
        await expect(claim).toHaveAttribute('href', new RegExp(`^/git/${casino.slug}\\?yer=inceleme(&|$)`));
        await expect(claim).toHaveAttribute('rel', /(^| )sponsored( |$)/);
        expect(new URL((await claim.getAttribute('href')) ?? '', 'http://x').searchParams.get('kaynak')).toBe(path);

        // The breadcrumb, and no review stars of our own (Google ignores self-serving reviews of the businesses a site lists).
        const types = await jsonLdTypes(page);
        expect(types).toContain('BreadcrumbList');
        expect(types.filter((type) => type === 'AggregateRating' || type === 'Review')).toEqual([]);
      });
    }

    test('an unknown casino answers 404 with "Casino bulunamadı."', async ({ page }) => {
      const response = await page.goto(paths.casino('yok-boyle'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Casino bulunamadı.' })).toBeVisible();
    });

    for (const casino of ranked) {
      test(`${casino.name}: the weighted mean of the rating's parts is the rating shown, ${casino.rating}`, async ({ page }) => {
        await page.goto(paths.casino(casino.slug));
        const section = main(page).getByRole('region', { name: `Puanımız: ${casino.rating} / 5` });
        const table = section.getByRole('table', { name: `${casino.name} puanının ölçütleri` });
        const rows = await table.locator('tbody tr').all();
        expect(rows).toHaveLength(5);
        let weights = 0;
        let weighted = 0;
        for (const row of rows) {
          const [weight, score] = await row.getByRole('cell').allTextContents();
          const w = trNumber((weight ?? '').replace('%', ''));
          weights += w;
          weighted += w * trNumber(score ?? '');
        }
        expect(weights).toBe(100);
        const mean = weighted / weights;
        // The demo parts are chosen so the mean is the rating itself, not only once rounded.
        expect(mean).toBeCloseTo(trNumber(casino.rating), 9);
        await expect(table.locator('tfoot')).toContainText(casino.rating);
      });
    }

    test('Lalezar Casino: 250 TL, deposit 100, 30× the bonus on Sweet Bonanza (RTP 96,48 %), and 1.000 spins of 0,20 TL', async ({ page }) => {
      await page.goto(paths.casino('lalezar-casino'));
      const value = main(page).getByRole('region', { name: 'Bonusun Gerçek Değeri' });
      await expect(value.getByRole('link', { name: 'Sweet Bonanza' })).toHaveAttribute('href', paths.game('pragmatic-play', 'sweet-bonanza'));
      await expect(value).toContainText('RTP 96,48%');
      await expect(figure(page, 'Yatırım')).toHaveText('100 TL');
      await expect(figure(page, 'Bonus')).toHaveText('250 TL');
      await expect(figure(page, 'Bedava dönüş')).toHaveText('1.000 × 0,20 TL');
      // 1 % of the starting balance 100 + 250 = 350, under the 50 TL maximum bet.
      await expect(figure(page, 'Bahis (her dönüş)')).toHaveText('3,50 TL');
      // 30 × 250 = 7.500 TL wagered; at a house edge of 100 - 96,48 = 3,52 % that loses 7.500 × 0,0352 = 264 TL.
      await expect(figure(page, 'Çevrim tutarı')).toHaveText('7.500 TL');
      await expect(figure(page, 'Beklenen kayıp (kapalı form)')).toHaveText('264 TL');
      // The bonus less what wagering it costs: 250 - 264 = -14 TL.
      await expect(figure(page, 'Bonus değeri (kapalı form)')).toHaveText('-14 TL');
      // The spins win 1.000 × 0,20 × 0,9648 = 192,96 TL on average, wagered 30×: 192,96 × (1 - 30 × 0,0352) = -10,81 TL.
      await expect(figure(page, 'Dönüşlerin değeri (kapalı form)')).toHaveText('-10,81 TL');
      await expect(value.getByRole('heading', { name: /Nakit bonus$/ })).toHaveText('1. Nakit bonus');
      await expect(value.getByRole('heading', { name: /Bedava dönüşler$/ })).toHaveText('2. Bedava dönüşler');
      await expectSimulatedFiguresHold(page, 100);
      // The bet table: the 1 TL minimum stake, the 3,50 TL standard bet and the 50 TL maximum bet.
      const bets = main(page).getByRole('region', { name: 'Bahis Büyüklüğünün Etkisi' }).getByRole('table', { name: 'Bahis büyüklüğüne göre değer' });
      await expect(bets.locator('tbody th')).toHaveText([/^En az bahis: 1 TL/, /^Standart bahis: 3,50 TL/, /^En yüksek bahis: 50 TL/]);
    });

    test('Nebula Bet: 3 USD without a deposit, 35× the bonus on Starburst (RTP 96,09 %)', async ({ page }) => {
      await page.goto(paths.casino('nebula-bet'));
      const value = main(page).getByRole('region', { name: 'Bonusun Gerçek Değeri' });
      await expect(value.getByRole('link', { name: 'Starburst' })).toBeVisible();
      await expect(value).toContainText('RTP 96,09%');
      await expect(figure(page, 'Yatırım')).toHaveText('0 USD');
      await expect(figure(page, 'Bonus')).toHaveText('3 USD');
      // 1 % of 0 + 3 USD is 0,03 USD, under the terms' minimum stake of 0,10 USD: the bet is 0,10.
      await expect(figure(page, 'Bahis (her dönüş)')).toHaveText('0,10 USD');
      // 35 × 3 = 105 USD wagered; 105 × (100 - 96,09) % = 105 × 0,0391 = 4,1055 USD lost; 3 - 4,1055 = -1,1055 USD.
      await expect(figure(page, 'Çevrim tutarı')).toHaveText('105 USD');
      await expect(figure(page, 'Beklenen kayıp (kapalı form)')).toHaveText('4,11 USD');
      await expect(figure(page, 'Bonus değeri (kapalı form)')).toHaveText('-1,11 USD');
      // 10 spins of 0,10 USD win 0,9609 USD on average, wagered 35×: 0,9609 × (1 - 35 × 0,0391) = -0,35 USD.
      await expect(figure(page, 'Dönüşlerin değeri (kapalı form)')).toHaveText('-0,35 USD');
      await expectSimulatedFiguresHold(page, 0);
    });

    test('Fjord Spins: free spins alone without wagering, valued on Book of Dead, with no bet table', async ({ page }) => {
      await page.goto(paths.casino('fjord-spins'));
      const value = main(page).getByRole('region', { name: 'Bonusun Gerçek Değeri' });
      await expect(value.getByRole('link', { name: 'Book of Dead' })).toBeVisible();
      await expect(figure(page, 'Bedava dönüş')).toHaveText('5 × 0,20 USD');
      // 5 × 0,20 × 0,9621 = 0,96 USD on average, paid at once.
      await expect(figure(page, 'Dönüşlerin değeri (kapalı form)')).toHaveText('+0,96 USD');
      await expect(figure(page, 'Yatırım')).toHaveCount(0);
      await expectSimulatedFiguresHold(page, 0);
      await expect(main(page).getByRole('region', { name: 'Bahis Büyüklüğünün Etkisi' })).toContainText(
        'Çevrim şartı olmadığından bahis büyüklüğü değeri değiştirmez.',
      );
      await expect(main(page).getByRole('table', { name: 'Bahis büyüklüğüne göre değer' })).toHaveCount(0);
    });

    test('Zümrüt Palace: a sticky %100 match, its cash part as an independent simulation found it, and its bets', async ({ page }) => {
      await page.goto(paths.casino('zumrut-palace'));
      // 100 % of the 200 TL minimum deposit: 200 TL bonus, start 400, bet 4 TL; 35 × 400 = 14.000 TL of wagering.
      await expect(figure(page, 'Bonus')).toHaveText('200 TL');
      await expect(figure(page, 'Bahis (her dönüş)')).toHaveText('4 TL');
      await expect(figure(page, 'Çevrim tutarı')).toHaveText('14.000 TL');
      // An independent simulation written from the terms alone found the sticky bonus worth −3,4 TL net, that is an
      // expected pay-out of 196,6 TL on the 200 TL deposit: inside the page's 95 % interval of the cash part.
      const cash = main(page)
        .getByRole('region', { name: 'Bonusun Gerçek Değeri' })
        .locator('section', { has: page.getByRole('heading', { name: /Nakit bonus$/ }) });
      const interval = /aralık: ([\d.,]+) … ([\d.,]+) TL/.exec((await cash.locator('dd').first().textContent()) ?? '');
      expect(trNumber(interval?.[1] ?? 'NaN')).toBeLessThanOrEqual(196.6);
      expect(trNumber(interval?.[2] ?? 'NaN')).toBeGreaterThanOrEqual(196.6);
      const bets = main(page).getByRole('table', { name: 'Bahis büyüklüğüne göre değer' });
      await expect(bets.locator('tbody th')).toHaveText([/^En az bahis: 1 TL/, /^Standart bahis: 4 TL/, /^En yüksek bahis: 100 TL/]);
    });
  });

  test.describe('the ranking by value', () => {
    test('numbers every public offer and orders them by expected net value in lira, at the rate the page states', async ({ page }) => {
      const response = await page.goto(paths.homeByValue);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('navigation', { name: 'Sıralama' }).getByRole('link', { name: 'Bonus değerine göre sırala' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const ranking = main(page).getByRole('region', { name: 'Bonus Değerine Göre Sıralama' });
      const rate = trNumber(/1 USD = ([\d.,]+) TL/.exec((await ranking.textContent()) ?? '')?.[1] ?? 'NaN');
      expect(rate).toBeGreaterThan(0);

      // The ranking's three and the two brands the popups show: every offer has a value, free spins alone included.
      const cards = await ranking.getByRole('article').all();
      expect(cards).toHaveLength(casinos.length);
      const names: string[] = [];
      const values: number[] = [];
      for (const [i, card] of cards.entries()) {
        const heading = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
        expect(heading).toMatch(new RegExp(`^${i + 1}\\. `));
        names.push(heading.replace(/^\d+\. /, ''));
        const text = (await card.textContent()) ?? '';
        const net = /Beklenen net değer: ([+-]?[\d.,]+ (?:TL|USD))/.exec(text)?.[1];
        expect(net, heading).toBeDefined();
        expect(text).toMatch(/Çekim yapabilme olasılığı: %\d+/);
        const { amount, currency } = trMoney(net ?? '');
        values.push(currency === 'USD' ? amount * rate : amount);
      }
      expect([...names].sort()).toEqual(casinos.map((c) => c.name).sort());
      // The cards round each value to what its interval supports, so neighbours may tie or swap within that rounding.
      for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeLessThanOrEqual((values[i - 1] ?? Number.NaN) * 1.1 + 10);
    });

    test("an unknown order shows the editors' order with a Turkish notice, and '/' keeps that order with none", async ({ page }) => {
      const editorsOrder = async () => {
        const featured = (await main(page).getByRole('article').first().getByRole('heading', { level: 2 }).textContent()) ?? '';
        const others = await main(page).getByRole('region', { name: 'Diğer Fırsatlar' }).getByRole('heading', { level: 3 }).allTextContents();
        return [featured, ...others.filter((name) => name !== 'Markanızı Tanıtın')];
      };
      const editors = page.getByRole('navigation', { name: 'Sıralama' }).getByRole('link', { name: 'Editörlerin sıralaması' });
      // The unknown order first: what the server renders for it must not become the page of '/' (or the reverse).
      const response = await page.goto('/?sirala=x');
      expect(response?.status()).toBe(200);
      await expect(main(page).getByRole('status')).toHaveText('Bu sıralama seçeneği tanınmadı; editörlerin sıralaması gösteriliyor.');
      await expect(editors).toHaveAttribute('aria-current', 'page');
      expect(await editorsOrder()).toEqual(['Lalezar Casino', 'Nebula Bet', 'Fjord Spins']);

      await page.goto(paths.home);
      await expect(editors).toHaveAttribute('aria-current', 'page');
      expect(await editorsOrder()).toEqual(['Lalezar Casino', 'Nebula Bet', 'Fjord Spins']);
      await expect(main(page).getByText('Bu sıralama seçeneği tanınmadı')).toHaveCount(0);
    });
  });

  test.describe('the comparison', () => {
    test("ticking 'Karşılaştır' on two cards and sending the form compares them, and a reload keeps them", async ({ page }) => {
      await page.goto(paths.home);
      await main(page).getByRole('article', { name: 'Nebula Bet', exact: true }).getByRole('checkbox', { name: /^Karşılaştır/ }).check();
      await main(page).getByRole('article', { name: 'Lalezar Casino', exact: true }).getByRole('checkbox', { name: /^Karşılaştır/ }).check();
      await main(page).getByRole('button', { name: 'Seçilenleri Karşılaştır' }).click();
      // The form sends the boxes in the page's order: the featured casino first.
      await expect(page).toHaveURL('/karsilastir?casino=lalezar-casino&casino=nebula-bet');
      await expectCompared(page, ['Lalezar Casino', 'Nebula Bet']);
      await page.reload();
      await expectCompared(page, ['Lalezar Casino', 'Nebula Bet']);
    });

    test('names an unknown casino and says one is too few', async ({ page }) => {
      const response = await page.goto('/karsilastir?casino=lalezar-casino,yok-boyle');
      expect(response?.status()).toBe(200);
      const notice = main(page).getByRole('alert');
      await expect(notice).toContainText('"yok-boyle" adında bir casino bulunamadı; karşılaştırmaya eklenmedi.');
      await expect(notice).toContainText('Karşılaştırma için en az 2 casino gerekir.');
      await expect(main(page).getByRole('heading', { level: 2, name: 'Seçilen Casino' })).toBeVisible();
    });

    test('five casinos show the first four asked, with a notice', async ({ page }) => {
      await page.goto('/karsilastir?casino=atlas-vegas,zumrut-palace,fjord-spins,nebula-bet,lalezar-casino');
      await expect(main(page).getByRole('alert')).toHaveText('En fazla 4 casino karşılaştırılabilir; seçtiklerinizden ilk 4 tanesi gösteriliyor.');
      await expectCompared(page, ['Atlas Vegas', 'Zümrüt Palace', 'Fjord Spins', 'Nebula Bet']);
      const gradeRow = main(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Not', exact: true }) });
      await expect(gradeRow.getByRole('cell')).toHaveText(['Not: B · İyi', 'Not: E · Kötü', 'Not: A · Çok iyi', 'Not: C · Orta']);
    });

    test('odd addresses never fail: a NUL, very long text, broken encodings, markup, the parameter many times', async ({ page }) => {
      // A C0 control character anywhere in an address is refused before any page runs.
      for (const ask of ['casino=%00', 'casino=lalezar-casino%00,nebula-bet', 'casino=%1B']) {
        const response = await page.goto(`/karsilastir?${ask}`);
        expect(response?.status(), ask).toBe(400);
        await expect(page.getByRole('heading', { level: 1 }), ask).toHaveText('Geçersiz İstek');
        await expect(page.getByText(/kontrol karakteri/), ask).toBeVisible();
      }
      const asks = [
        `casino=${'a'.repeat(5000)}`,
        `casino=${Array.from({ length: 300 }, (_, i) => `c${i}`).join(',')}`,
        'casino=%ED%A0%80,%FF,%EF%BF%BF,%C2%80',
        'casino=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
        'casino=%E2%80%A8,%25,..%2F..%2Fetc',
        'casino=,,,,',
        Array.from({ length: 60 }, () => 'casino=lalezar-casino').join('&'),
      ];
      for (const ask of asks) {
        const response = await page.goto(`/karsilastir?${ask}`);
        expect(response?.status(), ask).toBe(200);
        await expect(main(page).getByRole('heading', { level: 1 }), ask).toHaveText('Casino Karşılaştırma');
        await expect(main(page).getByRole('group', { name: 'Karşılaştırılacak casinolar' }), ask).toBeVisible();
      }
      // What the page cannot show is shown as the replacement character; a long slug is quoted only in part.
      await page.goto('/karsilastir?casino=%C2%80');
      await expect(main(page).getByRole('alert')).toContainText('"\uFFFD" adında bir casino bulunamadı');
      await page.goto(`/karsilastir?casino=${'a'.repeat(5000)}`);
      await expect(main(page).getByRole('alert')).toContainText(`"${'a'.repeat(40)}" adında bir casino bulunamadı`);
      await expect(main(page).getByRole('alert')).not.toContainText('a'.repeat(41));
    });
  });
});

test.describe('with JavaScript, once the page has hydrated', () => {
  test('the same journey navigates on the client: cards to the comparison, a reload, then the chooser', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto(paths.home);
    await main(page).getByRole('article', { name: 'Nebula Bet', exact: true }).getByRole('checkbox', { name: /^Karşılaştır/ }).check();
    await main(page).getByRole('article', { name: 'Fjord Spins', exact: true }).getByRole('checkbox', { name: /^Karşılaştır/ }).check();
    documents.length = 0;
    await main(page).getByRole('button', { name: 'Seçilenleri Karşılaştır' }).click();
    await expect(page).toHaveURL('/karsilastir?casino=nebula-bet&casino=fjord-spins');
    await expectCompared(page, ['Nebula Bet', 'Fjord Spins']);
    expect(documents).toEqual([]);

    await page.reload();
    await expectCompared(page, ['Nebula Bet', 'Fjord Spins']);

    // The chooser below the table: Fjord Spins out, Lalezar Casino in.
    const chooser = main(page).getByRole('group', { name: 'Karşılaştırılacak casinolar' });
    await expect(chooser.getByRole('checkbox', { name: 'Nebula Bet' })).toBeChecked();
    await chooser.getByRole('checkbox', { name: 'Fjord Spins' }).uncheck();
    await chooser.getByRole('checkbox', { name: 'Lalezar Casino' }).check();
    documents.length = 0;
    await main(page).getByRole('button', { name: 'Karşılaştır', exact: true }).click();
    await expect(page).toHaveURL('/karsilastir?casino=lalezar-casino&casino=nebula-bet');
    await expectCompared(page, ['Lalezar Casino', 'Nebula Bet']);
    expect(documents).toEqual([]);
  });
});

/** The comparison table shows these casinos, in this order, and the chooser has them ticked. */
async function expectCompared(page: Page, names: string[]) {
  await expect(main(page).getByRole('heading', { level: 2, name: 'Yan Yana' })).toBeVisible();
  const table = main(page).getByRole('table', { name: 'Seçilen casinoların karşılaştırması' });
  await expect(table.getByRole('columnheader')).toHaveText(names);
  const chooser = main(page).getByRole('group', { name: 'Karşılaştırılacak casinolar' });
  for (const name of names) await expect(chooser.getByRole('checkbox', { name })).toBeChecked();
}

/**
 * What the simulation's figures must satisfy whatever its runs drew: the net value is the cash-out less the deposit,
 * each estimate lies in its interval, a player never loses more than the deposit, and the shares are in order.
 */
async function expectSimulatedFiguresHold(page: Page, deposit: number) {
  const estimate = async (label: string) => {
    const text = (await figure(page, label).textContent()) ?? '';
    const match = /^([+-]?[\d.,]+) (?:TL|USD) \(%95 aralık: ([+-]?[\d.,]+) … ([+-]?[\d.,]+) (?:TL|USD)\)$/.exec(text);
    if (!match) throw new Error(`not an estimate with its interval: '${text}'`);
    const [value, low, high] = [match[1], match[2], match[3]].map((part) => trNumber(part ?? ''));
    expect(low).toBeLessThanOrEqual(value ?? Number.NaN);
    expect(value).toBeLessThanOrEqual(high ?? Number.NaN);
    return { value: value ?? Number.NaN, low: low ?? Number.NaN, high: high ?? Number.NaN };
  };
  const cashout = await estimate('Beklenen çekim');
  const net = await estimate('Beklenen net değer');
  // Both are rounded to their interval's precision, at most a tenth of its width apart.
  expect(Math.abs(net.value - (cashout.value - deposit))).toBeLessThanOrEqual((cashout.high - cashout.low) / 2);
  expect(net.low).toBeGreaterThanOrEqual(-deposit - 0.01);
  const share = async (label: string) => trNumber(/^%([\d,]+)/.exec((await figure(page, label).textContent()) ?? '')?.[1] ?? 'NaN');
  const withdraw = await share('Çekim yapabilme olasılığı');
  const profit = await share('Yatırdığından fazlasını çekme olasılığı');
  expect(withdraw).toBeGreaterThan(0);
  expect(withdraw).toBeLessThanOrEqual(100);
  expect(profit).toBeLessThanOrEqual(withdraw);
}
