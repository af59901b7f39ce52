import { describe, expect, it } from 'vitest';
import { gamesApiUrl } from './content-api.ts';
import {
  gamesPageQuery,
  parseFeatureParam,
  parseRtpMaxParam,
  parseRtpMinParam,
  parseSortParam,
  parseVolatilityParam,
  parseYearParam,
  readGameFilters,
  rtpFieldText,
  rtpRange,
} from './game-filters.ts';
import { routeContentUrls } from './route-content.ts';

describe('parseRtpMinParam and parseRtpMaxParam', () => {
  it.each([
    [null, null, null],
    ['', null, null],
    ['  ', null, null],
    ['96,5', 96.5, 96.5],
    ['96.5', 96.5, 96.5],
    [' 97 ', 97, 97],
    ['96,48', 96.48, 96.48],
    // More decimals than the catalogue has: the lower bound rounds up, the upper one down (the same games either way).
    ['96,481', 96.49, 96.48],
    ['96.489', 96.49, 96.48],
    ['150', 100, 100],
    ['-3', 0, 0],
    ['-0,001', 0, 0],
    ['%96,5', 96.5, 96.5],
    ['96.5%', 96.5, 96.5],
    ['96 %', 96, 96],
    // Spaces between digits are thousands separators to the number rule.
    ['9 6', 96, 96],
  ])('%j: at least %s, at most %s', (raw, min, max) => {
    expect(parseRtpMinParam(raw)).toEqual({ ok: true, value: min });
    expect(parseRtpMaxParam(raw)).toEqual({ ok: true, value: max });
  });

  it.each(['abc', '%', '%%96', '1e2', '96,5,1', '96-'])('refuses %j', (raw) => {
    expect(parseRtpMinParam(raw)).toEqual({ ok: false, error: { code: 'badRtp' } });
    expect(parseRtpMaxParam(raw)).toEqual({ ok: false, error: { code: 'badRtp' } });
  });
});

describe('parseVolatilityParam', () => {
  it.each([
    ['dusuk', 'Düşük'],
    ['orta', 'Orta'],
    ['yuksek', 'Yüksek'],
    ['cok-yuksek', 'Çok Yüksek'],
    ['Çok Yüksek', 'Çok Yüksek'],
    ['YÜKSEK', 'Yüksek'],
    ['', null],
  ])('%j is %j', (raw, value) => {
    expect(parseVolatilityParam(raw)).toEqual({ ok: true, value });
  });

  it.each(['cok', 'high', 'constructor', 'yuksek-orta'])('refuses %j', (raw) => {
    expect(parseVolatilityParam(raw)).toEqual({ ok: false, error: { code: 'badVolatility' } });
  });
});

describe('parseFeatureParam, parseYearParam and parseSortParam', () => {
  it.each([
    [parseFeatureParam, ' Bedava Dönüş ', { ok: true, value: 'Bedava Dönüş' }],
    [parseFeatureParam, 'x'.repeat(100), { ok: true, value: 'x'.repeat(100) }],
    [parseFeatureParam, 'x'.repeat(101), { ok: false, error: { code: 'featureTooLong', max: 100 } }],
    [parseYearParam, '2021', { ok: true, value: 2021 }],
    [parseYearParam, '', { ok: true, value: null }],
    [parseYearParam, '21', { ok: false, error: { code: 'badYear' } }],
    [parseYearParam, '2021-2022', { ok: false, error: { code: 'badYear' } }],
    [parseSortParam, 'rtp', { ok: true, value: 'rtp' }],
    [parseSortParam, 'AD', { ok: true, value: 'ad' }],
    [parseSortParam, 'yil', { ok: true, value: 'yil' }],
    [parseSortParam, 'fiyat', { ok: false, error: { code: 'badSort' } }],
  ] as const)('%o(%j)', (parse, raw, result) => {
    expect(parse(raw)).toEqual(result);
  });
});

describe('readGameFilters', () => {
  it('reads every filter and writes each in its canonical text', () => {
    const state = readGameFilters(new URLSearchParams('rtp-min=96,5&rtp-max=99&volatilite=Yüksek&ozellik=Megaways&yil=2021&sirala=RTP'));
    expect(state.filters).toEqual({ rtpMin: 96.5, rtpMax: 99, volatility: 'Yüksek', feature: 'Megaways', year: 2021, sort: 'rtp' });
    expect(state.text).toEqual({ rtpMin: '96.5', rtpMax: '99', volatility: 'yuksek', feature: 'Megaways', year: '2021', sort: 'rtp' });
    expect(state.issues).toEqual([]);
  });

  it('keeps a refused value as given, with its reason, and reads the others', () => {
    const state = readGameFilters(new URLSearchParams('rtp-min=abc&volatilite=orta&sirala=fiyat'));
    expect(state.filters).toMatchObject({ rtpMin: null, volatility: 'Orta', sort: null });
    expect(state.text).toEqual({ rtpMin: 'abc', volatility: 'orta', sort: 'fiyat' });
    expect(state.issues).toEqual([
      { key: 'rtpMin', raw: 'abc', error: { code: 'badRtp' } },
      { key: 'sort', raw: 'fiyat', error: { code: 'badSort' } },
    ]);
  });
});

describe('gamesPageQuery', () => {
  it("is the form's fields without empty ones and 'all' providers, each filter canonical, with no page", () => {
    const fields = new URLSearchParams('q=book &saglayici=all&rtp-min=95,5&rtp-max=&volatilite=yuksek&ozellik=&yil=2016&sirala=&sayfa=3');
    expect(gamesPageQuery(fields).toString()).toBe('q=book+&rtp-min=95.5&volatilite=yuksek&yil=2016');
    expect(gamesPageQuery(new URLSearchParams('saglayici=ezugi&rtp-min=x')).toString()).toBe('saglayici=ezugi&rtp-min=x');
  });
});

describe('rtpRange', () => {
  it.each([
    [95, 97, [95, 97]],
    [97, 95, [95, 97]],
    [null, 95, [null, 95]],
    [97, null, [97, null]],
  ] as const)('%s to %s is %j', (rtpMin, rtpMax, range) => {
    expect(rtpRange({ rtpMin, rtpMax })).toEqual(range);
  });
});

describe('rtpFieldText', () => {
  it.each([
    ['rtp-min=96.5', '96,5'],
    ['rtp-min=96,50', '96,5'],
    ['rtp-min=96.48', '96,48'],
    ['rtp-min=97', '97'],
    ['rtp-min=150', '100'],
    ['rtp-min=abc', 'abc'],
    ['', ''],
  ])('%j shows %j', (query, text) => {
    expect(rtpFieldText(readGameFilters(new URLSearchParams(query)), 'rtpMin')).toBe(text);
  });
});

describe("the games page's content URLs", () => {
  it('name the list by its canonical filters, so addresses that mean the same list share one URL', () => {
    const url = gamesApiUrl({ rtpMin: '96.5', volatility: 'yuksek', sort: 'rtp' });
    expect(url).toBe('/api/content/games?rtp-min=96.5&volatilite=yuksek&sirala=rtp');
    for (const address of ['/oyunlar?rtp-min=96,5&volatilite=Y%C3%BCksek&sirala=rtp', '/oyunlar?sirala=rtp&volatilite=yuksek&rtp-min=96.50&ozellik=']) {
      expect(routeContentUrls(address)).toEqual([url, '/api/content/game-providers', '/api/content/game-facets']);
    }
  });

  it('carry a refused value as given, so its page is told apart from the unfiltered one', () => {
    expect(routeContentUrls('/oyunlar?volatilite=xyz&sayfa=2')[0]).toBe('/api/content/games?sayfa=2&volatilite=xyz');
  });
});
