import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorSlugs, paths, webApp } from 'shared-data';
import type { WorkerDeploy } from '../../src/service-worker/deploy.ts';
import { startBuiltSite } from '../site-test-utils.ts';
import { manifestFiles } from './service-worker.ts';

describe('manifestFiles', () => {
  it("lists a remote's entry and every script and style of its exposed modules, under its public path", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry-AbCdEf12.js', path: '', type: 'module' }, publicPath: '/mfe/calculators/' },
      exposes: [{ name: 'CalculatorPages', assets: { js: { sync: ['assets/a-AbCdEf12.js'], async: ['assets/b-AbCdEf12.js'] }, css: { sync: [], async: ['assets/c-AbCdEf12.css'] } } }],
    };
    expect(manifestFiles(manifest, '/mfe/calculators/mf-manifest.json')).toEqual([
      '/mfe/calculators/remoteEntry-AbCdEf12.js',
      '/mfe/calculators/assets/a-AbCdEf12.js',
      '/mfe/calculators/assets/b-AbCdEf12.js',
      '/mfe/calculators/assets/c-AbCdEf12.css',
    ]);
  });
});

describe('/sw.js and the web app files over the built site', () => {
  let site: Awaited<ReturnType<typeof startBuiltSite>>;
  beforeAll(async () => {
    site = await startBuiltSite({ logger: false, apis: [{ prefix: '/api/admin', plugin: async () => {} }] });
  }, 120_000);
  afterAll(async () => {
    await site.app.close();
    await site.store.close();
  });

  const deployOf = (body: string) => JSON.parse(/^self\.__SAFEBET_DEPLOY__ = (.*);\n/.exec(body)?.[1] ?? 'null') as WorkerDeploy;

  it('serves the worker under the deploy, revalidated on every visit, with a policy of its own', async () => {
    const response = await site.app.inject({ url: webApp.worker });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'");
    const deploy = deployOf(response.body);
    const pages = [paths.calculators, ...calculatorSlugs.map((slug) => paths.calculator(slug))];
    expect(deploy.offlinePages).toEqual(pages);
    expect(deploy.precache).toEqual(expect.arrayContaining([...pages, webApp.offlinePage, webApp.manifest]));
    expect(deploy.precache.some((path) => /^\/mfe\/calculators\/remoteEntry-/.test(path))).toBe(true);
    expect(deploy.never).toEqual(expect.arrayContaining([paths.go(''), paths.admin, '/api/admin']));
    // The same deploy, the same bytes: the browser installs nothing new.
    expect((await site.app.inject({ url: webApp.worker })).body).toBe(response.body);
  });

  // Pages are rendered from the database: some seconds on a busy machine.
  it('names only files the site serves, each a public 200', { timeout: 60_000 }, async () => {
    const { precache } = deployOf((await site.app.inject({ url: webApp.worker })).body);
    for (const path of precache) {
      const response = await site.app.inject({ url: path });
      expect(`${path} ${response.statusCode}`).toBe(`${path} 200`);
      expect(response.headers['cache-control'] ?? '').not.toMatch(/no-store|private/);
    }
  });

  it('serves the manifest with its Turkish name, the hub as start page and both icons', async () => {
    const manifest = (await site.app.inject({ url: webApp.manifest })).json<{ name: string; start_url: string; icons: Array<{ src: string; sizes: string }> }>();
    expect(manifest.name).toBe('SafeBet Bahis Hesaplayıcıları');
    expect(manifest.start_url).toBe(paths.calculators);
    expect(manifest.icons.map(({ sizes }) => sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) expect((await site.app.inject({ url: icon.src })).headers['content-type']).toBe('image/png');
  });
});
