// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { casinoReviewDraft, DRAFT_NOTICE } from './review-draft.ts';

const lalezar = {
  name: 'Lalezar Casino',
  welcomeBonus: '%100 Hoş Geldin Bonusu',
  investmentBonus: '',
  currency: 'TL',
  bonusAmount: '1.000',
  bonusPercent: '100',
  wageringMultiple: '35',
  wageringBase: 'deposit_bonus',
  minDeposit: '100',
  maxBet: '50',
  maxCashout: '',
  daysToComplete: '30',
  freeSpins: '50',
  pros: 'Anında ödeme\n\n7/24 destek',
  // 5 × 30 % + 4,9 × 25 % + 4,8 × 20 % + 4,9 × 15 % + 4,8 × 10 % = 1,5 + 1,225 + 0,96 + 0,735 + 0,48 = 4,9.
  ratingBonus: '5',
  ratingPayments: '4,9',
  ratingGames: '4,8',
  ratingSupport: '4,9',
  ratingTrust: '4,8',
  bonusDescription: '',
};

describe('casinoReviewDraft', () => {
  it('writes the terms, a worked wagering example, the pros and the rating into a Markdown template', () => {
    expect(casinoReviewDraft(lalezar)).toBe(
      [
        `> ${DRAFT_NOTICE}`,
        '## Hoş geldin bonusu',
        'Lalezar Casino, yeni üyelerine şu bonusu sunuyor: %100 Hoş Geldin Bonusu.',
        '## Bonus şartları',
        [
          '- Bonus tutarı: en fazla 1.000 TL',
          '- Bonus oranı: %100',
          '- Bedava dönüş: 50',
          '- Çevrim şartı: 35x (yatırım + bonus üzerinden)',
          '- En az yatırım: 100 TL',
          '- En yüksek bahis: 50 TL',
          '- Çevrim süresi: 30 gün',
        ].join('\n'),
        // A 1.000 TL bonus at 100 % needs a 1.000 TL deposit: (1.000 + 1.000) × 35 = 70.000.
        'Örnek: 1.000 TL yatırıp 1.000 TL bonus alan bir oyuncu, çekim yapmadan önce (1.000 TL + 1.000 TL) × 35 = 70.000 TL tutarında bahis yapmalıdır.',
        '## Öne çıkanlar',
        '- Anında ödeme\n- 7/24 destek',
        '## Değerlendirmemiz',
        'Puanımız: 4,9 / 5',
        '(Kendi deneyiminizi buraya yazın: ödeme hızı, destek, site kullanımı.)',
      ].join('\n\n') + '\n',
    );
  });

  it('works the wagering out on the bonus alone when only the bonus counts', () => {
    // 2,5 USD × 40 = 100 USD.
    const draft = casinoReviewDraft({ ...lalezar, currency: 'USD', bonusAmount: '2,5', wageringMultiple: '40', wageringBase: 'bonus' });
    expect(draft).toContain('- Çevrim şartı: 40x (yalnızca bonus üzerinden)');
    expect(draft).toContain('Örnek: 2,50 USD bonus için çekim yapmadan önce 2,50 USD × 40 = 100 USD tutarında bahis yapılmalıdır.');
  });

  it('says plainly what the entry does not say, and gives no example without a wagering', () => {
    const draft = casinoReviewDraft({ name: 'Boğaziçi Bet', wageringMultiple: '0', freeSpins: '0' });
    expect(draft).toContain('- Çevrim şartı: yok (çevrimsiz bonus)');
    expect(draft).toContain('- En az yatırım: belirtilmemiş');
    expect(draft).toContain('- Çevrim süresi: belirtilmemiş');
    expect(draft).not.toContain('Örnek:');
    expect(draft).not.toContain('Bedava dönüş');
    expect(draft).not.toContain('Öne çıkanlar');
    // No rating while a part is missing.
    expect(draft).not.toContain('Puanımız');
  });
});
