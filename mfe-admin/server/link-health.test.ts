import type { Store } from '@shared-data/store';
import { linkHealth } from '@shared-data/store/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateUrlProblem, checkAllLinks, checkLink } from './link-health.ts';
import { addCasino, closedPort, fakeCasino, redirect } from './link-health-test-utils.ts';
import { openTestStore } from './test-utils.ts';

/** A casino's affiliate platform: each path answers as one kind of link would. */
const casino = fakeCasino({
  ok: (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>Hoş geldiniz</p>'),
  'no-head': (req, res) => (req.method === 'HEAD' ? res.writeHead(405).end() : res.writeHead(200).end('ok')),
  missing: (_req, res) => res.writeHead(404).end('yok'),
  // /chain/3 → /chain/2 → /chain/1 → /chain/0, which answers 200.
  chain: (_req, res, rest) => (Number(rest) > 0 ? redirect(res, `/chain/${Number(rest) - 1}`) : res.writeHead(200).end()),
  // A Location relative to the path that sent it: /relative/start → /relative/landing.
  relative: (_req, res, rest) => (rest === 'start' ? redirect(res, 'landing?ref=1') : res.writeHead(200).end()),
  ftp: (_req, res) => redirect(res, 'ftp://files.example/bonus'),
  hang: () => undefined,
  slow: (_req, res) => {
    setTimeout(() => res.writeHead(200).end(), 30);
  },
});

let base = '';
beforeAll(async () => {
  base = await casino.start();
});
afterAll(() => casino.stop());

describe('checkLink', () => {
  it('finds a link that answers 200 to HEAD working, with one request', async () => {
    const result = await checkLink(`${base}/ok`);
    expect(result).toMatchObject({ status: 'ok', httpStatus: 200, method: 'HEAD', finalUrl: `${base}/ok`, redirects: 0, message: 'Bağlantı çalışıyor.' });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('asks again with GET when the server refuses HEAD', async () => {
    const before = casino.requests.length;
    expect(await checkLink(`${base}/no-head`)).toMatchObject({ status: 'ok', httpStatus: 200, method: 'GET' });
    expect(casino.requests.slice(before)).toEqual(['HEAD /no-head', 'GET /no-head']);
  });

  it('follows a chain of redirects to where it lands, counting the hops', async () => {
    expect(await checkLink(`${base}/chain/3`)).toMatchObject({
      status: 'ok',
      httpStatus: 200,
      method: 'HEAD',
      redirects: 3,
      finalUrl: `${base}/chain/0`,
      message: 'Bağlantı çalışıyor (3 yönlendirmeyle).',
    });
  });

  it('follows 5 redirects, and gives up at the 6th', async () => {
    expect(await checkLink(`${base}/chain/5`)).toMatchObject({ status: 'ok', redirects: 5 });
    expect(await checkLink(`${base}/chain/6`)).toMatchObject({
      status: 'redirects',
      httpStatus: 302,
      method: 'GET',
      redirects: 5,
      finalUrl: `${base}/chain/1`,
      message: '5 yönlendirmeden fazlası var.',
    });
  });

  it('resolves a relative Location against the URL that sent it', async () => {
    expect(await checkLink(`${base}/relative/start`)).toMatchObject({ status: 'ok', redirects: 1, finalUrl: `${base}/relative/landing?ref=1` });
  });

  it('calls a 404 broken, after trying GET too', async () => {
    const before = casino.requests.length;
    expect(await checkLink(`${base}/missing`)).toMatchObject({ status: 'broken', httpStatus: 404, method: 'GET', message: 'Sunucu 404 döndü.' });
    expect(casino.requests.slice(before)).toEqual(['HEAD /missing', 'GET /missing']);
  });

  it('times out a server that never answers', async () => {
    expect(await checkLink(`${base}/hang`, { timeoutMs: 200 })).toMatchObject({
      status: 'timeout',
      httpStatus: null,
      message: 'Zaman aşımı (0,2 sn).',
    });
  });

  it('calls a closed port unreachable', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/bonus`;
    expect(await checkLink(url)).toMatchObject({ status: 'unreachable', httpStatus: null, message: 'Sunucuya ulaşılamadı (bağlantı reddedildi).' });
  });

  it.each([
    ['', 'Ortaklık bağlantısı yok: /git/ bağlantıları 404 döner.'],
    ['  ', 'Ortaklık bağlantısı yok: /git/ bağlantıları 404 döner.'],
    ['ftp://files.example/bonus', 'Ortaklık bağlantısı http:// veya https:// ile başlamıyor: /git/ bağlantıları 404 döner.'],
    ['https://[yanlis/adres', 'Ortaklık bağlantısı geçerli bir web adresi değil: /git/ bağlantıları 404 döner.'],
  ])('calls %j invalid without a request', async (url, message) => {
    const before = casino.requests.length;
    expect(await checkLink(url)).toEqual({ status: 'invalid', httpStatus: null, method: 'HEAD', finalUrl: '', redirects: 0, durationMs: 0, message });
    expect(casino.requests.length).toBe(before);
  });

  it('calls a redirect to anything but a web address invalid', async () => {
    expect(await checkLink(`${base}/ftp`)).toMatchObject({
      status: 'invalid',
      httpStatus: 302,
      redirects: 0,
      message: 'Yönlendirme web adresi olmayan bir yere gidiyor (ftp:).',
    });
  });
});

describe('affiliateUrlProblem', () => {
  it.each([
    ['https://partner.example/git?sub={clickId}', null],
    ['HTTP://partner.example/', null],
    ['', 'Ortaklık bağlantısı yok: /git/ bağlantıları 404 döner.'],
    ['javascript:alert(1)', 'Ortaklık bağlantısı http:// veya https:// ile başlamıyor: /git/ bağlantıları 404 döner.'],
  ])('%j → %j', (url, problem) => {
    expect(affiliateUrlProblem(url)).toBe(problem);
  });
});

describe('checkAllLinks', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(() => store.close());

  const add = (rank: number, slug: string, affiliateUrl: string) =>
    addCasino(store.db, { rank, slug, affiliateUrl, status: rank % 2 ? 'published' : 'draft' });

  it('checks every casino, drafts too, with the template filled, and records each result without throwing', async () => {
    const port = await closedPort();
    await add(1, 'iyi-casino', `${base}/ok?sub={clickId}&yer={placement}&kaynak={page}&c={casino}`);
    await add(2, 'bozuk-casino', `${base}/missing`);
    await add(3, 'kapali-casino', `http://127.0.0.1:${port}/`);
    await add(4, 'bossuz-casino', '');
    await add(5, 'ftp-casino', 'ftp://files.example/{clickId}');
    for (let rank = 6; rank <= 13; rank += 1) await add(rank, `yavas-${rank}`, `${base}/slow/${rank}`);

    casino.resetPeak();
    const checks = await checkAllLinks(store.db);
    expect(checks).toHaveLength(13);
    // Never more than 4 at once: the 8 slow casinos would have let more overlap.
    expect(casino.peak()).toBeLessThanOrEqual(4);
    expect(casino.requests).toContain('HEAD /ok?sub=baglanti-kontrolu&yer=kontrol&kaynak=%2F&c=iyi-casino');

    const health = await linkHealth(store.db);
    expect(health.map((entry) => [entry.slug, entry.check?.status])).toEqual([
      ['iyi-casino', 'ok'],
      ['bozuk-casino', 'broken'],
      ['kapali-casino', 'unreachable'],
      ['bossuz-casino', 'invalid'],
      ['ftp-casino', 'invalid'],
      ...Array.from({ length: 8 }, (_, i) => [`yavas-${i + 6}`, 'ok']),
    ]);
    // The check keeps the template it checked, so it is not stale until the operator changes the URL.
    expect(health[0]?.check?.url).toBe(`${base}/ok?sub={clickId}&yer={placement}&kaynak={page}&c={casino}`);
    expect(health.every((entry) => !entry.stale)).toBe(true);
  });
});
