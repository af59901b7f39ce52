import { describe, expect, it } from 'vitest';
import { affiliateHref, deviceClassOf, expandAffiliateTemplate, isAffiliatePlacement, pagePathOf, placementLabel } from './affiliate.ts';

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
