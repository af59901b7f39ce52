import { screen, within } from '@testing-library/react';
import { theme, type Casino } from 'shared-data';
import type { OfferGrade as Graded } from 'shared-data/bonus-value';
import { describe, expect, it } from 'vitest';
import { casino } from '../test-fixtures.ts';
import { renderAt } from '../test-utils.tsx';
import { OfferGrade, scoreFormula } from './offer-grade.tsx';

/** A grade as the server sends it; the component only words it. */
const graded = (grade: Graded['grade'], flags: Graded['flags'], score = 3.44): Casino => ({
  ...casino(1, 'Lale Casino'),
  grade: { grade, score, points: { wagering: 3, bonusType: 3, days: 4, maxBet: 4, maxCashout: 4, minDeposit: 4 }, flags },
});

/** WCAG 2 contrast of two '#rrggbb' colours, from the definition of relative luminance. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('OfferGrade', () => {
  it('shows the letter as text with its name and score, linked to the bands on the method page', async () => {
    await renderAt('/', <OfferGrade casino={graded('B', [])} />);
    const link = screen.getByRole('link', { name: 'Not: B · İyi' });
    expect(link.getAttribute('href')).toBe('/bonus-degeri#notlar-ve-uyarilar');
    expect(screen.getByText(/Not puanı/).textContent).toBe('Not puanı: 3,44 / 4');
    screen.getByText('Uyarı yok.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists each red flag as one Turkish sentence, in the order given', async () => {
    await renderAt('/', <OfferGrade casino={graded('F', ['lowCap', 'depositWagering', 'stickyBonus', 'shortDeadline', 'lowMaxBet', 'partialSlotContribution'], 0.33)} />);
    screen.getByRole('link', { name: 'Not: F · Çok kötü' });
    const flags = within(screen.getByRole('list', { name: 'Uyarılar' }));
    expect(flags.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Çekim üst sınırı bonusun üç katından düşük.',
      'Çevrim şartı yalnızca bonusa değil, yatırım ile bonusun toplamına uygulanıyor.',
      'Bonus yapışkan: para çekerken bonus tutarı bakiyeden düşülüyor.',
      'Çevrimi tamamlama süresi 7 günden kısa.',
      "En yüksek bahis, başlangıç bakiyesinin %1'inden düşük.",
      "Slot oyunları çevrime %100'den az katkı sağlıyor.",
    ]);
  });

  it.each([
    ['A', 'Çok iyi'],
    ['C', 'Orta'],
    ['D', 'Zayıf'],
    ['E', 'Kötü'],
  ] as const)('names grade %s %s', async (grade, name) => {
    await renderAt('/', <OfferGrade casino={graded(grade, [])} />);
    screen.getByRole('link', { name: `Not: ${grade} · ${name}` });
  });

  it('shows nothing for a casino without a grade (the built-in list)', async () => {
    const { container } = await renderAt('/', <OfferGrade casino={casino(2, 'Notsuz')} />);
    expect(container.textContent).not.toContain('Not:');
  });

  it('states the score as the weighted mean of the bands: 3 × wagering, 2 × type, the rest once, over 9', () => {
    expect(scoreFormula()).toBe('(3 × çevrim + 2 × bonus türü + süre + en yüksek bahis + çekim üst sınırı + en az yatırım) ÷ 9');
  });

  it('colours the letter and the flags at 4.5:1 or more on the surfaces they sit on', () => {
    const { surfaceRaised, surface, background, success, accent, danger, text, textMuted } = theme.colors;
    for (const letter of [success, accent, danger, text]) expect(contrast(letter, surfaceRaised)).toBeGreaterThanOrEqual(4.5);
    for (const line of [danger, textMuted]) {
      expect(contrast(line, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(line, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
