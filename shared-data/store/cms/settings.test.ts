import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../database.ts';
import { listAudit, writeAudit } from './audit.ts';
import { getSettings, saveSettings } from './settings.ts';
import { usdTryRate } from '../reads/casinos.ts';
import { siteSettings } from '../reads/site.ts';
import * as t from '../schema.ts';
import { testDrivers } from '../testing/test-stores.ts';

/** The demo settings the seed writes (src/config.ts and store/seed.ts). */
const seeded = {
  contact: {
    channelUrl: 'https://t.me/safebet_demo_kanal',
    channelLabel: 'Telegram Kanalı',
    contactUrl: 'https://t.me/safebet_demo_iletisim',
    email: 'reklam@safebet.example',
  },
  helpLines: [
    { name: 'Yeşilay Danışmanlık Hattı', phone: '115' },
    { name: 'YEDAM (Yeşilay Danışmanlık Merkezleri)', phone: '115' },
  ],
  // The seed's round rate (store/seed.ts).
  exchange: { usdTry: 42 },
};

describe.each(testDrivers())('CMS settings and audit log on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('seeded');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  describe('settings', () => {
    it('reads the three rows as one form at version 1', async () => {
      expect(await getSettings(store.db)).toEqual({ version: 1, values: seeded });
    });

    it('refuses a wrong value with a code on its nested field', async () => {
      const result = await saveSettings(store.db, 1, { ...seeded, contact: { ...seeded.contact, email: 'yok' } }, 'admin-1');
      expect(result).toEqual({ ok: false, reason: 'invalid', fieldErrors: { 'contact.email': { code: 'email' } } });
    });

    it('saves at the version seen, shows on the site at once, and refuses the older form with what differs', async () => {
      const email = 'iletisim@safebet.example';
      const saved = await saveSettings(store.db, 1, { ...seeded, contact: { ...seeded.contact, email } }, 'admin-1');
      expect(saved).toEqual({ ok: true, settings: { version: 2, values: { ...seeded, contact: { ...seeded.contact, email } } } });
      expect((await siteSettings(store.db)).contact.email).toBe(email);

      const helpLines = [{ name: 'ALO 191', phone: '191' }];
      const stale = await saveSettings(store.db, 1, { ...seeded, helpLines }, 'admin-2');
      // The other save changed the e-mail; this one the help lines.
      expect(stale).toMatchObject({ ok: false, reason: 'conflict', changedFields: ['contact.email', 'helpLines'], current: { version: 2 } });

      const [audit] = (await listAudit(store.db, { page: 1, collection: 'settings' })).items;
      expect(audit).toMatchObject({ actor: 'admin-1', action: 'update', entryId: null, entryLabel: 'Site Ayarları', fields: ['contact.email'] });
    });

    it('saves the dollar rate where the value ranking reads it, and names it among the changed fields', async () => {
      const before = await getSettings(store.db);
      const saved = await saveSettings(store.db, before.version, { ...before.values, exchange: { usdTry: '41,2575' } }, 'admin-5');
      expect(saved).toEqual({ ok: true, settings: { version: before.version + 1, values: { ...before.values, exchange: { usdTry: 41.2575 } } } });
      expect(await usdTryRate(store.db)).toBe(41.2575);
      const [audit] = (await listAudit(store.db, { page: 1, collection: 'settings' })).items;
      expect(audit).toMatchObject({ actor: 'admin-5', fields: ['exchange.usdTry'] });
      const refused = await saveSettings(store.db, before.version + 1, { ...before.values, exchange: { usdTry: '-1' } }, 'admin-5');
      expect(refused).toEqual({ ok: false, reason: 'invalid', fieldErrors: { 'exchange.usdTry': { code: 'tooSmall', label: 'usdTry', min: 0.0001 } } });
    });

    it('reads a database without a stored rate as no rate', async () => {
      await store.db.delete(t.settings).where(eq(t.settings.key, 'exchange'));
      expect((await getSettings(store.db)).values.exchange).toEqual({ usdTry: null });
    });

    it('lets exactly one of two saves from the same version succeed', async () => {
      const { version } = await getSettings(store.db);
      const results = await Promise.all([
        saveSettings(store.db, version, { ...seeded, helpLines: [{ name: 'Bir', phone: '111' }] }, 'admin-3'),
        saveSettings(store.db, version, { ...seeded, helpLines: [{ name: 'İki', phone: '222' }] }, 'admin-4'),
      ]);
      expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
      expect((await getSettings(store.db)).version).toBe(version + 1);
    });
  });

  describe('listAudit', () => {
    it('pages 25 rows at a time, newest first, filtered by operator and collection; a page past the end is the last', async () => {
      for (let i = 1; i <= 27; i += 1) {
        await writeAudit(store.db, { actor: 'pager', action: 'update', collection: i % 2 ? 'games' : 'blog', entryId: i, entryLabel: `Kayıt ${i}`, fields: [] });
      }
      const first = await listAudit(store.db, { page: 1, actor: 'pager' });
      expect([first.total, first.pageCount, first.items.length, first.items[0]?.entryId]).toEqual([27, 2, 25, 27]);
      const last = await listAudit(store.db, { page: 9, actor: 'pager' });
      expect([last.page, last.items.map((item) => item.entryId)]).toEqual([2, [2, 1]]);
      // Odd ids went to games: 14 of the 27.
      const games = await listAudit(store.db, { page: 1, actor: 'pager', collection: 'games' });
      expect([games.total, games.items[0]?.entryId, games.items.at(-1)?.entryId]).toEqual([14, 27, 1]);
      expect(await listAudit(store.db, { page: 1, actor: 'nobody' })).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    });
  });
});
