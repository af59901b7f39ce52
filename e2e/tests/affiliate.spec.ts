/**
 * Affiliate links (issue 16): a visitor's click on a casino card goes through /git/<slug> and lands on the casino's
 * page with a click id. The casino is a fake one on 127.0.0.1, never the internet; the operator points the casino's
 * URL template at it through the admin API, so this runs in the `cms` project with the other journeys that edit content.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paths } from 'shared-data';
import { expect, test } from '../fixtures.ts';

const ADMIN = { username: 'e2e-admin', password: 'e2e-Parola-2024!' };
const landings: URL[] = [];
let casino: Server;
let casinoOrigin = '';

test.beforeAll(async () => {
  casino = createServer((request, response) => {
    landings.push(new URL(request.url ?? '/', casinoOrigin));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="tr"><title>Sahte Casino</title><h1>Sahte Casino kayıt sayfası</h1></html>');
  });
  await new Promise<void>((resolve) => casino.listen(0, '127.0.0.1', resolve));
  casinoOrigin = `http://127.0.0.1:${(casino.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => casino.close(resolve));
});

test('a click on a home-page card lands on the casino with a click id, through /git/', async ({ page, playwright }) => {
  // The operator sets Lalezar Casino's URL template (as the CMS form would save it).
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
  const list = (await (await api.get('/api/admin/content/casinos')).json()) as Array<{ id: number; title: string }>;
  const lalezar = list.find((entry) => entry.title === 'Lalezar Casino');
  expect(lalezar).toBeDefined();
  const entry = (await (await api.get(`/api/admin/content/casinos/${lalezar?.id}`)).json()) as { version: number; values: Record<string, unknown> };
  const template = `${casinoOrigin}/kayit?cid={clickId}&yer={placement}`;
  const saved = await api.put(`/api/admin/content/casinos/${lalezar?.id}`, {
    data: { version: entry.version, values: { ...entry.values, affiliateUrl: template } },
  });
  expect(saved.status()).toBe(200);
  await api.dispose();

  await page.goto(paths.home);
  const link = page.getByRole('article', { name: 'Lalezar Casino' }).getByRole('link', { name: /^Bonus/ });
  await expect(link).toHaveAttribute('href', /^\/git\/lalezar-casino\?yer=(one-cikan|siralama)&kaynak=%2F$/);
  await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await tab.waitForURL(new RegExp(`^${casinoOrigin}/kayit\\?cid=`));
  await expect(tab.getByRole('heading', { name: 'Sahte Casino kayıt sayfası' })).toBeVisible();
  // The tab also asks the fake casino for its favicon: the landing is the /kayit request.
  const landed = landings.filter((url) => url.pathname === '/kayit').at(-1);
  expect(landed?.searchParams.get('cid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(landed?.searchParams.get('yer')).toMatch(/^(one-cikan|siralama)$/);
});
