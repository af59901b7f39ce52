import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../database.ts';
import { listAudit } from './audit.ts';
import { getCountryRules, saveCountryRules } from './country-rules.ts';
import { getSettings } from './settings.ts';
import { contentVersion } from '../reads/site.ts';
import * as t from '../schema.ts';
import { testDrivers } from '../testing/test-stores.ts';

describe.each(testDrivers())('CMS country rules on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    // The demo content seeded, as a site has it: the seed writes no country rules.
    store = await driver.open('seeded');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  const lastAudit = async () => (await listAudit(store.db, { page: 1, collection: 'countryRules' })).items[0];

  it('reads the default at version 0 while none was saved', async () => {
    expect(await getCountryRules(store.db)).toEqual({ version: 0, values: { defaultRule: 'show', rules: [] } });
  });

  it('saves at the version seen, reads the rules back sorted by code, bumps the content version and writes the audit row', async () => {
    const before = await contentVersion(store.db);
    const values = { defaultRule: 'show', rules: [{ country: 'TR', rule: 'info' }, { country: 'DE', rule: 'hide' }] };
    const saved = await saveCountryRules(store.db, 0, values, 'admin-1');
    const stored = { defaultRule: 'show', rules: [{ country: 'DE', rule: 'hide' }, { country: 'TR', rule: 'info' }] };
    expect(saved).toEqual({ ok: true, rules: { version: 1, values: stored } });
    expect(await getCountryRules(store.db)).toEqual({ version: 1, values: stored });
    // Every server process's caches key on the content version: the settings table's trigger bumps it (an upsert
    // counts as an insert and an update).
    expect(await contentVersion(store.db)).toBeGreaterThan(before);
    expect(await lastAudit()).toMatchObject({
      actor: 'admin-1',
      action: 'update',
      collection: 'countryRules',
      entryId: null,
      entryLabel: 'Ülke Kuralları',
      fields: ['DE', 'TR'],
    });
    // The site settings' form is not touched: its version and rows stay.
    expect((await getSettings(store.db)).version).toBe(1);
  });

  it('names the default and each country added, removed or changed in the audit row', async () => {
    const { version } = await getCountryRules(store.db);
    const values = { defaultRule: 'hide', rules: [{ country: 'TR', rule: 'hide' }, { country: 'CY', rule: 'show' }, { country: 'GB', rule: 'info' }] };
    const saved = await saveCountryRules(store.db, version, values, 'admin-2');
    expect(saved).toMatchObject({ ok: true, rules: { version: version + 1 } });
    // DE removed, CY and GB added, TR changed; nothing else.
    expect(await lastAudit()).toMatchObject({ actor: 'admin-2', fields: ['defaultRule', 'CY', 'DE', 'GB', 'TR'] });
  });

  it('refuses a save from a stale version with the rules as they are and what differs', async () => {
    const current = await getCountryRules(store.db);
    const stale = await saveCountryRules(store.db, current.version - 1, { defaultRule: 'hide', rules: [{ country: 'TR', rule: 'info' }] }, 'admin-3');
    expect(stale).toEqual({ ok: false, reason: 'conflict', current, changedFields: ['CY', 'GB', 'TR'] });
    expect(await getCountryRules(store.db)).toEqual(current);
    expect(await lastAudit()).toMatchObject({ actor: 'admin-2' });
  });

  it('refuses invalid rules with an error per field, and writes nothing', async () => {
    const current = await getCountryRules(store.db);
    const refused = await saveCountryRules(
      store.db,
      current.version,
      { defaultRule: 'everything', rules: [{ country: 'UK', rule: 'hide' }, { country: 'TR', rule: 'info' }, { country: 'TR', rule: 'hide' }, { country: 'DE', rule: 'block' }] },
      'admin-3',
    );
    expect(refused).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: {
        defaultRule: { code: 'defaultRule' },
        'rules.0.country': { code: 'countryCode' },
        'rules.2.country': { code: 'countryTwice' },
        'rules.3.rule': { code: 'rule' },
      },
    });
    expect(await getCountryRules(store.db)).toEqual(current);
  });

  it('reads the usable part of a value written by hand', async () => {
    await store.db
      .update(t.settings)
      .set({ value: { defaultRule: 'nope', rules: [{ country: 'TR', rule: 'info' }, { country: 'XX', rule: 'hide' }, { country: 'TR', rule: 'hide' }, 'DE'] } })
      .where(eq(t.settings.key, 'countryRules'));
    expect((await getCountryRules(store.db)).values).toEqual({ defaultRule: 'show', rules: [{ country: 'TR', rule: 'info' }] });
  });

  it('lets exactly one of two saves from the same version succeed, also the first save of all', async () => {
    await store.db.delete(t.settings).where(eq(t.settings.key, 'countryRules'));
    expect((await getCountryRules(store.db)).version).toBe(0);
    for (const version of [0, 1]) {
      const results = await Promise.all([
        saveCountryRules(store.db, version, { defaultRule: 'hide', rules: [] }, 'admin-4'),
        saveCountryRules(store.db, version, { defaultRule: 'info', rules: [{ country: 'TR', rule: 'show' }] }, 'admin-5'),
      ]);
      expect(results.map((result) => result.ok).sort()).toEqual([false, true]);
      const refused = results.find((result) => !result.ok);
      expect(refused).toMatchObject({ reason: 'conflict', current: { version: version + 1 } });
      expect((await getCountryRules(store.db)).version).toBe(version + 1);
    }
  });
});
