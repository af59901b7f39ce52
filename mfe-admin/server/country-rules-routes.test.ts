import type { Store } from '@shared-data/store';
import { listAudit } from '@shared-data/store/cms';
import { testDrivers } from '@shared-data/store/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPrefix } from './contract.ts';
import { countryRulesMessages } from './country-rules-routes.ts';
import { guardMessages } from './guard.ts';
import { admin, buildApi, call, closeApis, cookieHeader, HOST, login, openSeededStoreWithEditor, signedInApi } from './test-utils.ts';

const EDITOR = { username: 'editor-ayse', password: 'editörün-uzun-şifresi' };

// The API on each driver the site runs on: embedded PGlite and a PostgreSQL server.
describe.each(testDrivers())('country rules routes on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await openSeededStoreWithEditor(driver, EDITOR);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  afterEach(closeApis);

  const signedIn = (who: 'admin' | 'editor' = 'admin') => signedInApi(store, who === 'editor' ? EDITOR : undefined);
  const values = { defaultRule: 'hide', rules: [{ country: 'TR', rule: 'info' }] };

  it('answers 401 without a session and 403 to an editor, reads and writes alike, whatever the body', async () => {
    const { app } = await buildApi({ admin, store });
    for (const res of [await call(app, 'GET', '/country-rules'), await call(app, 'PUT', '/country-rules', undefined, { version: 0, values })]) {
      expect(res.statusCode).toBe(401);
    }
    const editor = await signedIn('editor');
    for (const res of [
      await call(editor.app, 'GET', '/country-rules', editor.cookie),
      await call(editor.app, 'PUT', '/country-rules', editor.cookie, { version: 0, values }),
      await call(editor.app, 'PUT', '/country-rules', editor.cookie, '{"version":'),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([403, { error: 'forbidden', message: guardMessages.forbidden }]);
    }
    expect((await listAudit(store.db, { page: 1, collection: 'countryRules' })).total).toBe(0);
  });

  it('reads the default for an admin, saves at the version read, and reads the saved rules back', async () => {
    const { app, cookie } = await signedIn();
    const first = await call(app, 'GET', '/country-rules', cookie);
    expect([first.statusCode, first.json()]).toEqual([200, { version: 0, values: { defaultRule: 'show', rules: [] } }]);
    expect(first.headers['cache-control']).toBe('no-store');
    const saved = await call(app, 'PUT', '/country-rules', cookie, { version: 0, values });
    expect([saved.statusCode, saved.json()]).toEqual([200, { version: 1, values }]);
    expect((await call(app, 'GET', '/country-rules', cookie)).json()).toEqual({ version: 1, values });
    const [audit] = (await listAudit(store.db, { page: 1, collection: 'countryRules' })).items;
    expect(audit).toMatchObject({ actor: admin.username, action: 'update', entryLabel: 'Ülke Kuralları', fields: ['defaultRule', 'TR'] });
  });

  it('answers a save from an older version with 409 and the rules as they are', async () => {
    const { app, cookie } = await signedIn();
    const current = (await call(app, 'GET', '/country-rules', cookie)).json();
    const stale = await call(app, 'PUT', '/country-rules', cookie, { version: current.version - 1, values: { defaultRule: 'show', rules: [] } });
    expect([stale.statusCode, stale.json()]).toEqual([
      409,
      { error: 'conflict', message: countryRulesMessages.conflict, current, changedFields: ['defaultRule', 'TR'] },
    ]);
  });

  it('answers invalid rules with 400 and a Turkish message on each field', async () => {
    const { app, cookie } = await signedIn();
    const { version } = (await call(app, 'GET', '/country-rules', cookie)).json();
    const refused = await call(app, 'PUT', '/country-rules', cookie, {
      version,
      values: {
        defaultRule: 'block',
        rules: [
          { country: 'XX', rule: 'hide' },
          { country: 'DE', rule: 'hide' },
          { country: 'DE', rule: 'info' },
          { country: 'tr', rule: 'sometimes' },
        ],
      },
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      {
        error: 'invalid',
        message: countryRulesMessages.invalid,
        fieldErrors: {
          defaultRule: 'Varsayılan kural göster, gizle veya yalnızca bilgi olmalı.',
          'rules.0.country': 'Geçerli bir ülke kodu girin (ör. TR, DE).',
          'rules.2.country': 'Bu ülke listede zaten var.',
          'rules.3.country': 'Geçerli bir ülke kodu girin (ör. TR, DE).',
          'rules.3.rule': 'Bir kural seçin: göster, gizle veya yalnızca bilgi.',
        },
      },
    ]);
    // A body without a version is no save at all.
    expect((await call(app, 'PUT', '/country-rules', cookie, { values })).statusCode).toBe(400);
    expect((await call(app, 'GET', '/country-rules', cookie)).json().version).toBe(version);
  });

  it('refuses a cross-site save with 403', async () => {
    const { app, cookie } = await signedIn();
    const res = await app.inject({
      method: 'PUT',
      url: `${adminApiPrefix}/country-rules`,
      headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', cookie },
      payload: { version: 1, values },
    });
    expect([res.statusCode, res.json().error]).toEqual([403, 'cross_site']);
  });
});

describe('country rules routes without a database', () => {
  afterEach(closeApis);

  it('answers 503 to a signed-in admin', async () => {
    const { app } = await buildApi({ admin });
    const cookie = cookieHeader(await login(app));
    const res = await call(app, 'GET', '/country-rules', cookie);
    expect([res.statusCode, res.json()]).toEqual([503, { error: 'unavailable', message: guardMessages.unavailable }]);
  });
});
