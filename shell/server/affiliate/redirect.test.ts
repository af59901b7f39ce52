/**
 * The redirect through the whole server (`buildServer` over an in-memory store, pages left to the browser, so no
 * build is needed): what a reader's browser gets, and what ends up in the database once the server has closed.
 */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { affiliateHref } from 'shared-data';
import { type Store } from '@shared-data/store';
import { clickCount, dailyClicks, getCountryRules, refusedClicksByCountry, saveCountryRules } from '@shared-data/store/cms';
import { queryRows, sql, pgliteDriver } from '@shared-data/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildServer, type ServerOptions } from '../app.ts';
import { offerRulesPlugin } from '../plugins/offer-rules.ts';
import { storeServer } from '../site-test-utils.ts';
import { testFolder } from '../test-folders.ts';
import { affiliate } from './index.ts';
import { redirectTemplate } from './redirect.ts';

const TEMPLATE = 'http://127.0.0.1:9/landing?cid={clickId}&pl={placement}';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let store: Store;
let lalezarId: number;
const shellDir = testFolder('safebet-affiliate-');
const remoteDirs = { content: join(shellDir, 'content'), calculators: join(shellDir, 'calculators'), admin: join(shellDir, 'admin') };

beforeAll(async () => {
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>SafeBet</title><div id="root"></div>');
  for (const dir of Object.values(remoteDirs)) mkdirSync(dir);
  store = await pgliteDriver.open('seeded');
  await store.db.execute(sql`UPDATE casinos SET affiliate_url = ${TEMPLATE} WHERE slug = 'lalezar-casino'`);
  const [row] = await queryRows<{ id: number }>(store.db, sql`SELECT id FROM casinos WHERE slug = 'lalezar-casino'`);
  lalezarId = row?.id ?? -1;
}, 60_000);
afterAll(() => store?.close());
beforeEach(async () => {
  await store.db.execute(sql`DELETE FROM clicks`);
  await store.db.execute(sql`DELETE FROM click_daily`);
  await store.db.execute(sql`DELETE FROM refused_click_daily`);
});

/**
 * A server for one case, closed at the end of it: what it recorded is in the store afterwards. It logs nothing unless
 * `options.logger` says so (a case of a thousand redirects would write two thousand lines into the run's output).
 */
async function withServer(run: (app: FastifyInstance) => Promise<void>, options: Partial<ServerOptions> = {}) {
  const app = await buildServer({ shellDir, remoteDirs, store, serverRendering: false, logger: false, ...options });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const go = (app: FastifyInstance, url: string, headers: Record<string, string> = { 'user-agent': CHROME }) =>
  app.inject({ method: 'GET', url, headers });

interface StoredClick {
  click_id: string;
  casino_id: number;
  placement: string;
  page_path: string;
  device: string;
  is_bot: boolean;
  country: string | null;
  rule: string;
}
const storedClicks = () =>
  queryRows<StoredClick>(
    store.db,
    sql`SELECT click_id, casino_id, placement, page_path, device, is_bot, country, rule::text FROM clicks ORDER BY at, click_id`,
  );

describe('GET /git/:slug', () => {
  it('answers 302 to the template with the click id and placement filled, unindexed, uncached and without Referer', async () => {
    let clickId = '';
    await withServer(async (app) => {
      const res = await go(app, affiliateHref('lalezar-casino', 'siralama', '/blog/en-iyi-bonuslar'));
      expect(res.statusCode).toBe(302);
      const match = /^http:\/\/127\.0\.0\.1:9\/landing\?cid=([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})&pl=siralama$/.exec(
        String(res.headers.location),
      );
      expect(match).not.toBeNull();
      clickId = match?.[1] ?? '';
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    });
    expect(await storedClicks()).toEqual([
      {
        click_id: clickId,
        casino_id: lalezarId,
        placement: 'siralama',
        page_path: '/blog/en-iyi-bonuslar',
        device: 'desktop',
        is_bot: false,
        country: null,
        rule: 'show',
      },
    ]);
  });

  it('counts an unknown or missing placement as unknown, and takes the page from a same-origin Referer only', async () => {
    await withServer(async (app) => {
      expect((await go(app, '/git/lalezar-casino?yer=footer%26pl%3Dx')).headers.location).toMatch(/&pl=bilinmiyor$/);
      await go(app, '/git/lalezar-casino', { 'user-agent': CHROME, referer: 'http://localhost:80/oyunlar/pragmatic-play/sweet-bonanza?q=1#x' });
      await go(app, '/git/lalezar-casino?yer=tablo', { 'user-agent': CHROME, referer: 'https://evil.example/oyunlar' });
      // A query the site's links carry wins over the Referer; one that is no site path is dropped.
      await go(app, '/git/lalezar-casino?yer=tablo&kaynak=https://evil.example/x', { 'user-agent': CHROME, referer: 'http://localhost:80/blog' });
    });
    expect((await storedClicks()).map((c) => `${c.placement} ${c.page_path}`).sort()).toEqual([
      'bilinmiyor ',
      'bilinmiyor /oyunlar/pragmatic-play/sweet-bonanza',
      'tablo ',
      'tablo ',
    ]);
  });

  it('stores the device class and flags bots, including a client with no user agent', async () => {
    await withServer(async (app) => {
      for (const ua of [IPHONE, IPAD, GOOGLEBOT]) await go(app, '/git/lalezar-casino?yer=tablo', { 'user-agent': ua });
      await go(app, '/git/lalezar-casino?yer=tablo', {});
    });
    const devices = (await storedClicks()).map((c) => `${c.device}${c.is_bot ? ' bot' : ''}`).sort();
    expect(devices).toEqual(['desktop bot', 'desktop bot', 'mobile', 'tablet']);
  });

  it('counts nothing for HEAD, which link checkers send', async () => {
    await withServer(async (app) => {
      expect((await app.inject({ method: 'HEAD', url: '/git/lalezar-casino' })).statusCode).toBe(302);
    });
    expect(await clickCount(store.db)).toBe(0);
  });

  it('stores no address, user agent or cookie: the tables hold only these columns', async () => {
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      store.db,
      sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_name IN ('clicks', 'click_daily', 'refused_click_daily') ORDER BY table_name, column_name`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'click_daily.bots',
      'click_daily.casino_id',
      'click_daily.day',
      'click_daily.humans',
      'click_daily.page_path',
      'click_daily.placement',
      'clicks.at',
      'clicks.casino_id',
      'clicks.click_id',
      'clicks.country',
      'clicks.device',
      'clicks.is_bot',
      'clicks.page_path',
      'clicks.placement',
      'clicks.rule',
      'refused_click_daily.bots',
      'refused_click_daily.casino_id',
      'refused_click_daily.country',
      'refused_click_daily.day',
      'refused_click_daily.humans',
      'refused_click_daily.rule',
    ]);
  });
});

describe('GET /git/:slug for a reader on a break', () => {
  it('answers 200 with a page that says when the break ends, sends nowhere and counts no click; an ended break redirects again', async () => {
    // A break that ends in 6 days, and one that ended a minute ago.
    const running = new Date(Date.now() + 6 * 24 * 3600_000);
    const ended = new Date(Date.now() - 60_000);
    await withServer(async (app) => {
      const res = await go(app, '/git/lalezar-casino?yer=siralama', { 'user-agent': CHROME, cookie: `safebet_ara_ver=${running.toISOString()}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain('<h1>Ara veriyorsunuz</h1>');
      expect(res.body).not.toContain('127.0.0.1:9');
      // The end as a reader in Istanbul (UTC+3 all year) reads it.
      const local = new Date(running.getTime() + 3 * 3600_000);
      const months = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
      expect(res.body).toContain(`${local.getUTCDate()} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()}`);
      expect(res.body).toContain('<a href="tel:115">115</a>');
      expect((await go(app, '/git/lalezar-casino', { 'user-agent': CHROME, cookie: `safebet_ara_ver=${ended.toISOString()}` })).statusCode).toBe(302);
    });
    expect((await storedClicks()).length).toBe(1);
  });
});

describe('GET /git/:slug under the country rules', () => {
  // Fastify's inject comes from 127.0.0.1: the proxy these servers trust.
  const trusting: Partial<ServerOptions> = { trustProxy: '127.0.0.1', countryHeader: 'cf-ipcountry' };
  const from = (app: FastifyInstance, country: string, extra: Record<string, string> = {}) =>
    go(app, '/git/lalezar-casino?yer=siralama&kaynak=%2F', { 'user-agent': CHROME, 'cf-ipcountry': country, ...extra });

  beforeAll(async () => {
    const { version } = await getCountryRules(store.db);
    const saved = await saveCountryRules(store.db, version, { defaultRule: 'show', rules: [{ country: 'TR', rule: 'info' }, { country: 'DE', rule: 'hide' }] }, 'test');
    expect(saved.ok).toBe(true);
  });
  afterAll(async () => {
    const { version } = await getCountryRules(store.db);
    await saveCountryRules(store.db, version, { defaultRule: 'show', rules: [] }, 'test');
  });

  it('stores a refused click with its country and rule, sends nowhere, and leaves the daily clicks sent on alone', async () => {
    await withServer(async (app) => {
      for (const country of ['TR', 'DE']) {
        const res = await from(app, country);
        expect(res.statusCode).toBe(200);
        expect(res.headers.location).toBeUndefined();
        expect(res.body).toContain('<h1>Bu teklif ülkenizde sunulmuyor</h1>');
        expect(res.body).not.toContain('127.0.0.1:9');
      }
      // A HEAD is no reader's click, refused or not.
      expect((await app.inject({ method: 'HEAD', url: '/git/lalezar-casino', headers: { 'cf-ipcountry': 'TR' } })).statusCode).toBe(200);
      expect((await from(app, 'gb')).statusCode).toBe(302);
    }, trusting);
    // Clicks of one millisecond come in their ids' random order: sorted by country.
    expect((await storedClicks()).map((c) => `${c.country} ${c.rule} ${c.placement} ${c.page_path}`).sort()).toEqual([
      'DE hide siralama /',
      'GB show siralama /',
      'TR info siralama /',
    ]);
    const everyDay = { from: '2000-01-01', to: '2999-12-31' };
    expect((await dailyClicks(store.db, everyDay)).map(({ humans, bots }) => ({ humans, bots }))).toEqual([{ humans: 1, bots: 0 }]);
    expect(await refusedClicksByCountry(store.db, everyDay)).toEqual([
      { country: 'DE', rule: 'hide', humans: 1, bots: 0 },
      { country: 'TR', rule: 'info', humans: 1, bots: 0 },
    ]);
  });

  it('stores nothing for a reader on a break, whatever their country', async () => {
    const cookie = `safebet_ara_ver=${new Date(Date.now() + 6 * 24 * 3600_000).toISOString()}`;
    await withServer(async (app) => {
      for (const country of ['TR', 'DE', 'GB']) {
        const res = await from(app, country, { cookie });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<h1>Ara veriyorsunuz</h1>');
      }
    }, trusting);
    expect(await clickCount(store.db)).toBe(0);
    expect(await refusedClicksByCountry(store.db, { from: '2000-01-01', to: '2999-12-31' })).toEqual([]);
  });
});

describe('GET /git/:slug not found', () => {
  it('answers an unknown slug, a non-slug and a draft casino with the site’s 404 page, and records nothing', async () => {
    await withServer(async (app) => {
      const unknownPage = await go(app, '/bilinmeyen-sayfa');
      expect(unknownPage.statusCode).toBe(404);
      for (const url of ['/git/yok-boyle-casino', '/git/B%C3%BCy%C3%BCk', '/git/..%2Fadmin']) {
        const res = await go(app, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toBe(unknownPage.body);
      }
      expect((await go(app, '/git/nebula-bet')).statusCode).toBe(302);
      await store.db.execute(sql`UPDATE casinos SET status = 'draft' WHERE slug = 'nebula-bet'`);
      try {
        // The casino was remembered for the old content state; the write changes the state.
        await vi.waitFor(async () => expect((await go(app, '/git/nebula-bet')).statusCode).toBe(404));
      } finally {
        await store.db.execute(sql`UPDATE casinos SET status = 'published' WHERE slug = 'nebula-bet'`);
      }
    });
    expect(await clickCount(store.db)).toBe(1);
  });

  it('answers 404 for a casino without a usable URL', async () => {
    await store.db.execute(sql`UPDATE casinos SET affiliate_url = 'javascript:alert(1)' WHERE slug = 'fjord-spins'`);
    try {
      await withServer(async (app) => {
        expect((await go(app, '/git/fjord-spins')).statusCode).toBe(404);
      });
    } finally {
      await store.db.execute(sql`UPDATE casinos SET affiliate_url = 'https://git.example/fjord' WHERE slug = 'fjord-spins'`);
    }
  });
});

describe('GET /git/:slug while the store cannot be reached', () => {
  it('still redirects to a casino already known, and answers 503 for one it never read', async () => {
    let reachable = true;
    const contentState = async () => {
      if (!reachable) throw new Error('connection refused');
      return '1';
    };
    const app = await storeServer(store, { contentState });
    await app.register(offerRulesPlugin);
    await app.register(affiliate);
    try {
      expect((await go(app, '/git/lalezar-casino')).statusCode).toBe(302);
      reachable = false;
      expect((await go(app, '/git/lalezar-casino')).statusCode).toBe(302);
      const unknown = await go(app, '/git/nebula-bet');
      expect(unknown.statusCode).toBe(503);
      expect(unknown.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
    }
    expect(await clickCount(store.db)).toBe(2);
  });
});

describe('recording on close', () => {
  it('writes every buffered click when the server closes: 1,000 redirects, 1,000 rows', async () => {
    await withServer(async (app) => {
      const answers = await Promise.all(Array.from({ length: 1_000 }, (_, i) => go(app, `/git/lalezar-casino?yer=tablo&n=${i}`)));
      expect(answers.filter((res) => res.statusCode === 302)).toHaveLength(1_000);
    });
    expect(await clickCount(store.db)).toBe(1_000);
    const [day] = await dailyClicks(store.db, { from: '2000-01-01', to: '2999-12-31' });
    expect(day).toMatchObject({ casinoId: lalezarId, placement: 'tablo', pagePath: '', humans: 1_000, bots: 0 });
  });
});

describe('redirectTemplate', () => {
  it.each([
    ['https://git.example/lalezar?a={clickId}', 'https://git.example/lalezar?a={clickId}'],
    ['https://git.example/kayıt?x=a b', 'https://git.example/kay%C4%B1t?x=a%20b'],
    ['javascript:alert(1)', null],
    ['//git.example/x', null],
    ['', null],
  ])('%j -> %j', (url, expected) => {
    expect(redirectTemplate(url)).toBe(expected);
  });
});

