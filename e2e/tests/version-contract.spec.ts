/**
 * The shared-version contract. The calculators remote is made to look built against the next major
 * version of shared-data: its manifest and its scripts are served with every shared-data `requiredVersion` (today
 * '^2.0.0') raised to the next major ('^3.0.0'), while its code stays the same. The shell reads the remote's manifest
 * before running any of its code and refuses it, instead of running it against shared-data 2.x: the page shows the
 * Turkish notice over the server's HTML and no TypeError reaches the console.
 */
import { paths } from 'shared-data';
import { sharedVersions } from 'shared-data/shared-versions';
import { expect, test } from '../fixtures.ts';

const versions = sharedVersions();
/** The range the remote was built against (today '^2.0.0') and the next major's (today '^3.0.0'). */
const builtAgainst = versions['shared-data'].requiredVersion;
const nextMajor = `^${Number(versions['shared-data'].version.split('.')[0]) + 1}.0.0`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A `requiredVersion` of `builtAgainst`, as the manifest writes it (`"requiredVersion":"^1.0.0"`) and as the built
 * scripts do (`requiredVersion:\`^1.0.0\``, or with quotes). Only shared-data's singletons have that range (checked
 * below), so these are exactly its requirements.
 */
const requirement = new RegExp(`(requiredVersion["'\`]?\\s*:\\s*)(["'\`])${escapeRegExp(builtAgainst)}\\2`, 'g');

const REMOTE = '/mfe/calculators/';

test('a remote built against another major version of shared-data is refused, with the server page kept and no TypeError', async ({ page }) => {
  // Only shared-data's singletons require `builtAgainst`: the rewrite touches nothing else.
  const others = (Object.keys(versions) as Array<keyof typeof versions>).filter((name) => !name.startsWith('shared-data'));
  expect(others.filter((name) => versions[name].requiredVersion === builtAgainst)).toEqual([]);

  const uncaught: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  /** How many requirements were raised, per file served. */
  const raised = new Map<string, number>();
  let entryName: string | undefined;
  await page.route(`**${REMOTE}**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = path.slice(path.indexOf(REMOTE) + REMOTE.length);
    const isManifest = file === 'mf-manifest.json';
    // The manifest; the entry script it names (metaData.remoteEntry.name), and the chunks that entry imports, where
    // the build writes the shared modules' configuration.
    if (!isManifest && !file.endsWith('.js')) return route.fallback();
    const response = await route.fetch();
    const text = await response.text();
    if (isManifest) entryName = (JSON.parse(text) as { metaData?: { remoteEntry?: { name?: string } } }).metaData?.remoteEntry?.name;
    let count = 0;
    const body = text.replace(requirement, (_match, key: string, quote: string) => {
      count += 1;
      return `${key}${quote}${nextMajor}${quote}`;
    });
    raised.set(file, count);
    // The body is sent decoded: the server's own encoding and length no longer apply.
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, body, headers });
  });

  // The server renders the page from its own (unchanged) copy of the remote; the browser meets the raised one.
  await page.goto(paths.calculators, { waitUntil: 'commit' });
  await expect(page.getByRole('alert')).toContainText('Bu bölüm şu anda yüklenemedi');
  await expect(page.getByRole('heading', { level: 1, name: 'Bahis Hesaplayıcı' })).toBeVisible();

  // The browser met the raised requirement in the manifest and refused the remote for it, before running any of
  // its code (the page may still have preloaded the entry the manifest names: fetched, not run).
  expect(raised.get('mf-manifest.json')).toBeGreaterThan(0);
  expect(entryName).toBeTruthy();
  expect(consoleErrors.some((text) => text.includes(`needs shared-data ${nextMajor}`) && text.includes('refused'))).toBe(true);
  // Nothing crashed: no uncaught TypeError, and none in the console either, the error boundary's own report
  // ('Bir uzak modül yüklenemedi: ...', expected here) included.
  expect(uncaught.filter((error) => error.name === 'TypeError' || /TypeError/.test(error.message))).toEqual([]);
  expect(consoleErrors.filter((text) => /TypeError/.test(text))).toEqual([]);
});
