/**
 * A remote served from another origin. `mfe-calculators` is built for http://127.0.0.1:<port>/ (an absolute
 * public path) and served there by a plain static server with CORS; the running site is pointed at it by editing its
 * remote-locations file (REMOTES_FILE), with no restart. Runs in a project of its own, after the rest: it moves a
 * remote for everyone.
 */
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from 'shared-data';
import { buildRemote } from '@shared-data/build/deploy';
import { expect, test } from '../fixtures.ts';
import { remotesFile } from '../server.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const types: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.css': 'text/css', '.webp': 'image/webp' };

/** A static server for one folder under `/mfe/calculators/`, as a CDN would serve it: CORS on every file. */
function staticServer(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path.replace(/^\/mfe\/calculators\//, '')));
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

test('the calculators remote served from another origin renders on the server and runs in the browser', async ({ page, request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'safebet-cdn-'));
  const cdn = await staticServer(dir);
  const origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  try {
    buildRemote('calculators', root, dir, { base: `${origin}/mfe/calculators/` });
    writeFileSync(remotesFile, JSON.stringify({ calculators: `${origin}/mfe/calculators/mf-manifest.json` }));

    // Within the server's check interval the site names the new location and renders from it.
    await expect.poll(async () => (await request.get('/remotes.json')).json(), { timeout: 10_000 }).toMatchObject({
      calculators: `${origin}/mfe/calculators/mf-manifest.json`,
    });
    await expect.poll(async () => (await request.get(paths.calculators)).text(), { timeout: 10_000 }).toContain(`${origin}/mfe/calculators/`);
    const html = await (await request.get(paths.calculators)).text();
    expect(html).toContain('<h1>Bahis Hesaplayıcı</h1>');
    const csp = (await request.get(paths.calculators)).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`script-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));

    // The browser loads the remote's scripts from that origin and the page works.
    const fromCdn: string[] = [];
    page.on('requestfinished', (finished) => {
      if (finished.url().startsWith(origin)) fromCdn.push(finished.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(paths.calculators);
    await page.getByRole('main').getByRole('link', { name: 'Hedge', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Hedge/ })).toBeVisible();
    // The calculator's code loads when the reader uses the form (a tap before the hub hydrated is a plain page load,
    // which needs none): typing is what must fetch the remote from the other origin and compute.
    await page.getByLabel('Bahis tutarı (TL)').fill('100');
    await page.getByLabel('Bahsin oranı').fill('3,00');
    await page.getByLabel('Karşı sonucun güncel oranı').fill('2');
    // By hand: 100 × 3 / 2 = 150 staked on the other side; 300 − 250 = 50 either way.
    await expect(page.getByTestId('hedge-result')).toContainText('Kâr kilitlendi: 50,00 TL');
    expect(fromCdn.some((url) => /\/remoteEntry-[\w-]+\.js$/.test(url))).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    if (existsSync(remotesFile)) unlinkSync(remotesFile);
    await new Promise((resolve) => cdn.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
  // Back home: the site serves the remote itself again.
  await expect.poll(async () => (await request.get('/remotes.json')).json(), { timeout: 10_000 }).toMatchObject({
    calculators: '/mfe/calculators/mf-manifest.json',
  });
});
