/**
 * A remote team deploys alone, while the site runs. The calculators remote's visible text is changed and
 * only that remote is deployed (`npm run deploy -- calculators`); the shell is neither rebuilt nor restarted.
 * The reader's browser has the site's service worker (shell/src/service-worker), installed before the deploy: the
 * next visit gets the new code from the network, and the worker of the new deploy waits until the reader asks for it.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { paths } from 'shared-data';
import { switchManifest } from '@shared-data/build/deploy';
import type { Page } from '@playwright/test';
import { expect, test, whenHydrated, whenWorkerReady } from '../fixtures.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const source = `${root}mfe-calculators/src/app/calculators-page.tsx`;
const OLD_TEXT = 'Hesaplayıcılar, oranların arkasındaki matematiği görünür kılar.';
const NEW_TEXT = 'Hesaplayıcılar, oranların arkasındaki matematiği adım adım görünür kılar.';

/** Runs the documented deploy command without blocking this process, so requests go on meanwhile. */
function deploy(): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'deploy', '--', 'calculators'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(Date.now() - started) : reject(new Error(`deploy exited with ${code}`))));
  });
}

/**
 * The calculators remote's live manifest: the one file a deploy switches, so switching it back undoes the deploy. Its
 * files are all still there (a deploy keeps the two before it), and the server picks the manifest up within its check
 * interval; building and deploying again instead took another 9 s, alone at the end of the suite.
 */
const dist = `${root}mfe-calculators/dist`;
const manifest = `${dist}/mf-manifest.json`;

const serverPid = () => Number(readFileSync(fileURLToPath(new URL('../.server.pid', import.meta.url)), 'utf8'));

// Nothing here waits for ever: a step that cannot happen fails the test in time to restore the source.
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000, serviceWorkers: 'allow' });

/** The caches of the site's worker in the page's origin. */
const workerCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('safebet-')));

test('a text changed in one remote is live within 5 s of its deploy, with no error meanwhile and no restart', async ({ page, request }) => {
  test.setTimeout(180_000);
  const original = readFileSync(source, 'utf8');
  expect(original).toContain(OLD_TEXT);
  const originalManifest = readFileSync(manifest, 'utf8');
  const pid = serverPid();

  // A reader's tab, opened before the deploy (in the suite's context: no popups in the way).
  const before = await page.context().newPage();
  await before.goto(paths.calculators);
  await whenHydrated(before);
  await expect(before.getByText(OLD_TEXT)).toBeVisible();
  // The worker is registered once the reader acts on the page; its caches hold this deploy.
  await before.keyboard.press('Shift');
  await whenWorkerReady(before);
  // Named by the deploy: the precache at least (the others are made as they are first needed).
  const oldCaches = await workerCaches(before);
  expect(oldCaches.filter((name) => name.startsWith('safebet-precache-'))).toHaveLength(1);

  // Requests all through the deploy: pages of the remote, its manifest, and the entry that manifest names.
  const failures: string[] = [];
  let requests = 0;
  let running = true;
  const check = async (url: string) => {
    const response = await request.get(url);
    requests += 1;
    if (response.status() !== 200) failures.push(`${url}: ${response.status()}`);
    return response;
  };
  const loop = (async () => {
    while (running) {
      await check(paths.calculators);
      await check(paths.calculator('hedge'));
      const manifest = (await (await check('/mfe/calculators/mf-manifest.json')).json()) as { metaData: { remoteEntry: { name: string } } };
      await check(`/mfe/calculators/${manifest.metaData.remoteEntry.name}`);
    }
  })();

  try {
    writeFileSync(source, original.replace(OLD_TEXT, NEW_TEXT));
    const deployMs = await deploy();
    const deployedAt = Date.now();
    console.log(`deploy of the calculators remote: ${(deployMs / 1000).toFixed(1)} s`);

    // The server's HTML shows the new text within 5 s of the deploy.
    await expect
      .poll(async () => (await request.get(paths.calculators)).text(), { timeout: 5_000, intervals: [100] })
      .toContain(NEW_TEXT);
    expect(Date.now() - deployedAt).toBeLessThan(5_000);
    running = false;
    await loop;
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(8);

    // A fresh load shows it once hydrated as well, with no hydration error.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The next visit, in the same browser: the worker sends the page to the network, which names the new code.
    const visit = await page.goto(paths.calculators);
    expect(visit?.fromServiceWorker()).toBe(true);
    await expect(page.getByText(NEW_TEXT)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Hedge', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Hedge/ })).toBeVisible();

    // The new deploy's worker installs beside the old one and waits: the reader is told, and chooses when to reload.
    await page.keyboard.press('Shift');
    await expect(page.getByRole('status').filter({ hasText: 'Yeni sürüm hazır.' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Yenile' }).click();
    await page.waitForURL(paths.calculator('hedge'));
    await whenHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: /Hedge/ })).toBeVisible();
    // Once it took over, only the new deploy's caches are left, and offline the hub is the new deploy's.
    await expect.poll(async () => (await workerCaches(page)).filter((name) => oldCaches.includes(name))).toEqual([]);
    expect((await workerCaches(page)).filter((name) => name.startsWith('safebet-precache-'))).toHaveLength(1);
    await page.context().setOffline(true);
    try {
      const offline = await page.goto(paths.calculators);
      expect(offline?.fromServiceWorker()).toBe(true);
      await expect(page.getByText(NEW_TEXT)).toBeVisible();
    } finally {
      await page.context().setOffline(false);
    }
    expect(errors).toEqual([]);

    // The tab opened before the deploy still navigates, on the version it started with.
    await before.getByRole('main').getByRole('link', { name: 'Hedge', exact: true }).click();
    await expect(before.getByRole('heading', { level: 1, name: /Hedge/ })).toBeVisible();
    await before.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(before.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    // The same server process served it all.
    expect(serverPid()).toBe(pid);
    expect(() => process.kill(pid, 0)).not.toThrow();
  } finally {
    running = false;
    await loop.catch(() => undefined);
    writeFileSync(source, original);
    switchManifest(dist, originalManifest);
    await before.close();
  }
});
