/**
 * The responsible-gaming tools served without a browser: the self-test's form POSTed as a browser without
 * JavaScript posts it, and the planner's GET form. Runs on the built shell and remotes (`npm run build`) over an
 * embedded database with the demo content, with the server's log captured.
 */
import { paths, siteConfig } from 'shared-data';
import type { Store } from '@shared-data/store';
import { queryRows, sql } from '@shared-data/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { buildServer } from '../app.ts';
import { startBuiltSite } from '../site-test-utils.ts';

const logLines: string[] = [];
/** Fastify's logger at its most talkative, writing its JSON lines to `logLines`. */
const logger = { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } };

let store: Store;
let app: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  ({ app, store } = await startBuiltSite({ logger }));
  // The first render loads the remotes' server builds: done here, so no test pays for it.
  await app.inject({ method: 'GET', url: paths.spendingPlanner });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
});

beforeEach(() => {
  logLines.length = 0;
});

/** Nine answers as a browser posts them: `soru1=…&…&soru9=…`, a question left out where the score is null. */
const form = (...scores: Array<number | string | null>) =>
  scores
    .map((score, i) => (score === null ? null : `soru${i + 1}=${score}`))
    .filter((pair) => pair !== null)
    .join('&');

const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
  app.inject({ method: 'POST', url: paths.selfTest, headers: { 'content-type': contentType }, payload });

const h2s = (html: string) => [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/gs)].map((m) => m[1]?.replace(/<[^>]+>/g, ''));
/** The score checked for each question, as the page renders its radios (null: none). */
function checked(html: string): Array<number | null> {
  const scores: Array<number | null> = Array(9).fill(null);
  for (const [input] of html.matchAll(/<input type="radio"[^>]*>/g)) {
    const question = Number(/name="soru(\d)"/.exec(input)?.[1]);
    // The footer's break form has radios of its own.
    if (Number.isNaN(question)) continue;
    if (/ checked=""/.test(input)) scores[question - 1] = Number(/value="(\d)"/.exec(input)?.[1]);
  }
  return scores;
}
const missingMessages = (html: string) => html.match(/Bu soruyu yanıtlamadınız: lütfen bir seçenek işaretleyin\./g)?.length ?? 0;

/** Every table's rows, hashed: equal before and after means nothing was written. */
async function databaseState(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    store.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: number; hash: string | null }>(
      store.db,
      sql.raw(`SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash FROM "${name}" t`),
    );
    state[name] = `${row?.rows ?? 0}:${row?.hash ?? ''}`;
  }
  return state;
}

describe('the self-test without JavaScript', () => {
  it('offers nine questions, each a fieldset with its legend and four answers, in a form that posts to the page', async () => {
    const res = await app.inject({ method: 'GET', url: paths.selfTest });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<form action="${paths.selfTest}#sonuc" method="post">`);
    // The test's own form: the footer holds the break's form, with a fieldset and radios of its own.
    const test = /<form action="[^"]*#sonuc" method="post">([\s\S]*?)<\/form>/.exec(res.body)?.[1] ?? '';
    expect(test.match(/<fieldset/g)).toHaveLength(9);
    expect(test.match(/<legend>/g)).toHaveLength(9);
    expect(test.match(/type="radio"/g)).toHaveLength(36);
    expect(checked(res.body)).toEqual(Array(9).fill(null));
    expect(res.body).not.toContain('Sonucunuz:');
  });

  // Totals by hand: 0; 1 + 1 = 2; 2 + 2 + 2 + 1 = 7; 2 + 2 + 2 + 2 = 8.
  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 'Sorun yok'],
    [[1, 0, 0, 0, 1, 0, 0, 0, 0], 2, 'Düşük risk'],
    [[2, 2, 2, 1, 0, 0, 0, 0, 0], 7, 'Orta risk'],
    [[0, 0, 0, 0, 0, 2, 2, 2, 2], 8, 'Sorunlu kumar'],
  ])('answers %j with a total of %i, %s, and keeps the answers checked', async (scores, total, band) => {
    const res = await post(form(...scores));
    expect(res.statusCode).toBe(200);
    expect(h2s(res.body)).toContain(`Sonucunuz: ${band}`);
    expect(res.body).toContain(`<strong>${total} / 27</strong>`);
    expect(res.body).toContain(`Toplam puanınız 27 üzerinden ${total}: ${band}.`);
    expect(checked(res.body)).toEqual(scores);
    expect(res.body.includes('Önerimiz: oynamayı şimdi bırakın.')).toBe(total >= 3);
    expect(res.body).toContain('<a href="tel:115">115</a>');
    expect(res.body).toContain('href="/kazanma-taktikleri/kasa-yonetimi-101"');
    expect(res.body).toContain('href="/kazanma-taktikleri/tilt-kontrolu-ve-psikolojik-disiplin"');
  });

  it('puts a Turkish message beside a skipped question and keeps the other answers', async () => {
    const res = await post(form(1, 0, 2, 0, null, 3, 0, 1, 0));
    expect(res.statusCode).toBe(200);
    expect(missingMessages(res.body)).toBe(1);
    // The message is inside the fifth question's fieldset, right under its legend, and its radios point to it.
    const fifth = /<fieldset[^>]*><legend>5\.[^<]*<\/legend><p id="([^"]+)"[^>]*>Bu soruyu yanıtlamadınız/.exec(res.body);
    expect(fifth).not.toBeNull();
    expect(res.body.match(new RegExp(`aria-describedby="${fifth?.[1]}"`, 'g'))).toHaveLength(4);
    expect(res.body).toContain('Yanıtlanmamış soru: 5. Verdiğiniz yanıtlar korundu; sonucu görmek için bu soruyu da yanıtlayın.');
    expect(checked(res.body)).toEqual([1, 0, 2, 0, null, 3, 0, 1, 0]);
    expect(res.body).not.toContain('Sonucunuz:');
  });

  it('treats an answer out of range or malformed as a skipped question, never a 500', async () => {
    const res = await post(`${form(7, 0, 0, 0, 0, 0, 0, 0, 0)}&soru2=%E0&soru2=abc`.replace('soru2=0&', ''));
    expect(res.statusCode).toBe(200);
    expect(missingMessages(res.body)).toBe(2);
    expect(res.body).toContain('Yanıtlanmamış sorular: 1, 2.');
    expect(checked(res.body)).toEqual([null, null, 0, 0, 0, 0, 0, 0, 0]);
  });

  it.each([
    ['a JSON body', '{"soru1":"0"}', 'application/json'],
    ['a text body', 'soru1=0', 'text/plain'],
    ['no body at all', '', 'application/x-www-form-urlencoded'],
  ])('answers %s with the page and a message beside every question', async (_case, payload, contentType) => {
    const res = await post(payload, contentType);
    expect(res.statusCode).toBe(payload === '' ? 200 : 400);
    expect(missingMessages(res.body)).toBe(9);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('reads a form whose type names its charset', async () => {
    const res = await post(form(0, 0, 0, 0, 0, 0, 0, 0, 1), 'application/x-www-form-urlencoded; charset=UTF-8');
    expect(res.statusCode).toBe(200);
    expect(h2s(res.body)).toContain('Sonucunuz: Düşük risk');
  });

  it('refuses a body far larger than the form with 413', async () => {
    expect((await post(`${form(0, 0, 0, 0, 0, 0, 0, 0, 0)}&x=${'a'.repeat(10_000)}`)).statusCode).toBe(413);
  });

  it('writes nothing to the database, no answer to the log, no cookie, and forbids caching the answer', async () => {
    const before = await databaseState();
    expect(Object.keys(before).length).toBeGreaterThan(5);
    const res = await post(form(3, 2, 1, 0, 3, 2, 1, 0, 3));
    expect(res.statusCode).toBe(200);
    expect(h2s(res.body)).toContain('Sonucunuz: Sorunlu kumar');
    expect(await databaseState()).toEqual(before);
    // The request was logged (so the log was on), with its path and nothing of the body.
    expect(logLines.some((line) => line.includes(`"url":"${paths.selfTest}"`))).toBe(true);
    expect(logLines.filter((line) => /soru\d|Sorunlu|=3|"body"/.test(line))).toEqual([]);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers.location).toBeUndefined();
  });

  it('renders every answer anew: the page cache neither serves nor keeps a posted result', async () => {
    expect(h2s((await post(form(0, 0, 0, 0, 0, 0, 0, 0, 0))).body)).toContain('Sonucunuz: Sorun yok');
    expect(h2s((await post(form(1, 1, 1, 0, 0, 0, 0, 0, 0))).body)).toContain('Sonucunuz: Orta risk');
    const page = await app.inject({ method: 'GET', url: paths.selfTest });
    expect(page.body).not.toContain('Sonucunuz:');
    expect(checked(page.body)).toEqual(Array(9).fill(null));
  });

  it('compresses the answer for a browser that takes it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: paths.selfTest,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'br' },
      payload: form(0, 0, 0, 0, 0, 0, 0, 0, 0),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('takes no POST on another page', async () => {
    const res = await app.inject({ method: 'POST', url: paths.spendingPlanner, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'gelir=1' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the spending planner without JavaScript', () => {
  const planner = (query: string) => app.inject({ method: 'GET', url: `${paths.spendingPlanner}?${query}` });

  it('shows an empty GET form before anything is sent', async () => {
    const res = await app.inject({ method: 'GET', url: paths.spendingPlanner });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<form action="${paths.spendingPlanner}" method="get">`);
    expect(res.body).toContain('Sonuç için dört alanı doldurup');
  });

  it('renders the plan of the query, each query its own (the cache is keyed by it)', async () => {
    // (30,000 − 17,000) × 4 % = 520; 520 × 12 / 52 = 120; 60 minutes; 260 and 60 spins of 2 TL.
    const first = (await planner('gelir=30.000&gider=17000&pay=4&bahis=2')).body;
    expect(first).toContain('<dd>520,00 TL</dd>');
    expect(first).toContain('<dd>120,00 TL</dd>');
    expect(first).toContain('<dd>60 dakika</dd>');
    expect(first).toContain('<dd>260 dönüş</dd>');
    expect(first).toContain('value="30.000"');
    // (20,000 − 15,000) × 2 % = 100; 1,200 / 52 = 23.08; 10 TL: 240 an hour, 5 minutes; 10 and 2 spins.
    const second = (await planner('gelir=20000&gider=15000&pay=2&bahis=10')).body;
    expect(second).toContain('<dd>100,00 TL</dd>');
    expect(second).toContain('<dd>23,08 TL</dd>');
    expect(second).toContain('<dd>5 dakika</dd>');
    expect(second).toContain('<dd>2 dönüş</dd>');
  });

  it('says in Turkish beside the field what is wrong with an input, never NaN or a 500', async () => {
    const res = await planner('gelir=abc&gider=&pay=4&bahis=2');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Aylık gelir için bir sayı girin.');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).not.toContain('NaN');
    const over = await planner('gelir=1000&gider=0&pay=150&bahis=2');
    expect(over.body).toContain("Eğlence payı 0&#x27;dan büyük ve en fazla 100 olmalı.");
  });

  it('logs the request by its path alone: no income or costs in the log', async () => {
    expect((await planner('gelir=48250&gider=31975&pay=3&bahis=2')).statusCode).toBe(200);
    expect(logLines.some((line) => line.includes(`"url":"${paths.spendingPlanner}?[gizli]"`))).toBe(true);
    expect(logLines.filter((line) => /48250|31975|gelir/.test(line))).toEqual([]);
  });

  it('keeps the query out of the canonical address', async () => {
    const res = await planner('gelir=30000&gider=17000&pay=4&bahis=2');
    expect(res.body).toContain(`<link rel="canonical" href="${siteConfig.defaultOrigin}${paths.spendingPlanner}"/>`);
  });
});
