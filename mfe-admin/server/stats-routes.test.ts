import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { lastIstanbulDays, type ClickStats } from 'shared-data/cms';
import type { Store } from '@shared-data/store';
import { createAccount, writeClicks, type ClickRecord } from '@shared-data/store/cms';
import { schema, sql, testDrivers } from '@shared-data/store/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPrefix } from './contract.ts';
import { guardMessages } from './guard.ts';
import { addCasino } from './link-health-test-utils.ts';
import { statsMessages, statsRange } from './stats-routes.ts';
import { buildApi, closeApis, cookieHeader, admin, login, openTestStore, sameOrigin } from './test-utils.ts';

const EDITOR = { username: 'editor-ayse', password: 'editörün-uzun-şifresi' };

describe('statsRange', () => {
  // 21:00Z on the 24th is already the 25th in Istanbul.
  const now = Date.parse('2026-11-24T21:00:00Z');
  it.each([
    [{}, { from: '2026-10-27', to: '2026-11-25' }],
    [{ from: '', to: '', casino: '' }, { from: '2026-10-27', to: '2026-11-25' }],
    [{ from: '2026-11-01' }, { from: '2026-11-01', to: '2026-11-25' }],
    [{ to: '2026-11-10' }, { from: '2026-10-12', to: '2026-11-10' }],
    [{ from: '2026-11-25', to: '2026-11-25', casino: '7' }, { from: '2026-11-25', to: '2026-11-25', casinoId: 7 }],
    [{ from: '2025-11-25', to: '2026-11-25' }, { from: '2025-11-25', to: '2026-11-25' }],
  ])('reads %j as %j', (query, range) => {
    expect(statsRange(query, now)).toEqual({ ok: true, range });
  });

  it.each([
    [{ from: '2026-02-30' }, statsMessages.invalidDate],
    [{ to: '25.11.2026' }, statsMessages.invalidDate],
    [{ from: ['2026-11-01', '2026-11-02'] }, statsMessages.invalidDate],
    [{ from: '2026-11-26', to: '2026-11-25' }, statsMessages.reversed],
    [{ from: '2026-11-26' }, statsMessages.reversed],
    [{ from: '2025-11-24', to: '2026-11-25' }, statsMessages.tooLong],
    [{ casino: '0' }, statsMessages.invalidCasino],
    [{ casino: '-3' }, statsMessages.invalidCasino],
    [{ casino: '1.5' }, statsMessages.invalidCasino],
    [{ casino: 'lalezar' }, statsMessages.invalidCasino],
    [{ casino: '2147483648' }, statsMessages.invalidCasino],
  ])('refuses %j', (query, message) => {
    expect(statsRange(query, now)).toEqual({ ok: false, message });
  });
});

describe.each(testDrivers())('stats routes on $name', (driver) => {
  let store: Store;
  const ids = { lalezar: 0, formula: 0, plus: 0, comma: 0 };
  let serial = 0;

  const click = (casinoId: number, placement: string, extra: Partial<ClickRecord> = {}): ClickRecord => ({
    clickId: `click-${++serial}`,
    at: Date.parse('2026-11-24T10:00:00Z'),
    casinoId,
    placement,
    pagePath: '/',
    device: 'desktop',
    isBot: false,
    country: null,
    rule: 'show',
    ...extra,
  });
  const conversion = (casinoId: number, placement: string, extra: Partial<typeof schema.conversions.$inferInsert> = {}) => ({
    casinoId,
    eventId: `event-${++serial}`,
    event: 'registration' as const,
    clickId: `click-${serial}`,
    at: new Date('2026-11-24T10:00:00Z'),
    day: '2026-11-24',
    placement,
    pagePath: '/',
    ...extra,
  });

  /**
   * By hand: Lalezar's featured card 40 human clicks and 2 bots, one registration and one first deposit of 1250.50
   * (2.5 %); a casino whose name is a formula 3 human clicks in an article; '+90 Casino' one human and one bot on the
   * ranking; 'Kuzey, Güney Bet' no clicks and one registration of unknown placement. Refused by a country rule, in
   * none of those figures: 2 human clicks from TR under 'hide' on Lalezar, one bot of an unknown country under 'info'
   * on '+90 Casino'.
   */
  beforeAll(async () => {
    store = await openTestStore(driver);
    await createAccount(store.db, { username: EDITOR.username, passwordHash: await hash(EDITOR.password), role: 'editor' }, 'test');
    ids.lalezar = await addCasino(store.db, { rank: 1, slug: 'lalezar-casino', name: 'Lalezar Casino', affiliateUrl: '' });
    ids.formula = await addCasino(store.db, { rank: 2, slug: 'formul', name: '=HYPERLINK("http://x";"y")', affiliateUrl: '' });
    ids.plus = await addCasino(store.db, { rank: 3, slug: 'arti', name: '+90 Casino', affiliateUrl: '' });
    ids.comma = await addCasino(store.db, { rank: 4, slug: 'kuzey', name: 'Kuzey, Güney Bet', affiliateUrl: '' });
    await writeClicks(store.db, [
      ...Array.from({ length: 40 }, () => click(ids.lalezar, 'one-cikan')),
      click(ids.lalezar, 'one-cikan', { isBot: true }),
      click(ids.lalezar, 'one-cikan', { isBot: true }),
      ...Array.from({ length: 3 }, () => click(ids.formula, 'tablo', { pagePath: '/blog/a' })),
      click(ids.plus, 'siralama'),
      click(ids.plus, 'siralama', { isBot: true }),
      click(ids.lalezar, 'one-cikan', { country: 'TR', rule: 'hide' }),
      click(ids.lalezar, 'one-cikan', { country: 'TR', rule: 'hide' }),
      click(ids.plus, 'siralama', { isBot: true, rule: 'info' }),
    ]);
    await store.db.insert(schema.conversions).values([
      conversion(ids.lalezar, 'one-cikan'),
      conversion(ids.lalezar, 'one-cikan', { event: 'first_deposit', amount: 1250.5 }),
      conversion(ids.comma, 'bilinmiyor'),
    ]);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  afterEach(closeApis);

  async function signedIn(who: 'admin' | 'editor' = 'admin') {
    const { app } = await buildApi({ admin, store });
    return { app, cookie: cookieHeader(who === 'admin' ? await login(app) : await login(app, EDITOR)) };
  }
  const get = (app: FastifyInstance, path: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `${adminApiPrefix}${path}`, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) } });

  it('answers 401 without a session and 403 to an editor', async () => {
    const { app, cookie } = await signedIn('editor');
    for (const path of ['/stats', '/stats.csv']) {
      expect((await get(app, path)).json()).toEqual({ error: 'unauthenticated', message: guardMessages.unauthenticated });
      const refused = await get(app, path, cookie);
      expect([refused.statusCode, refused.json()]).toEqual([403, { error: 'forbidden', message: guardMessages.forbidden }]);
    }
  });

  it('answers an invalid query with 400 and the Turkish reason, on both routes', async () => {
    const { app, cookie } = await signedIn();
    for (const path of ['/stats?from=2026-02-30', '/stats.csv?from=2026-02-30']) {
      const res = await get(app, path, cookie);
      expect([res.statusCode, res.json()]).toEqual([400, { error: 'bad_request', message: 'Tarih geçersiz: gerçek bir gün, YYYY-AA-GG biçiminde olmalı.' }]);
    }
    const reversed = await get(app, '/stats?from=2026-11-25&to=2026-11-24', cookie);
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, 'Başlangıç tarihi bitiş tarihinden sonra olamaz.']);
    const long = await get(app, '/stats?from=2025-01-01&to=2026-11-25', cookie);
    expect([long.statusCode, long.json().message]).toEqual([400, 'Tarih aralığı en fazla 366 gün olabilir.']);
    const casino = await get(app, '/stats?casino=abc', cookie);
    expect([casino.statusCode, casino.json().message]).toEqual([400, 'Casino seçimi geçersiz.']);
  });

  it('answers the figures of a range as JSON, of one casino when asked', async () => {
    const { app, cookie } = await signedIn();
    const all = (await get(app, '/stats?from=2026-11-23&to=2026-11-24', cookie)).json<ClickStats>();
    expect(all.days).toEqual([
      { day: '2026-11-23', humans: 0, bots: 0, conversions: 0 },
      { day: '2026-11-24', humans: 44, bots: 3, conversions: 3 },
    ]);
    expect(all.rows.map((row) => [row.casinoName, row.placement, row.humans, row.registrations, row.conversionRate])).toEqual([
      ['Lalezar Casino', 'one-cikan', 40, 1, 0.025],
      ['=HYPERLINK("http://x";"y")', 'tablo', 3, 0, 0],
      ['+90 Casino', 'siralama', 1, 0, 0],
      ['Kuzey, Güney Bet', 'bilinmiyor', 0, 1, null],
    ]);
    expect(all.pages).toEqual([
      { pagePath: '/', humans: 41, bots: 3, registrations: 2 },
      { pagePath: '/blog/a', humans: 3, bots: 0, registrations: 0 },
    ]);
    expect(all.refused).toEqual([
      { country: 'TR', rule: 'hide', humans: 2, bots: 0 },
      { country: null, rule: 'info', humans: 0, bots: 1 },
    ]);
    const one = (await get(app, `/stats?from=2026-11-24&to=2026-11-24&casino=${ids.plus}`, cookie)).json<ClickStats>();
    expect(one.days).toEqual([{ day: '2026-11-24', humans: 1, bots: 1, conversions: 0 }]);
    expect(one.rows).toHaveLength(1);
    expect(one.refused).toEqual([{ country: null, rule: 'info', humans: 0, bots: 1 }]);
  });

  it('defaults to the 30 Istanbul days ending today', async () => {
    const { app, cookie } = await signedIn();
    const before = lastIstanbulDays(30);
    const { days } = (await get(app, '/stats', cookie)).json<ClickStats>();
    // The two differ only when Istanbul's midnight passes during the request.
    expect([before, lastIstanbulDays(30)]).toContainEqual({ from: days[0]?.day, to: days.at(-1)?.day });
    expect(days).toHaveLength(30);
  });

  it('downloads the table as a Turkish Excel CSV: BOM, semicolons, decimal commas, quoted cells, no formulas', async () => {
    const { app, cookie } = await signedIn();
    const res = await get(app, '/stats.csv?from=2026-11-20&to=2026-11-25', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tiklamalar-2026-11-20_2026-11-25.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const expected =
      '\uFEFFCasino;Yerleşim;Tıklama (insan);Tıklama (bot);Kayıt;İlk yatırım;Yatırım tutarı;Para birimi;Dönüşüm oranı (%)\r\n' +
      'Lalezar Casino;Ana sayfa: öne çıkan casino;40;2;1;1;1250,50;TL;2,5\r\n' +
      `"'=HYPERLINK(""http://x"";""y"")";İçerik: tablo veya metin içi bağlantı;3;0;0;0;0,00;TL;0,0\r\n` +
      "'+90 Casino;Ana sayfa: bonus sıralaması kartı;1;1;0;0;0,00;TL;0,0\r\n" +
      '"Kuzey, Güney Bet";Bilinmiyor;0;0;1;0;0,00;TL;\r\n';
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.equals(Buffer.from(expected, 'utf8'))).toBe(true);
  });

  it('downloads only the headers for a range without clicks', async () => {
    const { app, cookie } = await signedIn();
    const res = await get(app, '/stats.csv?from=2026-10-01&to=2026-10-02', cookie);
    expect(res.body).toBe('\uFEFFCasino;Yerleşim;Tıklama (insan);Tıklama (bot);Kayıt;İlk yatırım;Yatırım tutarı;Para birimi;Dönüşüm oranı (%)\r\n');
  });

  it('answers 503 without a database, and when the database fails', async () => {
    const { app: bare } = await buildApi({ admin });
    const res = await get(bare, '/stats', cookieHeader(await login(bare)));
    expect([res.statusCode, res.json()]).toEqual([503, { error: 'unavailable', message: guardMessages.unavailable }]);

    const broken = await openTestStore();
    const { app } = await buildApi({ admin, store: broken });
    const cookie = cookieHeader(await login(app));
    await broken.db.execute(sql`DROP TABLE click_daily`);
    const failed = await get(app, '/stats.csv', cookie);
    expect([failed.statusCode, failed.json()]).toEqual([503, { error: 'unavailable', message: guardMessages.unavailable }]);
    await closeApis();
    await broken.close();
  });
});
