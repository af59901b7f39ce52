import { describe, expect, it } from 'vitest';
import {
  type BonusWageringInput,
  calculateBonusWagering,
  type CasinoWageringTerms,
  wageringInputFromQuery,
  wageringQueryFromCasino,
} from './bonus-wagering.ts';
import { expectFinite, r2 } from './test-support.ts';

const terms = (overrides: Partial<BonusWageringInput>): BonusWageringInput => ({
  bonusAmount: 100,
  deposit: 100,
  wageringMultiple: 10,
  wageringBase: 'bonus',
  contributionPercent: 100,
  rtpPercent: 96,
  maxBet: null,
  ...overrides,
});

describe('calculateBonusWagering', () => {
  // [source, input, required wagering, turnover, bets at max bet, expected loss, expected value]
  it.each([
    [
      // casinodaddy.com bonus calculator: $100 deposit, 100% bonus, 10x bonus only, slots at 100%: $1,000 to play.
      // Loss and value by hand at 96% RTP: 1,000 × 0.04 = 40; 100 − 40 = 60.
      'casinodaddy 10x bonus',
      terms({}),
      1000, 1000, null, 40, 60,
    ],
    [
      // casinodaddy.com second example: $200 deposit, 200% bonus ($400), 35x deposit + bonus: 35 × 600 = $21,000.
      // By hand at 96%: 21,000 × 0.04 = 840; 400 − 840 = −440.
      'casinodaddy 35x deposit + bonus',
      terms({ bonusAmount: 400, deposit: 200, wageringMultiple: 35, wageringBase: 'deposit_bonus' }),
      21000, 21000, null, 840, -440,
    ],
    [
      // thevault.ag rollover help: ($100 deposit + $25 bonus) × 6 = $750. By hand at 96%: 30; 25 − 30 = −5.
      'thevault 6x rollover',
      terms({ bonusAmount: 25, deposit: 100, wageringMultiple: 6, wageringBase: 'deposit_bonus' }),
      750, 750, null, 30, -5,
    ],
    [
      // betuk help: £10 bonus × 20 = £200; a £1 stake on a 50% slot clears 50p, so 200 / 0.5 = £400 must be played.
      // By hand at 96%: 400 × 0.04 = 16; 10 − 16 = −6.
      'betuk 50% contribution',
      terms({ bonusAmount: 10, wageringMultiple: 20, contributionPercent: 50 }),
      200, 400, null, 16, -6,
    ],
    [
      // betuk help: blackjack clears 5p per £1, so 200 / 0.05 = £4,000. By hand at 99.5%: 4,000 × 0.005 = 20; −10.
      'betuk blackjack at 5%',
      terms({ bonusAmount: 10, wageringMultiple: 20, contributionPercent: 5, rtpPercent: 99.5 }),
      200, 4000, null, 20, -10,
    ],
    [
      // kingplays bonus EV calculator: $100 bonus, 40x bonus, 100% contribution, 96% RTP: $4,000 wagering,
      // expected loss $160, expected value −$60. Bets by hand at a $5 maximum: 4,000 / 5 = 800.
      'kingplays 40x at 96%',
      terms({ wageringMultiple: 40, maxBet: 5 }),
      4000, 4000, 800, 160, -60,
    ],
    [
      // nodepositworld.com match bonuses: £100 bonus, 50x, 97% RTP: 100 − 5,000 × 0.03 = −50.
      'nodepositworld negative EV',
      terms({ wageringMultiple: 50, rtpPercent: 97 }),
      5000, 5000, null, 150, -50,
    ],
    [
      // nodepositworld.com match bonuses: £200 bonus, 10x, 97% RTP: 200 − 2,000 × 0.03 = 140.
      'nodepositworld positive EV',
      terms({ bonusAmount: 200, wageringMultiple: 10, rtpPercent: 97 }),
      2000, 2000, null, 60, 140,
    ],
    [
      // silhouetteindia.com bonus strategy: $100 + $100 at 40x (D+B) = $8,000 turnover; at 96% the expected loss is
      // $320. Value by hand: 100 − 320 = −220.
      'silhouetteindia 40x deposit + bonus',
      terms({ wageringMultiple: 40, wageringBase: 'deposit_bonus' }),
      8000, 8000, null, 320, -220,
    ],
    [
      // theplaybookusa.com wagering requirements: 35x a $100 bonus is $3,500 raw wagering; at 10% contribution the
      // burden is tenfold, 35,000. By hand at 99%: 35,000 × 0.01 = 350; 100 − 350 = −250; bets at $50: 700.
      'theplaybookusa 10% contribution',
      terms({ wageringMultiple: 35, contributionPercent: 10, rtpPercent: 99, maxBet: 50 }),
      3500, 35000, 700, 350, -250,
    ],
    [
      // worked by hand: 10 × 100 = 1,000 at a 3 maximum bet: 1,000 / 3 = 333.33, so 334 bets; RTP 100%: no loss.
      'hand-worked partial last bet',
      terms({ rtpPercent: 100, maxBet: 3 }),
      1000, 1000, 334, 0, 100,
    ],
    [
      // worked by hand: 3 × 0.1 = 0.3 at a 0.1 maximum bet is exactly 3 bets (0.3 / 0.1 in binary is 3.0000000000000004).
      'hand-worked binary artefact',
      terms({ bonusAmount: 0.1, wageringMultiple: 3, rtpPercent: 100, maxBet: 0.1 }),
      0.3, 0.3, 3, 0, 0.1,
    ],
    [
      // worked by hand: no wagering (0x) needs nothing played, even on a game that does not count: the bonus is all value.
      'hand-worked no wagering',
      terms({ wageringMultiple: 0, contributionPercent: 0, maxBet: 5 }),
      0, 0, 0, 0, 100,
    ],
    [
      // worked by hand: a bonus-only multiple ignores an empty deposit field: 10 × 100 = 1,000.
      'hand-worked empty deposit on bonus base',
      terms({ deposit: null }),
      1000, 1000, null, 40, 60,
    ],
  ] as const)('%s', (_source, given, required, turnover, bets, loss, value) => {
    const result = calculateBonusWagering(given);
    expect(result.kind).toBe('wagering');
    if (result.kind !== 'wagering') return;
    expect(r2(result.requiredWagering)).toBe(required);
    expect(r2(result.turnover)).toBe(turnover);
    expect(result.betsAtMaxBet).toBe(bets);
    expect(r2(result.expectedLoss)).toBe(loss);
    expect(r2(result.expectedValue)).toBe(value);
    expectFinite(result);
  });

  it.each([
    ['zero bonus', { bonusAmount: 0 }, 'bonusAmount', { code: 'notPositive' }],
    ['negative bonus', { bonusAmount: -50 }, 'bonusAmount', { code: 'notPositive' }],
    ['empty bonus', { bonusAmount: null }, 'bonusAmount', { code: 'notANumber' }],
    ['negative multiple', { wageringMultiple: -1 }, 'wageringMultiple', { code: 'negative' }],
    ['contribution over 100', { contributionPercent: 101 }, 'contributionPercent', { code: 'notAPercent' }],
    ['negative RTP', { rtpPercent: -1 }, 'rtpPercent', { code: 'notAPercent' }],
    ['NaN RTP', { rtpPercent: Number.NaN }, 'rtpPercent', { code: 'notANumber' }],
    ['zero maximum bet', { maxBet: 0 }, 'maxBet', { code: 'notPositive' }],
    ['negative deposit', { wageringBase: 'deposit_bonus', deposit: -1 }, 'deposit', { code: 'negative' }],
    ['empty deposit on deposit + bonus', { wageringBase: 'deposit_bonus', deposit: null }, 'deposit', { code: 'notANumber' }],
    ['game that does not count', { contributionPercent: 0 }, 'contributionPercent', { code: 'gameDoesNotCount' }],
    // 1,000 / (1e-320 / 100) overflows: refused rather than answered with Infinity.
    ['vanishing contribution', { contributionPercent: 1e-320 }, 'contributionPercent', { code: 'overflow' }],
    // 1,000 / 1e-320 bets overflows the same way.
    ['vanishing maximum bet', { maxBet: 1e-320 }, 'maxBet', { code: 'overflow' }],
  ] as const)('refuses a %s', (_case, overrides, field, problem) => {
    expect(calculateBonusWagering(terms(overrides))).toEqual({ kind: 'invalid', field, ...problem });
  });

  it('answers with finite numbers or a refusal across extreme inputs', () => {
    const values = [null, -1, 0, 1e-300, 0.5, 50, 100, 1e6, 1e300, Number.NaN];
    for (const a of values) {
      for (const b of values) {
        for (const wageringBase of ['bonus', 'deposit_bonus'] as const) {
          const given = terms({ bonusAmount: a, deposit: b, wageringMultiple: b, contributionPercent: a, rtpPercent: b, maxBet: a, wageringBase });
          const result = calculateBonusWagering(given);
          if (result.kind === 'wagering') expectFinite(result);
        }
      }
    }
  });
});

const card: CasinoWageringTerms = { bonusAmount: 500, wageringMultiple: 35, wageringBase: 'deposit_bonus', minDeposit: 200, maxBet: 100 };

describe('wageringQueryFromCasino', () => {
  // Expected strings written from the key table documented on WAGERING_QUERY_KEYS.
  it.each([
    ['full terms', card, 'bonus=500&cevrim=35&taban=yatirim-bonus&yatirim=200&maxbahis=100'],
    ['decimal figures', { ...card, bonusAmount: 250.5, wageringMultiple: 22.5, maxBet: 2.5 }, 'bonus=250.5&cevrim=22.5&taban=yatirim-bonus&yatirim=200&maxbahis=2.5'],
    [
      'no wagering, no deposit, no maximum bet, unknown amount',
      { bonusAmount: 0, wageringMultiple: null, wageringBase: 'bonus', minDeposit: null, maxBet: null },
      'cevrim=0&taban=bonus',
    ],
    ['a minimum deposit of 0', { ...card, wageringBase: 'bonus', minDeposit: 0 }, 'bonus=500&cevrim=35&taban=bonus&yatirim=0&maxbahis=100'],
  ] as const)('writes %s', (_case, given, expected) => {
    expect(wageringQueryFromCasino(given).toString()).toBe(expected);
  });
});

describe('wageringInputFromQuery', () => {
  it.each([
    [
      'a card link',
      'bonus=500&cevrim=35&taban=yatirim-bonus&yatirim=200&maxbahis=100',
      { bonusAmount: 500, wageringMultiple: 35, wageringBase: 'deposit_bonus', deposit: 200, maxBet: 100 },
    ],
    ['Turkish decimal commas', 'katki=50&rtp=96%2C5&maxbahis=2,5', { contributionPercent: 50, rtpPercent: 96.5, maxBet: 2.5 }],
    ['the bonus base', '?taban=bonus', { wageringBase: 'bonus' }],
    ['unreadable values, left out', 'bonus=abc&cevrim=&taban=hepsi&rtp=NaN&yatirim=1.234,5', {}],
    ['an empty query', '', {}],
  ] as const)('reads %s', (_case, query, expected) => {
    expect(wageringInputFromQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it('reads back what a card writes, and the calculator accepts it once the game is chosen', () => {
    const read = wageringInputFromQuery(wageringQueryFromCasino(card));
    expect(read).toEqual({ bonusAmount: 500, wageringMultiple: 35, wageringBase: 'deposit_bonus', deposit: 200, maxBet: 100 });
    // worked by hand: 35 × (500 + 200) = 24,500; at 96%: 24,500 × 0.04 = 980; 500 − 980 = −480; 24,500 / 100 = 245 bets.
    const result = calculateBonusWagering(terms({ ...read, contributionPercent: 100, rtpPercent: 96 }));
    expect(result).toMatchObject({ kind: 'wagering', requiredWagering: 24500, betsAtMaxBet: 245 });
    if (result.kind === 'wagering') expect([r2(result.expectedLoss), r2(result.expectedValue)]).toEqual([980, -480]);
  });
});
