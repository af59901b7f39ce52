import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewTermWarnings } from 'shared-data';
import { readBuiltInContent } from './content-source.ts';
import { queryRows, type Store } from './database.ts';
import { isEarlierBuiltInReview } from './earlier-reviews.ts';
import { prepareStore } from './migrate.ts';
import { testDrivers } from './testing/test-stores.ts';

/**
 * The paragraph each built-in review had before it pointed to the page's figures (the release that seeded the offer
 * terms), copied from that release's content/casinos: the rest of the text is the same.
 */
const earlierParagraphs: Array<[string, string]> = [
  [
    "atlas-vegas",
    "Dönüşler Big Bass Bonanza'da, dönüş başına 0,20 USD değerinde oynanıyor. Bu değerdeki 100 dönüş, RTP'si %96 olan bir slotta ortalama 19,20 USD kazanç getirir. Bu kazancın 30 katı olan 576 USD'lik çevrimin ortalama maliyeti ise 23,04 USD'dir. Basit hesapla çevrim, dönüşlerden beklenen kazancın tamamını ve biraz fazlasını geri alır. Çevrimde yalnızca slotlar sayılıyor (%100); masa oyunları ve canlı casino çevrime katkı yapmıyor, tek dönüş en az 0,10 USD olmalı. Çevrim 14 gün içinde bitmezse dönüşlerden gelen kazançlar hesabınızdan silinebilir; süreyi baştan hesaba katın.",
  ],
  [
    "fjord-spins",
    "Öte yandan beş dönüşün toplam değeri küçüktür. Dönüşler Book of Dead'de, dönüş başına 0,20 USD değerinde oynanıyor; beş dönüşün toplam bahsi yalnızca 1 USD. Bu yüzden teklifi büyük bir fırsattan çok, siteyi risksiz tanıma imkânı olarak değerlendirmek yerinde olur. Çevrimsiz bonus sunan bir sitede sonraki kampanyaların da aynı sadelikte olup olmadığını, her kampanyanın kendi şartlarından ayrıca kontrol edin.",
  ],
  [
    "lalezar-casino",
    "RTP'si %96 olan bir slotta 7.500 TL'lik çevrimin ortalama maliyeti 300 TL'dir. Bu basit hesapla nakit bonusun değeri 250 − 300 = −50 TL çıkar. Çevrimi bitiremeyen oyuncunun kaybı yatırdığı tutarla sınırlı kaldığı için gerçek değer genellikle bundan yüksektir; hesabın ayrıntıları [Bonus Değeri Nasıl Hesaplanır?](/bonus-degeri) sayfamızda. Bonus nakit türünde: çevrim bitince bonus da çekilebilir. Bedava dönüşler Sweet Bonanza'da, dönüş başına 0,20 TL değerinde oynanıyor; kazançları 30 kez çevrilir ve en fazla 1.000 TL'ye dönüşebilir. Çevrimde slotlar %100, masa oyunları ve canlı casino %10 sayılıyor; tek dönüş en az 1 TL olmalı.",
  ],
  [
    "nebula-bet",
    "Yatırımsız bonusların beklenen değeri doğası gereği küçüktür. RTP'si %96 olan bir oyunda 105 USD'lik çevrimin ortalama maliyeti 4,20 USD'dir ve bu, 3 USD'lik bonustan fazladır. Yine de kendi paranızı riske atmadığınız için en kötü sonuç sıfırdır: kaybettiğiniz şey yalnızca bonustur. Teklifi bir kazanç fırsatından çok, sitenin oyunlarını ve ödeme sürecini denemenin bir yolu olarak görmek daha gerçekçi. Yedi günlük süre kısa görünse de 105 USD'lik çevrim küçük bahislerle bile birkaç saatlik oyunla tamamlanabilir; bu teklifte asıl sınırlayıcı olan, 100 USD'lik çekim tavanıdır.",
  ],
  [
    "zumrut-palace",
    "Yatırım ile bonusun toplamı üzerinden hesaplanan çevrim, aynı katın yalnızca bonusa uygulandığı bir tekliften iki kat daha fazla bahis demektir. RTP'si %96 olan bir slotta 14.000 TL'lik çevrimin ortalama maliyeti 560 TL'dir; bu da 200 TL'lik bonusun çok üzerinde. Bonusun üst sınırı olmaması büyük yatırımlar için cazip görünebilir, ama çevrim de yatırımla birlikte büyür. Çevrimde slotlar %100, masa oyunları ve canlı casino %10 sayılıyor: çevrimi canlı masalarda yapmak aynı şart için on kat bahis demek. Tek dönüş en az 1 TL olmalı.",
  ],
];

const currentReviews = new Map(readBuiltInContent().casinoReviews.map((review) => [review.slug, review.source.trim()]));
const current = (slug: string) => currentReviews.get(slug) ?? '';
/** The review of `slug` as that release seeded it: today's text with its paragraph on the value put back. */
const earlier = (slug: string, paragraph: string) =>
  current(slug)
    .split('\n')
    .map((line) => (line.includes('“Bonusun Gerçek Değeri”') ? paragraph : line))
    .join('\n');

describe('isEarlierBuiltInReview', () => {
  it.each(earlierParagraphs)('knows the earlier built-in review of %s, and neither today\'s nor an edit of the earlier one', (slug, paragraph) => {
    expect(current(slug).match(/“Bonusun Gerçek Değeri”/g)).toHaveLength(1);
    expect(isEarlierBuiltInReview(slug, earlier(slug, paragraph))).toBe(true);
    expect(isEarlierBuiltInReview(slug, current(slug))).toBe(false);
    expect(isEarlierBuiltInReview(slug, `${earlier(slug, paragraph)} `)).toBe(false);
    expect(isEarlierBuiltInReview(slug, earlier(slug, paragraph).replace('Lisans', 'Ruhsat'))).toBe(false);
    expect(isEarlierBuiltInReview('baska-casino', earlier(slug, paragraph))).toBe(false);
  });
});

const [lalezarBefore, nebulaBefore] = earlierParagraphs.filter(([slug]) => slug === 'lalezar-casino' || slug === 'nebula-bet').map(([slug, p]) => earlier(slug, p));

describe.each(testDrivers())('the seed on $name: built-in reviews an operator never edited', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('seeded');
    return () => store.close();
  }, 60_000);

  const stored = async (slug: string) =>
    (await queryRows<{ md: string; html: string; version: number }>(store.db, sql`SELECT body_md AS md, body_html AS html, version FROM casinos WHERE slug = ${slug}`))[0];

  it('takes the current text where the stored one is an earlier built-in text exactly, and keeps an edited one', async () => {
    const edited = `${nebulaBefore}\n\nKendi notumuz: bu teklifi beğendik.`;
    await store.db.execute(sql`UPDATE casinos SET body_md = ${lalezarBefore}, body_html = '<p>eski</p>' WHERE slug = 'lalezar-casino'`);
    await store.db.execute(sql`UPDATE casinos SET body_md = ${edited} WHERE slug = 'nebula-bet'`);
    const before = await stored('lalezar-casino');
    // As a database seeded by the release before this step (the five steps it had).
    await store.db.execute(sql`UPDATE content_meta SET seed_version = 5`);
    expect((await prepareStore(store)).seeded).toBe(true);

    const lalezar = await stored('lalezar-casino');
    expect(lalezar?.md).toBe(current('lalezar-casino'));
    expect(lalezar?.html).toContain('Bonusun Gerçek Değeri');
    expect(lalezar?.html).not.toContain('ortalama maliyeti 300 TL');
    expect(lalezar?.version).toBe((before?.version ?? 0) + 1);
    expect((await stored('nebula-bet'))?.md).toBe(edited);
    expect((await stored('zumrut-palace'))?.md).toBe(current('zumrut-palace'));
  });

  it('stores reviews that agree with the seeded terms: no warning from the review check', async () => {
    const rows = await queryRows<{
      slug: string; md: string; wagering: number | null; fsWagering: number | null; amount: number | null; percent: number | null;
      currency: 'TL' | 'USD'; welcome: string; investment: string | null;
    }>(
      store.db,
      sql`SELECT slug, body_md AS md, wagering_multiple::float AS wagering, free_spin_wagering::float AS "fsWagering",
        bonus_amount::float AS amount, bonus_percent::float AS percent, currency, welcome_bonus AS welcome,
        investment_bonus AS investment FROM casinos ORDER BY slug`,
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const terms = {
        wageringMultiple: row.wagering, freeSpinWagering: row.fsWagering, bonusAmount: row.amount, bonusPercent: row.percent,
        currency: row.currency, offerTexts: [row.welcome, row.investment ?? ''],
      };
      expect([row.slug, reviewTermWarnings(row.md, terms)]).toEqual([row.slug, []]);
    }
    // And the same text with its multiple altered is caught.
    const lalezar = rows.find((row) => row.slug === 'lalezar-casino');
    expect(reviewTermWarnings((lalezar?.md ?? '').replace('30 kez çevrilmesi', '40 kez çevrilmesi'), { wageringMultiple: lalezar?.wagering })).toEqual([
      'Metin çevrim şartını 40 kat diyor, şartlarda 30 kat yazıyor.',
    ]);
  });
});
