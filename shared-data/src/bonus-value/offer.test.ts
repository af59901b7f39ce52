import { describe, expect, it } from 'vitest';
import type { OfferTerms } from './bonus-value.ts';
import { offerFingerprint, standardPlay, valueOffer, volatilityClassOf, type ReferenceGame } from './offer.ts';

const terms = (over: Partial<OfferTerms>): OfferTerms => ({
  bonusAmount: 0,
  bonusPercent: null,
  wageringMultiple: 30,
  wageringBase: 'bonus',
  minDeposit: null,
  maxBet: null,
  maxCashout: null,
  minStake: null,
  ...over,
});

const game: ReferenceGame = { slug: 'starburst', name: 'Starburst', rtp: 96.09, volatility: 'Düşük' };

describe('standardPlay', () => {
  it.each([
    // 250 cash for a deposit of 100: start 350, 1 % is 3.50, under the maximum bet of 50.
    ['a cash bonus with a minimum deposit', terms({ bonusAmount: 250, minDeposit: 100, maxBet: 50 }), 100, 3.5],
    // No deposit: start 3, 1 % is 0.03.
    ['a no-deposit bonus', terms({ bonusAmount: 3, minDeposit: 0, maxBet: 5 }), 0, 0.03],
    // 100 % without a ceiling and a minimum of 200: deposit 200, bonus 200, start 400, bet 4.
    ['a match without a ceiling', terms({ bonusPercent: 100, minDeposit: 200, maxBet: 100 }), 200, 4],
    // 50 % up to 500 earns the whole bonus at 1,000: start 1,500, 1 % is 15, capped by the maximum bet of 5.
    ['a capped match', terms({ bonusAmount: 500, bonusPercent: 50, maxBet: 5 }), 1000, 5],
    // 50 % with no ceiling and no minimum: the default deposit of 100, bonus 50, start 150, bet 1.50.
    ['a match with neither ceiling nor minimum', terms({ bonusPercent: 50 }), 100, 1.5],
    // 1 % of 0.50 is half a cent: the smallest stake, 0.01.
    ['a bonus of half a unit', terms({ bonusAmount: 0.5 }), 0, 0.01],
    // 1 % of 1,234.56 is 12.3456, rounded down to 12.34.
    ['a start that is not round', terms({ bonusAmount: 1134.56, minDeposit: 100 }), 100, 12.34],
    // The minimum deposit is above what earns the whole match (200 × 100 % = 200 < 300): deposit 300, bonus 200.
    ['a minimum above the full-match deposit', terms({ bonusAmount: 200, bonusPercent: 100, minDeposit: 300 }), 300, 5],
    // No deposit, start 3: 1 % is 0.03, but the terms' minimum stake is 0.10.
    ['a no-deposit bonus with a minimum stake', terms({ bonusAmount: 3, maxBet: 5, minStake: 0.1 }), 0, 0.1],
    // A minimum stake under 1 % of the start changes nothing: 3.50 as in the first case.
    ['a minimum stake under 1 %', terms({ bonusAmount: 250, minDeposit: 100, maxBet: 50, minStake: 1 }), 100, 3.5],
    // A minimum stake above the maximum bet: no bet is allowed; the play takes the maximum (the model refuses it).
    ['a minimum stake above the maximum bet', terms({ bonusAmount: 3, maxBet: 0.05, minStake: 0.1 }), 0, 0.05],
    // Free spins alone: the start is their stakes, 100 × 0.20 = 20, so the bet is 0.20; the minimum deposit is asked.
    ['free spins alone', terms({ minDeposit: 20, maxBet: 5, freeSpins: 100, freeSpinValue: 0.2 }), 20, 0.2],
    // A bonus and free spins: the start is deposit + bonus alone, 350, as in the first case.
    ['a bonus with free spins', terms({ bonusAmount: 250, minDeposit: 100, maxBet: 50, freeSpins: 1000, freeSpinValue: 0.2 }), 100, 3.5],
  ])('%s', (_, offer, deposit, bet) => {
    const play = standardPlay(offer);
    expect(play.deposit).toBe(deposit);
    expect(play.bet).toBeCloseTo(bet, 10);
  });
});

describe('valueOffer', () => {
  it('has no value without a reference game', () => {
    expect(valueOffer(terms({ bonusAmount: 100 }), null)).toEqual({ kind: 'noGame' });
  });

  it('refuses an offer with neither a cash bonus nor free spins it can value', () => {
    const result = valueOffer(terms({ bonusAmount: 0, freeSpins: 10 }), game);
    expect(result.kind).toBe('refused');
    if (result.kind === 'refused') expect(result.error.field).toBe('bonusAmount');
  });

  it('values free spins alone on their own slot, with a table of three bets', () => {
    const slot: ReferenceGame = { slug: 'book-of-dead', name: 'Book of Dead', rtp: 96.21, volatility: 'Yüksek' };
    const result = valueOffer(terms({ minDeposit: 20, maxBet: 5, minStake: 0.1, freeSpins: 100, freeSpinValue: 0.2, freeSpinWagering: 30 }), game, slot);
    if (result.kind !== 'value') throw new Error(JSON.stringify(result));
    expect(result.freeSpinGame?.slug).toBe('book-of-dead');
    expect(result.value.parts.map((part) => part.part)).toEqual(['freeSpins']);
    // The free spins' winnings move in wins of the slot: 96.21 % + 12² / 96.21 % = 150.68 × the spin's stake.
    expect(result.value.parts[0]!.payout.win).toBeCloseTo(0.9621 + 144 / 0.9621, 9);
    expect(result.sensitivity.map((row) => [row.at, row.bet])).toEqual([
      ['minStake', 0.1],
      ['standard', 0.2],
      ['maxBet', 5],
    ]);
  });

  it('has no bet table when nothing is wagered', () => {
    const result = valueOffer(terms({ wageringMultiple: null, freeSpins: 5, freeSpinValue: 0.2 }), game);
    if (result.kind !== 'value') throw new Error(JSON.stringify(result));
    expect(result.sensitivity).toEqual([]);
    // 5 × 0.20 × 96.09 % = 0.9609 on average.
    expect(Math.abs(result.value.expectedNetValue - 0.9609)).toBeLessThan(4 * result.value.standardError);
  });

  it('pays a bonus without wagering in full: 100 cash, no deposit, every run finishes with 100', () => {
    const result = valueOffer(terms({ bonusAmount: 100, wageringMultiple: null }), game);
    expect(result.kind).toBe('value');
    if (result.kind !== 'value') return;
    expect(result.value.finishProbability).toBe(1);
    expect(result.value.expectedNetValue).toBeCloseTo(100, 10);
    expect(result.value.histogram.nothing + result.value.histogram.counts.reduce((a, b) => a + b, 0)).toBe(20_000);
  });

  it('plays on the game’s RTP: 30× a 100 no-deposit bonus at 96 % loses 120 on average by the closed form', () => {
    const result = valueOffer(terms({ bonusAmount: 100 }), { ...game, rtp: 96 });
    expect(result.kind).toBe('value');
    if (result.kind !== 'value') return;
    // Turnover 3,000 × 4 % = 120 expected loss: closed-form value 100 − 120 = −20.
    expect(result.value.closedForm?.expectedLoss).toBeCloseTo(120, 10);
    expect(result.play).toEqual({ deposit: 0, bet: 1 });
  });

  it('refuses terms whose minimum stake is above their maximum bet: no bet can wager them', () => {
    const result = valueOffer(terms({ bonusAmount: 3, maxBet: 0.05, minStake: 0.1 }), game);
    expect(result.kind).toBe('refused');
    if (result.kind === 'refused') expect(result.error).toEqual({ kind: 'invalid', field: 'bet', code: 'belowMinStake', min: 0.1 });
  });

  it('changes the fingerprint with the minimum stake', () => {
    expect(offerFingerprint(terms({ bonusAmount: 3, minStake: 0.1 }), game)).not.toBe(offerFingerprint(terms({ bonusAmount: 3 }), game));
  });
});

describe('volatilityClassOf', () => {
  it('maps the four stored names to the four classes', () => {
    expect(volatilityClassOf).toEqual({ Düşük: 'low', Orta: 'medium', Yüksek: 'high', 'Çok Yüksek': 'veryHigh' });
  });
});

describe('offerFingerprint', () => {
  const offer = { ...terms({ bonusAmount: 250, minDeposit: 100 }), daysToComplete: 30 };
  it('is equal for equal inputs and ignores what the model does not read', () => {
    expect(offerFingerprint(offer, game)).toBe(offerFingerprint({ ...offer, daysToComplete: 7 }, { ...game, name: 'Başka ad' }));
  });
  it('changes with the wagering, the cap, the game’s RTP or volatility, or no game', () => {
    const base = offerFingerprint(offer, game);
    expect(offerFingerprint({ ...offer, wageringMultiple: 35 }, game)).not.toBe(base);
    expect(offerFingerprint({ ...offer, maxCashout: 500 }, game)).not.toBe(base);
    expect(offerFingerprint(offer, { ...game, rtp: 96.1 })).not.toBe(base);
    expect(offerFingerprint(offer, { ...game, volatility: 'Orta' })).not.toBe(base);
    expect(offerFingerprint(offer, null)).not.toBe(base);
    expect(offerFingerprint({ ...offer, bonusType: 'sticky' }, game)).not.toBe(base);
    expect(offerFingerprint({ ...offer, liveContribution: 10 }, game)).not.toBe(base);
    expect(offerFingerprint({ ...offer, freeSpins: 10, freeSpinValue: 0.2 }, game)).not.toBe(base);
    expect(offerFingerprint(offer, { ...game, type: 'live' })).not.toBe(base);
    expect(offerFingerprint(offer, game, { ...game, slug: 'book-of-dead' })).not.toBe(base);
  });
});
