import { expect, test } from '../fixtures.ts';

test.describe('home and bonus ranking', () => {
  test('shows the featured casino, the other offers, the ad cards and the tools', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('En İyi Casino Bonusları');
    await expect(page).toHaveTitle(/En İyi Casino Bonusları \| SafeBet/);
    const main = page.getByRole('main');
    await expect(main.getByText('Hoş Geldin Bonusu', { exact: true })).toBeVisible();
    await expect(main.getByText('Yatırım Bonusu', { exact: true })).toBeVisible();

    const others = main.getByRole('region', { name: 'Diğer Fırsatlar' });
    const bonusLinks = others.getByRole('link', { name: 'Bonus Al', exact: true });
    await expect(bonusLinks).toHaveCount(2);
    // Every casino link goes through the redirect, tagged with its placement and the page's path.
    await expect(main.getByRole('link', { name: 'Bonusu Talep Et' })).toHaveAttribute('href', '/git/lalezar-casino?yer=one-cikan&kaynak=%2F');
    await expect(bonusLinks.nth(0)).toHaveAttribute('href', '/git/nebula-bet?yer=siralama&kaynak=%2F');
    await expect(bonusLinks.nth(1)).toHaveAttribute('href', '/git/fjord-spins?yer=siralama&kaynak=%2F');
    for (const link of await bonusLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    }
    await expect(others.getByRole('heading', { name: 'Markanızı Tanıtın' })).toHaveCount(2);
    await others.getByRole('link', { name: 'İletişime Geç' }).first().click();
    await expect(page).toHaveURL(/\/reklam$/);
  });

  test('links to the tactics and the calculators from Strateji ve Araçlar', async ({ page }) => {
    await page.goto('/');
    const tools = page.getByRole('region', { name: 'Strateji ve Araçlar' });
    await expect(tools.getByRole('link', { name: 'Kazanma Taktikleri' })).toHaveAttribute('href', '/kazanma-taktikleri');
    await expect(tools.getByRole('link', { name: 'Bahis Hesaplayıcı' })).toHaveAttribute('href', '/bahis-hesaplayici');
  });
});

test.describe('games', () => {
  test('lists 16 per page, keeps the page in the URL across a reload, and filters', async ({ page }) => {
    await page.goto('/oyunlar?sayfa=2');
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(16);
    await expect(main.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(main.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');

    await main.getByLabel('Oyun ara').fill('book of');
    await expect(page).toHaveURL(/q=book\+of/);
    await expect(page).not.toHaveURL(/sayfa=/);
    await expect(main.getByRole('heading', { name: 'Book of Dead' })).toBeVisible();

    await main.getByLabel('Oyun ara').fill('bu oyun yok');
    await expect(main.getByText('Arama kriterlerine uygun oyun bulunamadı.')).toBeVisible();
  });

  test('filters by provider', async ({ page }) => {
    await page.goto('/oyunlar');
    const main = page.getByRole('main');
    await main.getByLabel('Sağlayıcı').selectOption({ label: 'Ezugi' });
    await expect(page).toHaveURL(/saglayici=ezugi/);
    await expect(main.getByRole('heading', { name: 'Teen Patti' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Sweet Bonanza' })).toHaveCount(0);
  });

  test('a game page shows all its parts', async ({ page }) => {
    await page.goto('/oyunlar/pragmatic-play/sweet-bonanza');
    const main = page.getByRole('main');
    await expect(page).toHaveTitle('Sweet Bonanza İncelemesi ve Oynanacak Siteler | SafeBet');
    await expect(main.getByRole('link', { name: /Tüm Oyunlara Geri Dön/ })).toHaveAttribute('href', '/oyunlar');
    await expect(main.getByRole('heading', { level: 1, name: 'Sweet Bonanza' })).toBeVisible();
    await expect(main.getByText('96,48%').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Pragmatic Play' })).toHaveAttribute('href', '/saglayicilar/pragmatic-play');
    const play = main.getByRole('complementary', { name: 'Bu Oyunu Oyna' });
    await expect(play.getByRole('link', { name: 'Oyna' })).toHaveCount(3);
    await expect(play.getByRole('link', { name: 'Oyna' }).first()).toHaveAttribute(
      'href',
      '/git/lalezar-casino?yer=oyun-sayfasi&kaynak=%2Foyunlar%2Fpragmatic-play%2Fsweet-bonanza',
    );
    await expect(main.getByRole('heading', { level: 2, name: /Sweet Bonanza Nasıl Oynanır/ })).toHaveAttribute('id', 'sweet-bonanza-nasil-oynanir');
    const more = main.getByRole('region', { name: 'Bu Sağlayıcının Diğer Oyunları' });
    await expect(more.getByRole('article')).toHaveCount(4);
  });

  test('an unknown game says so with the not-found title and status 404', async ({ page }) => {
    const response = await page.goto('/oyunlar/pragmatic-play/olmayan-oyun');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oyun bulunamadı.' })).toBeVisible();
    await expect(page).toHaveTitle('Oyun Bulunamadı');
  });
});

test.describe('providers', () => {
  test('lists providers sorted by name and opens one with its games', async ({ page }) => {
    await page.goto('/saglayicilar');
    const names = await page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(75);
    expect(names).toEqual([...names].sort(new Intl.Collator('tr-TR', { sensitivity: 'base', numeric: true }).compare));
    await page.getByRole('link', { name: 'Ezugi', exact: true }).click();
    await expect(page).toHaveURL(/\/saglayicilar\/ezugi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ezugi' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Dragon Tiger' })).toBeVisible();
  });

  test('a provider without games and an unknown provider', async ({ page }) => {
    await page.goto('/saglayicilar/fantasma-games');
    await expect(page.getByText('Bu sağlayıcıya ait oyun bulunamadı.')).toBeVisible();
    const response = await page.goto('/saglayicilar/olmayan-saglayici');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sağlayıcı bulunamadı.' })).toBeVisible();
    await expect(page).toHaveTitle('Sağlayıcı Bulunamadı');
  });
});

test.describe('blog', () => {
  test('lists posts newest first on pages of 16', async ({ page }) => {
    await page.goto('/blog');
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(16);
    await expect(main.getByRole('article').first()).toContainText('31 Ağustos 2024');
    await main.getByRole('link', { name: '3', exact: true }).click();
    await expect(page).toHaveURL(/sayfa=3/);
    await expect(main.getByRole('article')).toHaveCount(5);
    await expect(main.getByRole('article').last()).toContainText('1 Temmuz 2024');
  });

  test('a post shows title, author, date, cover and body, and its internal links resolve', async ({ page }) => {
    await page.goto('/blog/sorumlu-oyun-rehberi');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Sorumlu Oyun');
    await expect(main).toContainText('SafeBet Editör Ekibi');
    await expect(main.locator('time')).toHaveText('3 Temmuz 2024');
    await expect(main.getByRole('img', { name: /kapak görseli/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Tüm Yazılara Geri Dön/ })).toBeVisible();
    const internal = main.locator('article a[href^="/kazanma-taktikleri"]').first();
    const href = await internal.getAttribute('href');
    await internal.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Sayfa Bulunamadı')).toHaveCount(0);
  });

  test('an unknown post says "Yazı bulunamadı."', async ({ page }) => {
    await page.goto('/blog/olmayan-yazi');
    await expect(page.getByRole('heading', { level: 1, name: 'Yazı bulunamadı.' })).toBeVisible();
  });
});

test.describe('tactics', () => {
  test('lists tactics with category, title and excerpt, 16 per page', async ({ page }) => {
    await page.goto('/kazanma-taktikleri');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(16);
    await expect(cards.first()).toContainText('Matematiksel ve Stratejik Sistemler');
    await expect(page.getByRole('main').getByRole('link', { name: '4', exact: true })).toBeVisible();
  });

  test('a tactic shows its category, title, table of contents and body', async ({ page }) => {
    await page.goto('/kazanma-taktikleri/martingale-sistemi');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Martingale');
    await expect(main.getByText('Matematiksel ve Stratejik Sistemler').first()).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'İçindekiler' })).toBeVisible();
    await expect(main.locator('table').first()).toBeVisible();
    await page.goto('/kazanma-taktikleri/olmayan-taktik');
    await expect(page.getByRole('heading', { level: 1, name: 'Taktik bulunamadı.' })).toBeVisible();
  });
});

test.describe('advertising and legal pages', () => {
  test('reklam offers the channel and an e-mail link', async ({ page }) => {
    await page.goto('/reklam');
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('main').getByRole('link', { name: /Telegram/ })).toHaveAttribute('target', '_blank');
  });

  test('legal pages say what the spec says', async ({ page }) => {
    await page.goto('/sorumlu-oyun');
    await expect(page.getByRole('main')).toContainText('Yeşilay Danışmanlık Hattı 115');
    await expect(page.getByRole('main')).toContainText('YEDAM');
    await page.goto('/gizlilik-politikasi');
    await expect(page.getByRole('main')).toContainText('29 Temmuz 2024');
    await expect(page.getByRole('main')).toContainText('kişisel veri toplamaz');
    await page.goto('/sartlar-ve-kosullar');
    await expect(page.getByRole('main')).toContainText('18 yaşını doldurmuş');
    await expect(page.getByRole('main')).toContainText('hiçbir sorumluluk kabul etmez');
  });
});
