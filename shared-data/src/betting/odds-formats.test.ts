import { describe, expect, it } from 'vitest';
import { formatFraction } from '../calculators.ts';
import { MAX_DECIMAL_ODDS, convertDecimalOdds, parseOdds, type OddsFormat, type OddsInAllFormats } from './odds-formats.ts';

// Sources named beside the cases: S = us.surebet.com/wiki/odds-formats (table of decimal, fractional, American,
// Hong Kong, Indonesian and Malaysian odds); G = smartgamblingclub.com "Sports Betting Odds Explained" cheat sheet;
// B = smartbetlab.io "Expected value in betting" break-even table; bonus.wiki odds converter table; odds.at odds
// conversion formulas; pybettor docs (PyPI); 'hand' = worked out in the comment.

function converted(decimal: number): OddsInAllFormats {
  const result = convertDecimalOdds(decimal);
  if (!result) throw new Error(`no conversion for ${decimal}`);
  return result;
}

function decimalOf(format: OddsFormat, raw: string): number {
  const result = parseOdds(format, raw);
  if (result.kind !== 'valid') throw new Error(`${format} '${raw}' rejected: ${result.code}`);
  return result.decimal;
}

describe('convertDecimalOdds', () => {
  it.each([
    // decimal, exact, American, HK, Malay, Indonesian, implied %
    [1.5, '1/2', -200, 0.5, 0.5, -2, 66.67], // S row 1.50; B 1.50 → 66.7%
    [2, '1/1', 100, 1, 1, 1, 50], // S row 2.00 (evens; Malay written 1.00)
    [2.5, '3/2', 150, 1.5, -0.67, 1.5, 40], // S row 2.50; B 2.50 → 40.0%
    [3, '2/1', 200, 2, -0.5, 2, 33.33], // S row 3.00; B 3.00 → 33.3%
    [1.8, '4/5', -125, 0.8, 0.8, -1.25, 55.56], // G 1.80 = -125 = 4/5, 55.6%; hand: Malay d-1 = 0.8, Indo -1/0.8
    [3.25, '9/4', 225, 2.25, -0.44, 2.25, 30.77], // G 9/4 = 3.25 = +225, 30.8%; hand: Malay -1/2.25 = -0.444
    [2.4, '7/5', 140, 1.4, -0.71, 1.4, 41.67], // G 2.40 = +140 = 7/5, 41.7%; hand: Malay -1/1.4 = -0.714
    [2.2, '6/5', 120, 1.2, -0.83, 1.2, 45.45], // G +120 = 2.20 = 6/5, 45.5%; hand: Malay -1/1.2 = -0.833
  ])('%d is %s, American %d, HK %d, Malay %d, Indonesian %d, %d%%', (decimal, exact, american, hk, malay, indo, pct) => {
    const odds = converted(decimal);
    expect(odds.fractional && formatFraction(odds.fractional)).toBe(exact);
    expect(odds.american).toBeCloseTo(american, 2);
    expect(odds.hongKong).toBeCloseTo(hk, 2);
    expect(odds.malay).toBeCloseTo(malay, 2);
    expect(odds.indonesian).toBeCloseTo(indo, 2);
    expect(odds.impliedProbabilityPercent).toBeCloseTo(pct, 2);
  });

  it('gives 1.91 as 91/100 exactly and -110 once rounded', () => {
    // G: -110 = 1.91 = 10/11 (52.4%); hand: -100 / 0.91 = -109.89 → -110; 0.91 = 91/100 with gcd(91, 100) = 1;
    // Indonesian -1 / 0.91 = -1.0989.
    const odds = converted(1.91);
    expect(Math.round(odds.american)).toBe(-110);
    expect(odds.fractional).toEqual({ numerator: 91, denominator: 100 });
    expect(formatFraction(odds.standardFraction)).toBe('10/11');
    expect(odds.indonesian).toBeCloseTo(-1.0989, 4);
    expect(odds.impliedProbabilityPercent).toBeCloseTo(52.36, 2);
  });

  it.each([
    [1.22, '2/9'], // bonus.wiki odds table: -450 | 1.22 | 2/9
    [1.29, '2/7'], // bonus.wiki: -350 | 1.29 | 2/7
    [1.33, '1/3'], // bonus.wiki: -300 | 1.33 | 1/3
    [1.4, '2/5'], // bonus.wiki: -250 | 1.4 | 2/5
    [1.67, '4/6'], // G: -150 = 1.67 = 4/6
    [1 + 100 / 175, '4/7'], // pybettor docs: convert_odds(-175) → 1.57, 4/7
    [1.91, '10/11'], // G: -110 = 1.91 = 10/11
    [2.4, '11/8'], // hand: |11/8 − 1.4| = 0.025 < |6/4 − 1.4| = 0.1
    [2.5, '6/4'], // hand: 3/2 is quoted as 6/4 in the standard list (6/4 = 1.5 exactly)
    [30, '25/1'], // hand: exact 29/1 sits 4 from 25/1 and 4 from 33/1; a tie goes to the shorter price
    [1.01, '1/5'], // hand: nothing in the list is shorter than 1/5
    [500, '100/1'], // hand: nothing in the list is longer than 100/1
  ])('puts %d nearest to the standard fraction %s', (decimal, fraction) => {
    expect(formatFraction(converted(decimal).standardFraction)).toBe(fraction);
  });

  it.each([
    [30, '29/1'], // sportsbookreview odds converter: "the exact mathematical equivalent of decimal odds 30 is 29/1"
    [1.25, '1/4'], // bonus.wiki: -400 | 1.25 | 1/4
    [1.15, '3/20'], // bonus.wiki: -667 | 1.15 | 3/20
    [101, '100/1'], // bonus.wiki: +10000 | 101.0 | 100/1
  ])('reduces %d exactly to %s', (decimal, fraction) => {
    const exact = converted(decimal).fractional;
    expect(exact && formatFraction(exact)).toBe(fraction);
  });

  it('has no exact fraction when the denominator would exceed 100', () => {
    // hand: 0.333 = 333/1000 and gcd(333, 1000) = 1; its nearest standard price is 1/3
    const odds = converted(1.333);
    expect(odds.fractional).toBeNull();
    expect(formatFraction(odds.standardFraction)).toBe('1/3');
  });

  it('finds 1/3 again in the decimal a typed 1/3 becomes', () => {
    // hand: 1 + 1/3 = 1.3333… is not exact in binary; 0.3333… × 3 is within the tolerance of 1
    expect(converted(decimalOf('fractional', '1/3')).fractional).toEqual({ numerator: 1, denominator: 3 });
  });

  it.each([
    [2, true], // bookielink glossary: Europe 2.0 = UK Evens (1/1) = US +100
    [2.004, false], // hand: 1.004/1 is not even money
    [1.99, false],
  ])('marks %d as evens: %s', (decimal, evens) => {
    expect(converted(decimal).evens).toBe(evens);
  });

  it.each([1, 0.5, 0, -2, Number.NaN, Infinity, -Infinity, MAX_DECIMAL_ODDS + 1, Number.MAX_VALUE])(
    'refuses %d rather than answer NaN or Infinity',
    (decimal) => {
      expect(convertDecimalOdds(decimal)).toBeNull();
    },
  );

  it.each([1 + Number.EPSILON, 1.0001, 2, MAX_DECIMAL_ODDS])('gives only finite numbers at the edge %d', (decimal) => {
    const odds = converted(decimal);
    const numbers = [odds.american, odds.hongKong, odds.malay, odds.indonesian, odds.impliedProbabilityPercent];
    expect(numbers.every(Number.isFinite)).toBe(true);
    expect(odds.malay).toBeGreaterThanOrEqual(-1);
    expect(odds.malay).toBeLessThanOrEqual(1);
    expect(Math.abs(odds.indonesian)).toBeGreaterThanOrEqual(1);
  });
});

describe('parseOdds', () => {
  it.each([
    ['decimal', '2,5', 2.5], // hand: Turkish decimal comma
    ['decimal', '2.5', 2.5],
    ['decimal', ' 1,80 ', 1.8],
    ['fractional', '5/2', 3.5], // bonus.wiki: +250 | 3.5 | 5/2
    ['fractional', '1/1', 2], // bookielink: Evens (1/1) = 2.0
    ['fractional', ' 4 / 5 ', 1.8], // G: 4/5 = 1.80
    ['fractional', '6/4', 2.5], // G/bonus.wiki: 3/2 = 2.5, and 6/4 = 3/2
    ['fractional', '2,5/1', 3.5], // hand: 1 + 2.5/1
    ['american', '+150', 2.5], // S: +150 = 2.50
    ['american', '150', 2.5], // odds.at: for American >= +100, decimal = American/100 + 1
    ['american', '-200', 1.5], // S: -200 = 1.50
    ['american', '−175', 1 + 100 / 175], // pybettor: -175 = 1.57; pasted with a Unicode minus
    ['american', '+100', 2], // odds.at: "+100 and -100 are both equivalent to decimal odds of 2.00"
    ['american', '-100', 2],
    ['hongKong', '0,50', 1.5], // S: HK 0.50 = 1.50
    ['hongKong', '2', 3], // S: HK 2.00 = 3.00
    ['malay', '0.5', 1.5], // S: Malaysian 0.50 = 1.50
    ['malay', '-0,5', 3], // S: Malaysian -0.50 = 3.00
    ['malay', '1', 2], // S: Malaysian 1.00 = 2.00
    ['malay', '-1', 2], // hand: 1 − 1/(−1) = 2, the other way to write evens
    ['indonesian', '-2,00', 1.5], // S: Indonesian -2.00 = 1.50
    ['indonesian', '1.5', 2.5], // S: Indonesian 1.50 = 2.50
    ['indonesian', '1', 2], // odds.at: "both 1 and -1 are equivalent to decimal odds of 2.00"
    ['indonesian', '-1', 2],
    ['probability', '40', 2.5], // B: 2.50 ↔ 40.0%
    ['probability', '%25', 4], // bonus.wiki: 4.0 | 25%; Turkish order of the sign
    ['probability', '25%', 4],
  ] as const)('reads %s %j as decimal %d', (format, raw, decimal) => {
    expect(decimalOf(format, raw)).toBeCloseTo(decimal, 10);
  });

  const outOfRange = { code: 'outOfRange' } as const;
  const tooLarge = { code: 'oddsTooLarge', max: 1_000_000 } as const;
  const unreadable = { code: 'unreadable' } as const;
  const notAFraction = { code: 'notAFraction' } as const;

  // Ranges: oddsorca.com converter, "Valid odds for each format" (decimal > 1; American >= 100 or below -100;
  // probability > 0% and < 100%; Hong Kong > 0; Malay between -1 and 1 and not 0; Indonesian >= 1 or <= -1).
  it.each([
    ['decimal', '1', outOfRange],
    ['decimal', '1,00', outOfRange],
    ['decimal', '0', outOfRange],
    ['decimal', '-2', outOfRange],
    ['decimal', '', { code: 'empty' }],
    ['decimal', '   ', { code: 'empty' }],
    ['decimal', 'abc', unreadable],
    ['decimal', '2,5,0', unreadable],
    ['decimal', 'Infinity', unreadable],
    ['decimal', '1000001', tooLarge],
    ['decimal', '9'.repeat(400), unreadable], // hand: 10^400 overflows a double
    ['fractional', '5/0', { code: 'zeroDenominator' }],
    ['fractional', '0/3', outOfRange],
    ['fractional', '-1/2', { code: 'negativeFraction' }],
    ['fractional', '5', notAFraction],
    ['fractional', 'a/b', notAFraction],
    ['fractional', '1/2/3', notAFraction],
    ['fractional', '1/0,0000001', tooLarge], // hand: 1 + 1/1e-7 = 10,000,001
    ['american', '50', outOfRange],
    ['american', '-99', outOfRange],
    ['american', '0', outOfRange],
    ['american', '+abc', unreadable],
    ['american', '+99999999999', tooLarge], // hand: 1 + 999,999,999.99 > 1,000,000
    ['hongKong', '0', outOfRange],
    ['hongKong', '-1', outOfRange],
    ['hongKong', '0,0000000000000000001', outOfRange], // hand: 1 + 1e-19 rounds to exactly 1 in a double
    ['malay', '0', outOfRange],
    ['malay', '1,5', outOfRange],
    ['malay', '-1,01', outOfRange],
    ['malay', '-0,000001', tooLarge], // hand: 1 + 1/0.000001 = 1,000,001
    ['indonesian', '0,5', outOfRange],
    ['indonesian', '-0,5', outOfRange],
    ['indonesian', '0', outOfRange],
    ['probability', '0', outOfRange],
    ['probability', '100', outOfRange],
    ['probability', '150', outOfRange],
    ['probability', '-5', outOfRange],
    ['probability', '0,00001', tooLarge], // hand: 100 / 0.00001 = 10,000,000
  ] as const)('refuses %s %j', (format, raw, problem) => {
    expect(parseOdds(format, raw)).toEqual({ kind: 'invalid', field: format, ...problem });
  });

  it.each([1.5, 2, 2.5, 3, 1.8])('reads every format of %d back as the same decimal', (decimal) => {
    // The rows of S: each written form must lead back to its decimal.
    const odds = converted(decimal);
    const exact = odds.fractional ? formatFraction(odds.fractional) : '';
    const written: [OddsFormat, string][] = [
      ['fractional', exact],
      ['american', String(odds.american)],
      ['hongKong', String(odds.hongKong)],
      ['malay', String(odds.malay)],
      ['indonesian', String(odds.indonesian)],
      ['probability', String(odds.impliedProbabilityPercent)],
    ];
    for (const [format, raw] of written) expect(decimalOf(format, raw)).toBeCloseTo(decimal, 9);
  });
});
