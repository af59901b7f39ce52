/**
 * A reader narrows the games list by RTP, volatility, feature and year, sorts it, and pages through it, with scripts
 * and without; a game's page says where its RTP stands. Expected games are read off the seed's Markdown by hand
 * (shared-data/content/games).
 */
import { paths } from 'shared-data';
import { appStarted, expect, holdScripts, test, type Page } from '../fixtures.ts';

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const names = (page: Page) => cards(page).getByRole('heading');
const rtps = (page: Page) => cards(page).getByText(/^RTP: /);
const years = (page: Page) => cards(page).getByText(/^\d{4}$/);
const volatilities = (page: Page) => cards(page).getByText(/^(Düşük|Orta|Yüksek|Çok Yüksek)$/);
const rtpField = (page: Page, label: 'En az' | 'En çok') => main(page).getByRole('group', { name: 'RTP' }).getByLabel(label);

/** Console errors and uncaught errors from now on (a hydration mismatch among them). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The eight low-volatility games, highest RTP first. */
const lowByRtp = ['Infinite Blackjack', 'Baccarat (Ezugi)', 'Free Bet Blackjack', 'Blood Suckers', 'Andar Bahar', 'Dragon Tiger', 'Starburst', 'Lucky 7'];
const lowRtps = ['99,47%', '98,94%', '98,45%', '98,00%', '97,85%', '96,27%', '96,09%', '92,31%'].map((rtp) => `RTP: ${rtp}`);

test.describe('games filters with scripts', () => {
  test('volatility, sort and an RTP bound filter at once, the address follows, and back undoes a choice', async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto(paths.games);
    await main(page).getByLabel('Volatilite').selectOption({ label: 'Düşük' });
    await expect(page).toHaveURL(`${paths.games}?volatilite=dusuk`);
    await expect(main(page).getByText('8 oyun bulundu')).toBeVisible();
    await expect(volatilities(page)).toHaveText(Array<string>(8).fill('Düşük'));

    await main(page).getByLabel('Sırala').selectOption({ label: 'En yüksek RTP' });
    await expect(page).toHaveURL(`${paths.games}?volatilite=dusuk&sirala=rtp`);
    await expect(names(page)).toHaveText(lowByRtp);
    await expect(rtps(page)).toHaveText(lowRtps);

    // Typed the Turkish way; the address writes it with a dot, the field keeps what was typed.
    await rtpField(page, 'En az').fill('97,5');
    await expect(page).toHaveURL(`${paths.games}?rtp-min=97.5&volatilite=dusuk&sirala=rtp`);
    await expect(names(page)).toHaveText(lowByRtp.slice(0, 5));
    await expect(rtpField(page, 'En az')).toHaveValue('97,5');

    // Typing replaced the sort's entry; back goes to the list before the sort was chosen.
    await page.goBack();
    await expect(page).toHaveURL(`${paths.games}?volatilite=dusuk`);
    await expect(main(page).getByLabel('Sırala')).toHaveValue('');
    await expect(rtpField(page, 'En az')).toHaveValue('');
    await expect(names(page)).toHaveText(['Starburst', 'Blood Suckers', 'Infinite Blackjack', 'Free Bet Blackjack', 'Baccarat (Ezugi)', 'Dragon Tiger', 'Lucky 7', 'Andar Bahar']);
    await page.goForward();
    await expect(names(page)).toHaveText(lowByRtp.slice(0, 5));
    await expect(rtpField(page, 'En az')).toHaveValue('97,5');
    expect(errors).toEqual([]);
  });

  test('a filtered address shows its filters in the controls and hydrates as the server rendered it', async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto(`${paths.games}?rtp-min=98&volatilite=D%C3%BC%C5%9F%C3%BCk&sirala=rtp`);
    await expect(names(page)).toHaveText(lowByRtp.slice(0, 4));
    await expect(rtpField(page, 'En az')).toHaveValue('98');
    await expect(main(page).getByLabel('Volatilite')).toHaveValue('dusuk');
    await expect(main(page).getByLabel('Sırala')).toHaveValue('rtp');
    await main(page).getByLabel('Sırala').selectOption({ label: 'Önerilen sıra' });
    await expect(page).toHaveURL(`${paths.games}?rtp-min=98&volatilite=dusuk`);
    await expect(names(page)).toHaveText(['Blood Suckers', 'Infinite Blackjack', 'Free Bet Blackjack', 'Baccarat (Ezugi)']);
    expect(errors).toEqual([]);
  });

  test('a feature filter pages with its filter kept, and a year chosen then starts again from page 1', async ({ page }) => {
    await page.goto(paths.games);
    await main(page).getByLabel('Özellik').selectOption({ label: 'Bonus Satın Alma (26)' });
    await expect(main(page).getByText('26 oyun bulundu')).toBeVisible();
    await main(page).getByRole('navigation', { name: 'Sayfalama' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(`${paths.games}?ozellik=Bonus+Sat%C4%B1n+Alma&sayfa=2`);
    await expect(names(page)).toHaveText(['Deadwood', 'Punk Rocker', 'Wanted Dead or a Wild', 'Chaos Crew', "Stack'em", 'Hand of Anubis', 'Le Bandit', 'Take the Bank', 'Money Train 2', 'Money Train 3']);

    await main(page).getByLabel('Yıl').selectOption('2021');
    await expect(page).toHaveURL(`${paths.games}?ozellik=Bonus+Sat%C4%B1n+Alma&yil=2021`);
    await expect(names(page)).toHaveText([
      'Gates of Olympus', 'Starlight Princess', 'Buffalo King Megaways', 'Madame Destiny Megaways', 'Mental', 'San Quentin xWays', 'Fire in the Hole xBomb', 'Wanted Dead or a Wild', "Stack'em",
    ]);
    await expect(years(page)).toHaveText(Array<string>(9).fill('2021'));
  });

  test('sorts by name in Turkish order, numbers by value, and by year, newest first', async ({ page }) => {
    await page.goto(paths.games);
    await main(page).getByLabel('Sırala').selectOption({ label: 'Ada göre (A–Z)' });
    await expect(page).toHaveURL(`${paths.games}?sirala=ad`);
    await expect(names(page).first()).toHaveText('9 Masks of Fire');
    expect((await names(page).allTextContents()).slice(0, 4)).toEqual(['9 Masks of Fire', '20 Super Hot', '40 Super Hot', 'A Night in Paris']);

    await main(page).getByLabel('Sırala').selectOption({ label: 'En yeni' });
    await expect(names(page).first()).toHaveText('Sweet Bonanza 1000');
    expect((await names(page).allTextContents()).slice(0, 4)).toEqual(['Sweet Bonanza 1000', 'Gates of Olympus 1000', 'Le Bandit', 'Funky Time']);
    expect((await years(page).allTextContents()).slice(0, 5)).toEqual(['2024', '2023', '2023', '2023', '2022']);
  });

  test('a value it cannot read is explained in Turkish beside the form, which clears it with the next choice', async ({ page }) => {
    const response = await page.goto(`${paths.games}?volatilite=orta-yuksek`);
    expect(response?.status()).toBe(200);
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('Volatilite “orta-yuksek” tanınmadı. Düşük, Orta, Yüksek veya Çok Yüksek seçin.');
    await expect(cards(page)).toHaveCount(0);
    await main(page).getByLabel('Volatilite').selectOption({ label: 'Orta' });
    await expect(page).toHaveURL(`${paths.games}?volatilite=orta`);
    await expect(alert).toHaveCount(0);
    await expect(volatilities(page).first()).toHaveText('Orta');
  });

  test("what a reader chose and typed before the page's scripts arrived is applied once they do", async ({ page }) => {
    const errors = errorsOf(page);
    const release = await holdScripts(page);
    await page.goto(paths.games, { waitUntil: 'commit' });
    await main(page).getByLabel('Volatilite').selectOption({ label: 'Yüksek' });
    await rtpField(page, 'En az').fill('96,7');
    expect(await appStarted(page)).toBe(false);
    release();
    // High volatility at 96,70 % or more, in catalogue order.
    await expect(names(page)).toHaveText(['Big Bass Bonanza', 'Big Bass Splash', 'Mega Joker', 'Immortal Romance', 'Lightning Roulette', "Jammin' Jars", 'Razor Shark', 'Book of 99'], { timeout: 40_000 });
    await expect(page).toHaveURL(`${paths.games}?rtp-min=96.7&volatilite=yuksek`);
    await expect(rtpField(page, 'En az')).toHaveValue('96,7');
    expect(errors).toEqual([]);
  });
});

test.describe('games filters without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("the form's button asks the server for the list, and its paging links keep the filters", async ({ page }) => {
    await page.goto(paths.games);
    await rtpField(page, 'En az').fill('96,5');
    await main(page).getByLabel('Volatilite').selectOption({ label: 'Çok Yüksek' });
    await main(page).getByLabel('Sırala').selectOption({ label: 'En yüksek RTP' });
    await main(page).getByRole('button', { name: 'Filtrele' }).click();
    await expect(page).toHaveURL(/sirala=rtp/);
    const query = new URL(page.url()).searchParams;
    expect([query.get('rtp-min'), query.get('volatilite'), query.get('sirala')]).toEqual(['96,5', 'cok-yuksek', 'rtp']);
    await expect(names(page)).toHaveText(['Dead or Alive 2', 'Sweet Bonanza 1000', 'Gates of Olympus 1000']);
    await expect(rtps(page)).toHaveText(['RTP: 96,82%', 'RTP: 96,53%', 'RTP: 96,50%']);
    await expect(volatilities(page)).toHaveText(Array<string>(3).fill('Çok Yüksek'));
    await expect(rtpField(page, 'En az')).toHaveValue('96,5');

    await rtpField(page, 'En az').fill('');
    await main(page).getByLabel('Volatilite').selectOption({ label: 'Tümü' });
    await main(page).getByLabel('Özellik').selectOption({ label: 'Bonus Satın Alma (26)' });
    await main(page).getByRole('button', { name: 'Filtrele' }).click();
    await expect(main(page).getByText('26 oyun bulundu')).toBeVisible();
    await main(page).getByRole('navigation', { name: 'Sayfalama' }).getByRole('link', { name: '2', exact: true }).click();
    const second = new URL(page.url()).searchParams;
    expect([second.get('sayfa'), second.get('ozellik'), second.get('sirala')]).toEqual(['2', 'Bonus Satın Alma', 'rtp']);
    // The 26 bonus buys by RTP: the second page holds the ten lowest, level ones in catalogue order.
    await expect(names(page)).toHaveText([
      'Chaos Crew', 'Hand of Anubis', "Stack'em", 'Money Train 3', 'Mental', 'Tombstone RIP', 'Punk Rocker', 'Fire in the Hole xBomb', 'San Quentin xWays', 'Deadwood',
    ]);
    await expect(rtps(page).first()).toHaveText('RTP: 96,30%');
  });

  test('a sort it does not know is explained in Turkish, with the form still there', async ({ page }) => {
    await page.goto(`${paths.games}?sirala=fiyat`);
    await expect(main(page).getByRole('alert')).toContainText("Sıralama “fiyat” tanınmadı. Ada, RTP'ye veya yıla göre sıralayabilirsiniz.");
    await expect(main(page).getByRole('button', { name: 'Filtrele' })).toBeVisible();
  });
});

test.describe("a game's RTP rank", () => {
  test('says where the RTP stands among the games, beside the RTP', async ({ page }) => {
    await page.goto(paths.game('pragmatic-play', 'sweet-bonanza'));
    // 96,48 %: 44 of the 107 games pay back more, 62 (57,9 %) less.
    await expect(main(page).getByText(/^RTP sıralaması:/)).toHaveText("RTP sıralaması: 107 oyun içinde 45. Daha düşük RTP'li oyunların oranı: 58%.");
    await page.goto(paths.game('pragmatic-play', 'gates-of-olympus'));
    // 96,50 %, level with six others: 37 above, 63 (58,9 %) below.
    await expect(main(page).getByText(/^RTP sıralaması:/)).toHaveText(
      "RTP sıralaması: 107 oyun içinde 38. Aynı RTP'ye sahip 6 oyun daha var. Daha düşük RTP'li oyunların oranı: 59%.",
    );
  });
});
