import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewTermWarnings, type ReviewTerms } from './review-checks.ts';

/** A built-in review's Markdown, front matter dropped. */
const review = (slug: string) =>
  readFileSync(new URL(`../content/casinos/${slug}.md`, import.meta.url), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');

// The demo casinos' terms as the seed writes them (store/seed.ts, store/demo-casinos.ts), copied by hand.
const seeded: Record<string, ReviewTerms> = {
  'lalezar-casino': {
    wageringMultiple: 30, freeSpinWagering: 30, bonusAmount: 250, currency: 'TL', bonusPercent: null,
    offerTexts: ['250 TL + 1000 Bedava Dönüş', "10.000 TL'ye kadar"],
  },
  'nebula-bet': { wageringMultiple: 35, freeSpinWagering: 35, bonusAmount: 3, currency: 'USD', bonusPercent: null, offerTexts: ['3 USD + 10 Bedava Dönüş'] },
  'fjord-spins': { wageringMultiple: null, freeSpinWagering: null, bonusAmount: 0, currency: 'USD', bonusPercent: null, offerTexts: ['5 Bedava Dönüş'] },
  'zumrut-palace': {
    wageringMultiple: 35, freeSpinWagering: 35, bonusAmount: 0, currency: 'TL', bonusPercent: 100,
    offerTexts: ['%100 Hoş Geldin Bonusu + 50 Bedava Dönüş'],
  },
  'atlas-vegas': { wageringMultiple: 30, freeSpinWagering: 30, bonusAmount: 0, currency: 'USD', bonusPercent: null, offerTexts: ['100 Bedava Dönüş'] },
};

const lalezar = seeded['lalezar-casino'] as ReviewTerms;
const nebula = seeded['nebula-bet'] as ReviewTerms;
const zumrut = seeded['zumrut-palace'] as ReviewTerms;

describe('reviewTermWarnings', () => {
  it.each(Object.keys(seeded))('finds nothing to say about the built-in review of %s under its seeded terms', (slug) => {
    expect(reviewTermWarnings(review(slug), seeded[slug] as ReviewTerms)).toEqual([]);
  });

  it("takes an amount the offer's own labels state as one the text may name: without them, Lalezar's 10.000 TL is a contradiction", () => {
    expect(reviewTermWarnings(review('lalezar-casino'), { ...lalezar, offerTexts: [] })).toEqual([
      'Metin bonus tutarını 10.000 TL diyor, şartlarda 250 TL yazıyor.',
    ]);
  });

  it.each<[string, string, ReviewTerms, string[]]>([
    // Sentences of the reviews as they stand: the right figure, no warning.
    ['the bonus wagering, right', 'Nakit bonusun çekilebilmesi için bonus tutarının 30 kez çevrilmesi gerekiyor: 250 TL için toplam 7.500 TL\'lik bahis.', lalezar, []],
    ['the spins wagering, right', "Bedava dönüşler Starburst'te, dönüş başına 0,10 USD değerinde; kazançları 35 kez çevrilir ve en fazla 20 USD'ye dönüşebilir.", nebula, []],
    ['a multiple on deposit + bonus, right', 'Çevrim şartı 35 kat, ama yalnızca bonusa değil yatırım ile bonusun toplamına uygulanıyor.', zumrut, []],
    ['the percentage, right', 'İlk yatırıma %100 bonus ve 50 bedava dönüş veriliyor.', zumrut, []],
    ['the amount, right', 'Kayıt olan oyuncuya yatırım şartı olmadan 3 USD nakit bonus ve 10 bedava dönüş veriliyor.', nebula, []],

    // The same sentences altered: a warning naming both figures.
    ['the bonus wagering, altered', "Nakit bonusun çekilebilmesi için bonus tutarının 40 kez çevrilmesi gerekiyor: 250 TL için toplam 10.000 TL'lik bahis.", lalezar,
      ['Metin çevrim şartını 40 kat diyor, şartlarda 30 kat yazıyor.']],
    ['the spins wagering, altered', "Bedava dönüşler Starburst'te, dönüş başına 0,10 USD değerinde; kazançları 40 kez çevrilir ve en fazla 20 USD'ye dönüşebilir.", nebula,
      ['Metin bedava dönüş kazançlarının çevrimini 40 kat diyor, şartlarda 35 kat yazıyor.']],
    ['"35x" near çevrim', 'Çevrim şartı: 40x (yatırım + bonus üzerinden).', zumrut, ['Metin çevrim şartını 40 kat diyor, şartlarda 35 kat yazıyor.']],
    ['"35×" before çevrim', 'Bonusta 25× çevrim şartı var.', zumrut, ['Metin çevrim şartını 25 kat diyor, şartlarda 35 kat yazıyor.']],
    ['the winnings named before the multiple, as "kazancın"', 'Bu kazancın 40 katı olan çevrim uzun sürer.', { wageringMultiple: 40, freeSpinWagering: 30 },
      ['Metin bedava dönüş kazançlarının çevrimini 40 kat diyor, şartlarda 30 kat yazıyor.']],
    ['a decimal multiple', 'Bonusun 2,5 katı çevrilmeli.', { wageringMultiple: 3 }, ['Metin çevrim şartını 2,5 kat diyor, şartlarda 3 kat yazıyor.']],
    ['a multiple where the terms have none', 'Bonusun 35 kez çevrilmesi gerekiyor.', { wageringMultiple: 0 }, ['Metin çevrim şartını 35 kat diyor, şartlarda çevrim şartı yok.']],
    ['the percentage, altered', 'İlk yatırıma %50 bonus ve 50 bedava dönüş veriliyor.', zumrut, ['Metin bonus oranını %50 diyor, şartlarda %100 yazıyor.']],
    ['the amount, altered', 'Kayıt olan oyuncuya yatırım şartı olmadan 5 USD nakit bonus ve 10 bedava dönüş veriliyor.', nebula,
      ['Metin bonus tutarını 5 USD diyor, şartlarda 3 USD yazıyor.']],
    ['the amount in another currency', 'Yeni üyelere 250 USD nakit bonus veriliyor.', lalezar, ['Metin bonus tutarını 250 USD diyor, şartlarda 250 TL yazıyor.']],
    ['an amount up to, in thousands', "İlk yatırımlarda ayrıca 20.000 TL'ye kadar ek bonus sunuluyor.", lalezar, ['Metin bonus tutarını 20.000 TL diyor, şartlarda 250 TL yazıyor.']],
    ['the amount after "bonus tutarı"', '- Bonus tutarı: en fazla 2.500 TL', { bonusAmount: 1000, currency: 'TL' }, ['Metin bonus tutarını 2.500 TL diyor, şartlarda 1.000 TL yazıyor.']],
    ['a multiple without the terms of either kind', 'Çevrim şartı 40 kat.', { wageringMultiple: 35, freeSpinWagering: 30 },
      ['Metin çevrim şartını 40 kat diyor, şartlarda bonus için 35 kat, bedava dönüş kazançları için 30 kat yazıyor.']],
    ['each warning once', 'Bonusun 40 kez çevrilmesi gerekiyor. Yani bonus 40 kez çevrilir.', lalezar, ['Metin çevrim şartını 40 kat diyor, şartlarda 30 kat yazıyor.']],
  ])('%s', (_, text, terms, expected) => {
    expect(reviewTermWarnings(text, terms)).toEqual(expected);
  });

  it.each<[string, string, ReviewTerms]>([
    ['free spins are not a multiple', 'İlk yatırımla birlikte 100 bedava dönüş veriliyor; çevrim şartı 30 kat.', { wageringMultiple: 30 }],
    ['the spins wagering when the terms do not state it', 'Dönüşlerden gelen kazançların 40 kez çevrilmesi gerekiyor.', { wageringMultiple: 40, freeSpinWagering: null }],
    ['a multiple far from any wagering word', 'Çevrimde slotlar %100, masa oyunları %10 sayılıyor: çevrimi canlı masalarda yapmak aynı şart için 10 kat bahis demek.', zumrut],
    ['a multiplication, not a multiple', "Örneğin 200 TL yatırıp 200 TL bonus alırsanız 30 × 400 TL = 12.000 TL'lik bahis yapmanız gerekir.", zumrut],
    ['an example amount', 'Örneğin 200 TL yatırıp 200 TL bonus alırsanız çekim için bahis yapmanız gerekir.', { bonusAmount: 1000, currency: 'TL' }],
    ['another promotion', 'VIP üyelere her hafta 500 TL kayıp bonusu veriliyor.', lalezar],
    ['a turnover, not the amount', "250 TL için toplam 7.500 TL'lik bahis.", lalezar],
    ['the spins cap', "Kazançları en fazla 1.000 TL'ye dönüşebilir; bu tutar bonus bakiyesine eklenir.", lalezar],
    ['an amount when the terms state none', 'Yeni üyelere 300 TL nakit bonus veriliyor.', { bonusAmount: 0, currency: 'TL' }],
    ['no terms at all', 'Bonusun 40 kez çevrilmesi gerekiyor; 300 TL nakit bonus.', {}],
    ['a number inside a link target', 'Ayrıntılar [burada](/bonus-degeri?kat=40x) ve çevrim sayfamızda.', lalezar],
  ])('says nothing of %s', (_, text, terms) => {
    expect(reviewTermWarnings(text, terms)).toEqual([]);
  });
});
