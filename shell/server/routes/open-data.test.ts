import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MODEL_VERSION } from 'shared-data/bonus-value';
import { contentVersion, type Store } from '@shared-data/store';
import { getEntry, saveEntry } from '@shared-data/store/cms';
import { queryRows, sql, pgliteDriver } from '@shared-data/store/testing';
import type { OpenData } from '../open-data.ts';
import { buildServer } from '../app.ts';
import { fakeDist } from '../test-dist.ts';
import { storeServer } from '../site-test-utils.ts';
import { STORE_UNAVAILABLE } from '../unavailable.ts';
import { openDataRoutes } from './open-data.ts';
import { sitemapRoutes } from './sitemap.ts';

/** The CSV's header as the method page documents it (mfe-content's "Açık Veri" section), column by column. */
const documentedColumns = [
  'slug', 'name', 'currency', 'url',
  'terms.bonusAmount', 'terms.bonusPercent', 'terms.wageringMultiple', 'terms.wageringBase', 'terms.minDeposit', 'terms.maxBet',
  'terms.maxCashout', 'terms.daysToComplete', 'terms.bonusType', 'terms.minStake', 'terms.slotContribution',
  'terms.tableContribution', 'terms.liveContribution', 'terms.freeSpins', 'terms.freeSpinValue', 'terms.freeSpinWagering',
  'terms.freeSpinMaxCashout', 'terms.freeSpinsFirst', 'terms.freeSpinGame',
  'referenceGame.slug', 'referenceGame.name', 'referenceGame.provider', 'referenceGame.rtp', 'referenceGame.volatility',
  'referenceGame.standardDeviation', 'referenceGame.type',
  'grade.grade', 'grade.score', 'grade.flags',
  'value.kind', 'value.refusalCode', 'value.refusalField', 'value.deposit', 'value.bet', 'value.bonus', 'value.turnover',
  'value.closedFormValue', 'value.expectedNetValue', 'value.standardError', 'value.intervalLow', 'value.intervalHigh',
  'value.finishProbability',
  'value.withdrawProbability', 'value.profitProbability', 'value.medianCashout', 'value.matchCashout', 'value.freeSpinCashout', 'value.unvaluedFreeSpins', 'value.freeSpinGameRtp', 'value.freeSpinGameStandardDeviation', 'value.betAtMinStake', 'value.netValueAtMinStake', 'value.standardErrorAtMinStake', 'value.betAtMaxBet', 'value.netValueAtMaxBet', 'value.standardErrorAtMaxBet',
  'value.runs', 'value.seed', 'value.methodVersion',
];

let store: Store;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  store = await pgliteDriver.open('seeded');
  app = await storeServer(store);
  await app.register(openDataRoutes);
  await app.register(sitemapRoutes);
  origin = app.config.siteOrigin;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const offerOf = (data: OpenData, slug: string) => {
  const offer = data.offers.find((o) => o.slug === slug);
  if (!offer) throw new Error(`no offer ${slug}`);
  return offer;
};

describe('/veri/bonuslar.json', () => {
  it('lists the five seeded offers in the editors\' order, with the file\'s licence, source, schema and method version', async () => {
    const res = await get('/veri/bonuslar.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const data = res.json<OpenData>();
    expect(data.offers.map((o) => o.slug)).toEqual(['lalezar-casino', 'nebula-bet', 'fjord-spins', 'zumrut-palace', 'atlas-vegas']);
    expect(data.licence).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/deed.tr' });
    expect(data.source).toBe(`${origin}/bonus-degeri`);
    expect(data.schema).toBe(`${origin}/veri/bonuslar.schema.json`);
    expect(data.methodVersion).toBe(OFFER_MODEL_VERSION);
    expect(data.contentVersion).toBe(await contentVersion(store.db));
    const [meta] = await queryRows<{ at: Date | string }>(store.db, sql`SELECT changed_at AS at FROM content_meta WHERE id = 1`);
    expect(data.generatedAt).toBe(new Date(meta?.at ?? 0).toISOString());
  });

  it('gives each offer its terms as the reviews state them', async () => {
    const data = (await get('/veri/bonuslar.json')).json<OpenData>();
    const zumrut = offerOf(data, 'zumrut-palace');
    expect(zumrut).toMatchObject({ name: 'Zümrüt Palace', currency: 'TL', url: `${origin}/casinolar/zumrut-palace` });
    expect(zumrut.terms).toMatchObject({ bonusPercent: 100, wageringMultiple: 35, wageringBase: 'deposit_bonus', minDeposit: 200, maxBet: 100, bonusType: 'sticky', freeSpins: 50, freeSpinGame: 'wolf-gold' });
    // Grade by the bands: wagering 35 × 400 ÷ 200 = 70× on the bonus (0 points × 3), sticky (1 × 2), 30 days (4),
    // max bet 100 of 400 = 25 % (4), no cap (4), minimum deposit 200 TL (3): 17 ÷ 9 = 1,89, an E.
    expect(zumrut.grade).toMatchObject({ grade: 'E', score: 1.89 });
    expect([...(zumrut.grade?.flags ?? [])].sort()).toEqual(['depositWagering', 'stickyBonus']);
    expect(offerOf(data, 'nebula-bet')).toMatchObject({ currency: 'USD', terms: { maxCashout: 100, maxBet: 5, minStake: 0.1 } });
    expect(offerOf(data, 'lalezar-casino').terms).toMatchObject({ bonusAmount: 250, bonusPercent: null, wageringBase: 'bonus', freeSpins: 1000, freeSpinValue: 0.2 });
  });

  it('gives the standard play, the reference game and the closed form, worked by hand', async () => {
    const data = (await get('/veri/bonuslar.json')).json<OpenData>();
    // Zümrüt: %100 up to no cap, minimum deposit 200: deposit 200, bonus 200, bet 1 % of 400 = 4; turnover 35 × 400.
    const zumrut = offerOf(data, 'zumrut-palace');
    expect(zumrut.referenceGame).toEqual({ slug: 'wolf-gold', name: 'Wolf Gold', provider: 'pragmatic-play', rtp: 96.01, volatility: 'Orta', standardDeviation: 6, type: 'slot' });
    expect(zumrut.value).toMatchObject({ kind: 'value', deposit: 200, bet: 4, bonus: 200, turnover: 14_000, methodVersion: OFFER_MODEL_VERSION });
    // 14.000 × (1 − 0,9601) = 558,60; 200 − 558,60 = −358,60.
    expect(zumrut.value.closedFormValue).toBe(-358.6);
    // Lalezar: 250 TL bonus, deposit 100, bet 1 % of 350 = 3,50; 30 × 250 = 7.500 × 3,52 % = 264; 250 − 264 = −14.
    expect(offerOf(data, 'lalezar-casino').value).toMatchObject({ kind: 'value', deposit: 100, bet: 3.5, turnover: 7500, closedFormValue: -14 });
  });

  it('gives every valued offer its interval, runs and seed, and an unvalued one its reason', async () => {
    const data = (await get('/veri/bonuslar.json')).json<OpenData>();
    for (const { slug, value } of data.offers) {
      if (value.kind === 'value') {
        const [expectedNetValue, standardError, intervalLow, intervalHigh] = [value.expectedNetValue, value.standardError, value.intervalLow, value.intervalHigh].map((x) => x ?? Number.NaN) as [number, number, number, number];
        // EV ± 1,96 SE, each rounded to the cent.
        expect(Math.abs(intervalLow - (expectedNetValue - 1.96 * standardError)), slug).toBeLessThanOrEqual(0.011);
        expect(Math.abs(intervalHigh - (expectedNetValue + 1.96 * standardError)), slug).toBeLessThanOrEqual(0.011);
        expect(value.runs, slug).toBeGreaterThan(0);
        expect(value.seed, slug).toEqual(expect.any(Number));
        expect(value.finishProbability, slug).toBeGreaterThanOrEqual(0);
        expect(value.refusalCode, slug).toBeNull();
      } else if (value.kind === 'refused') {
        expect(value.refusalCode, slug).toEqual(expect.any(String));
        expect(value.expectedNetValue, slug).toBeNull();
      }
    }
    // Every seeded offer is valued, the two of free spins alone included.
    expect(data.offers.filter((o) => o.value.kind === 'value').map((o) => o.slug).sort()).toEqual(['atlas-vegas', 'fjord-spins', 'lalezar-casino', 'nebula-bet', 'zumrut-palace']);
    // Atlas Vegas gives 100 free spins alone, on Big Bass Bonanza (96,71 %, high: σ 12): no cash part; its bet table
    // runs from the 0,10 USD minimum stake to the 5 USD maximum bet. Fjord Spins wagers nothing: no table.
    const atlas = offerOf(data, 'atlas-vegas').value;
    expect(atlas).toMatchObject({ matchCashout: null, freeSpinGameRtp: 96.71, freeSpinGameStandardDeviation: 12, betAtMinStake: 0.1, betAtMaxBet: 5 });
    expect(atlas.freeSpinCashout).toBe(atlas.expectedNetValue);
    expect(offerOf(data, 'fjord-spins').value).toMatchObject({ betAtMinStake: null, betAtMaxBet: null, unvaluedFreeSpins: false });
  });

  it('validates against the served schema (ajv, draft 2020-12), which refuses a broken copy', async () => {
    const schemaRes = await get('/veri/bonuslar.schema.json');
    expect(schemaRes.statusCode).toBe(200);
    const schema = schemaRes.json<Record<string, unknown>>();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`${origin}/veri/bonuslar.schema.json`);
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    const data = (await get('/veri/bonuslar.json')).json<OpenData>();
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);

    const broken = structuredClone(data) as unknown as { offers: Array<{ terms: Record<string, unknown>; value: Record<string, unknown> }> };
    if (!broken.offers[0]) throw new Error('no offers');
    broken.offers[0].terms.maxBet = '50 TL';
    expect(validate(broken)).toBe(false);
    const extra = structuredClone(data) as unknown as { offers: Array<{ value: Record<string, unknown> }> };
    if (!extra.offers[1]) throw new Error('no offers');
    extra.offers[1].value.kind = 'maybe';
    expect(validate(extra)).toBe(false);
  });
});

describe('/veri/bonuslar.csv', () => {
  it('is UTF-8 with a BOM, CRLF lines, the documented header and one row per offer', async () => {
    const res = await get('/veri/bonuslar.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('inline; filename="bonuslar.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines).toHaveLength(6);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe(documentedColumns.join(','));
    const zumrut = lines.find((line) => line.startsWith('zumrut-palace,'))?.split(',');
    const at = (column: string) => zumrut?.[documentedColumns.indexOf(column)];
    expect(at('name')).toBe('Zümrüt Palace');
    expect(at('terms.bonusPercent')).toBe('100');
    expect(at('terms.wageringBase')).toBe('deposit_bonus');
    expect(at('terms.minDeposit')).toBe('200');
    expect(at('terms.maxBet')).toBe('100');
    expect(at('terms.maxCashout')).toBe('');
    expect(at('terms.freeSpinsFirst')).toBe('false');
    expect(at('referenceGame.rtp')).toBe('96.01');
    expect(at('value.closedFormValue')).toBe('-358.6');
    expect(at('value.methodVersion')).toBe(String(OFFER_MODEL_VERSION));
    const nebula = lines.find((line) => line.startsWith('nebula-bet,'))?.split(',');
    expect(nebula?.[documentedColumns.indexOf('terms.maxCashout')]).toBe('100');
    expect(nebula?.[documentedColumns.indexOf('currency')]).toBe('USD');
  });
});

describe('caching', () => {
  it.each(['/veri/bonuslar.json', '/veri/bonuslar.csv', '/veri/bonuslar.schema.json'])('answers %s with an ETag, and 304 to it', async (url) => {
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('changes both files when an offer is saved in the CMS', async () => {
    const before = await get('/veri/bonuslar.json');
    const csvBefore = await get('/veri/bonuslar.csv');
    const [row] = await queryRows<{ id: number }>(store.db, sql`SELECT id FROM casinos WHERE slug = 'zumrut-palace'`);
    const id = row?.id ?? 0;
    const entry = await getEntry(store.db, 'casinos', id);
    if (!entry) throw new Error('no entry');
    const saved = await saveEntry(store.db, 'casinos', id, entry.version, { ...entry.values, maxBet: '50' }, 'admin-1');
    expect(saved.ok).toBe(true);
    try {
      const after = await get('/veri/bonuslar.json', { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const data = after.json<OpenData>();
      expect(offerOf(data, 'zumrut-palace').terms.maxBet).toBe(50);
      expect(data.contentVersion).toBeGreaterThan(before.json<OpenData>().contentVersion);
      const csvAfter = await get('/veri/bonuslar.csv', { 'if-none-match': String(csvBefore.headers.etag) });
      expect(csvAfter.statusCode).toBe(200);
      expect(csvAfter.body).not.toBe(csvBefore.body);
    } finally {
      const back = await getEntry(store.db, 'casinos', id);
      await saveEntry(store.db, 'casinos', id, back?.version ?? 0, { ...back?.values, maxBet: '100' }, 'admin-1');
    }
  });
});

describe('store failure', () => {
  it('answers 503 with Retry-After, never cached, for both files', async () => {
    const down = await storeServer(store, { contentState: () => Promise.reject(new Error('connection terminated')) });
    await down.register(openDataRoutes);
    try {
      const json = await down.inject({ method: 'GET', url: '/veri/bonuslar.json' });
      expect(json.statusCode).toBe(503);
      expect(json.headers['retry-after']).toBe('5');
      expect(json.headers['cache-control']).toBe('no-store');
      expect(json.json()).toEqual({ error: STORE_UNAVAILABLE });
      const csv = await down.inject({ method: 'GET', url: '/veri/bonuslar.csv' });
      expect(csv.statusCode).toBe(503);
      expect(csv.body).toBe(STORE_UNAVAILABLE);
      // The schema does not read the store.
      expect((await down.inject({ method: 'GET', url: '/veri/bonuslar.schema.json' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('sitemap', () => {
  it('lists both files', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${origin}/veri/bonuslar.json</loc>`);
    expect(xml).toContain(`<loc>${origin}/veri/bonuslar.csv</loc>`);
  });
});

describe('in the whole server', () => {
  it('serves the files beside the pages, compressed on the way out, with HEAD too', async () => {
    const site = await buildServer({ ...fakeDist(), store, serverRendering: false, logger: false });
    try {
      const plain = await site.inject({ method: 'GET', url: '/veri/bonuslar.json' });
      expect(plain.statusCode).toBe(200);
      const brotli = await site.inject({ method: 'GET', url: '/veri/bonuslar.json', headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
      const head = await site.inject({ method: 'HEAD', url: '/veri/bonuslar.csv' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect((await site.inject({ method: 'GET', url: '/veri/bonuslar.schema.json' })).statusCode).toBe(200);
      expect((await site.inject({ method: 'POST', url: '/veri/bonuslar.json' })).statusCode).toBe(404);
    } finally {
      await site.close();
    }
  });
});
