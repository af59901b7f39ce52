import { describe, expect, it } from 'vitest';
import {
  addDays,
  affiliateHref,
  conversionPercent,
  dayCount,
  daysInRange,
  deviceClassOf,
  expandAffiliateTemplate,
  isAffiliatePlacement,
  isCalendarDay,
  lastIstanbulDays,
  pagePathOf,
  placementLabel,
  statsRangeOf,
} from './affiliate.ts';

describe('affiliateHref', () => {
  it('points at our redirect with the placement and the page path', () => {
    expect(affiliateHref('nebula-bet', 'siralama', '/')).toBe('/git/nebula-bet?yer=siralama&kaynak=%2F');
    expect(affiliateHref('lalezar-casino', 'oyun-sayfasi', '/oyunlar/pragmatic-play/sweet-bonanza?x=1')).toBe(
      '/git/lalezar-casino?yer=oyun-sayfasi&kaynak=%2Foyunlar%2Fpragmatic-play%2Fsweet-bonanza',
    );
  });
});

describe('expandAffiliateTemplate', () => {
  const values = { clickId: 'c1d2', placement: 'siralama', page: '/blog/a', casino: 'nebula-bet' };

  it('fills every placeholder, encoded', () => {
    expect(expandAffiliateTemplate('https://p.example/t?aff=7&sub={clickId}&pl={placement}&from={page}', values)).toBe(
      'https://p.example/t?aff=7&sub=c1d2&pl=siralama&from=%2Fblog%2Fa',
    );
  });

  it.each([
    ['a&admin=1', 'a%26admin%3D1'],
    ['a"><script>', 'a%22%3E%3Cscript%3E'],
    ['a#frag', 'a%23frag'],
    ['iki kelime', 'iki%20kelime'],
  ])('keeps a placement of %j inside its parameter', (placement, encoded) => {
    const url = new URL(expandAffiliateTemplate('https://p.example/t?pl={placement}&sub={clickId}', { ...values, placement }));
    expect(url.search).toBe(`?pl=${encoded}&sub=c1d2`);
    expect(url.searchParams.get('pl')).toBe(placement);
    expect(url.hash).toBe('');
  });

  it('leaves a template without placeholders, and unknown ones, as written', () => {
    expect(expandAffiliateTemplate('https://git.example/lalezar', values)).toBe('https://git.example/lalezar');
    expect(expandAffiliateTemplate('https://p.example/?x={other}', values)).toBe('https://p.example/?x={other}');
  });
});

describe('pagePathOf', () => {
  it.each([
    ['/blog/kasa-yonetimi?sayfa=2#x', '/blog/kasa-yonetimi'],
    ['/', '/'],
    ['https://evil.example/x', ''],
    ['//evil.example/x', ''],
    ['/a b', ''],
    ['', ''],
    [null, ''],
  ])('stores %j as %j', (raw, path) => {
    expect(pagePathOf(raw)).toBe(path);
  });
});

describe('deviceClassOf', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X710) Chrome/120 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120', 'desktop'],
    [undefined, 'desktop'],
  ])('%j is %s', (ua, device) => {
    expect(deviceClassOf(ua)).toBe(device);
  });
});

describe('isAffiliatePlacement', () => {
  it('knows the fixed list only', () => {
    expect(isAffiliatePlacement('siralama')).toBe(true);
    expect(isAffiliatePlacement('toString')).toBe(false);
    expect(isAffiliatePlacement('x')).toBe(false);
  });
});

describe('placementLabel', () => {
  it.each([
    ['one-cikan', 'Ana sayfa: öne çıkan casino'],
    ['tablo', 'İçerik: tablo veya metin içi bağlantı'],
    ['bilinmiyor', 'Bilinmiyor'],
    ['eski-yer', 'eski-yer'],
  ])('%s -> %s', (placement, label) => {
    expect(placementLabel(placement)).toBe(label);
  });
});

describe('isCalendarDay', () => {
  it.each([
    ['2026-11-25', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['25.11.2026', false],
    ['', false],
  ])('%s -> %s', (value, real) => {
    expect(isCalendarDay(value)).toBe(real);
  });
});

describe('addDays, daysInRange and dayCount', () => {
  it('steps over month and year ends and a leap day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysInRange('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('is one day for a one-day range and none for a reversed one', () => {
    expect(daysInRange('2026-11-25', '2026-11-25')).toEqual(['2026-11-25']);
    expect(daysInRange('2026-11-26', '2026-11-25')).toEqual([]);
    expect([dayCount('2026-11-25', '2026-11-25'), dayCount('2026-11-26', '2026-11-25')]).toEqual([1, 0]);
  });

  it('counts a leap year as 366 days', () => {
    expect(dayCount('2024-01-01', '2024-12-31')).toBe(366);
    expect(dayCount('0001-01-01', '9999-12-31')).toBe(3_652_059);
  });
});

describe('lastIstanbulDays', () => {
  it('ends with the Istanbul day: 20:59:59Z is still the 24th there, 21:00:00Z the 25th', () => {
    expect(lastIstanbulDays(30, Date.parse('2026-11-24T20:59:59Z'))).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(lastIstanbulDays(7, Date.parse('2026-11-24T21:00:00Z'))).toEqual({ from: '2026-11-19', to: '2026-11-25' });
  });
});

describe('statsRangeOf', () => {
  const now = Date.parse('2026-11-24T21:00:00Z');
  it.each([
    ['', '', { from: '2026-10-27', to: '2026-11-25' }],
    ['2026-11-01', '', { from: '2026-11-01', to: '2026-11-25' }],
    ['', '2026-11-10', { from: '2026-10-12', to: '2026-11-10' }],
    ['2026-11-20', '2026-11-21', { from: '2026-11-20', to: '2026-11-21' }],
    ['', '2026-02-30', { from: '', to: '2026-02-30' }],
  ])('%j to %j reads as %j', (from, to, range) => {
    expect(statsRangeOf(from, to, now)).toEqual(range);
  });
});

describe('conversionPercent', () => {
  it.each([
    [0.025, '2,5'],
    [1 / 3, '33,3'],
    [0.00049, '0,0'],
    [0, '0,0'],
    [12.5, '1250,0'],
    [null, ''],
  ])('%s -> %s', (rate, text) => {
    expect(conversionPercent(rate)).toBe(text);
  });
});
