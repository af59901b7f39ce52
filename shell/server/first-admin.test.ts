/**
 * The first admin's setup page as `npm start` mounts it: beside the built site, with the site's
 * security headers and its own 404 page for a dead address, and valid HTML in each of its states.
 */
import { adminApi, adminApiPrefix, firstAdminPrefix, firstAdminSetup, prepareFirstAdminSetup } from 'mfe-admin/server';
import { nuErrors } from '@shared-data/build/nu-checker';
import { type Store } from '@shared-data/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import { builtRemoteDirs, builtShellDir } from './site-test-utils.ts';
import { pgliteDriver } from '@shared-data/store/testing';

let store: Store;
let app: Awaited<ReturnType<typeof buildServer>>;
let url = '';
const host = '127.0.0.1:4173';
const formHeaders = { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };
const post = (fields: Record<string, string>) => app.inject({ method: 'POST', url, headers: formHeaders, payload: new URLSearchParams(fields).toString() });

beforeAll(async () => {
  store = await pgliteDriver.open('seeded');
  const setup = await prepareFirstAdminSetup({ store, admin: {} });
  if (!setup) throw new Error('the seeded store should hold no account');
  url = `${firstAdminPrefix}/${setup.token}`;
  app = await buildServer({
    shellDir: builtShellDir,
    remoteDirs: builtRemoteDirs,
    store,
    logger: false,
    apis: [
      { prefix: adminApiPrefix, plugin: adminApi, options: { store, admin: {} } },
      { prefix: firstAdminPrefix, plugin: firstAdminSetup, options: { store, setup } },
    ],
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
});

describe('the first admin setup page in the site', () => {
  it('passes the W3C Nu checker as a form, with its errors and once done; then the address is the site’s 404 page', async () => {
    const pages = [
      (await app.inject({ method: 'GET', url, headers: { host } })).body,
      (await post({ username: 'a', password: 'kısa', passwordAgain: '' })).body,
      (await post({ username: 'kurucu', password: 'on-iki-harf!', passwordAgain: 'baska-bir-sey' })).body,
    ];
    const done = await post({ username: 'kurucu', password: 'on-iki-harf!', passwordAgain: 'on-iki-harf!' });
    expect(done.statusCode).toBe(200);
    // The site's headers are there too: the page may not be framed, and runs no script.
    expect(done.headers['x-frame-options']).toBe('DENY');
    expect(String(done.headers['content-security-policy'])).toContain("script-src 'self'");
    // The address holds the token: a request the page starts names only the origin.
    expect(done.headers['referrer-policy']).toBe('strict-origin');
    pages.push(done.body);

    const documents = pages.map((body, i) => [`page ${i}`, body] as const);
    expect(nuErrors(documents).map((e) => `${e.document}: ${e.message} ${e.extract ?? ''}`)).toEqual([]);

    const gone = await app.inject({ method: 'GET', url, headers: { host } });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['x-robots-tag']).toBe('noindex');
    expect(gone.body).toContain('Sayfa Bulunamadı');
  }, 120_000);
});
