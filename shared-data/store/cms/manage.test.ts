import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../database.ts';
import { listAudit } from './audit.ts';
import { createEntry, getEntry, listEntries } from './entries.ts';
import { deleteEntry, duplicateEntry, reorder } from './manage.ts';
import type { CmsWriteResult, EntryDocument } from './types.ts';
import { writeClicks } from './clicks.ts';
import { listBonusEntries } from '../reads/casinos.ts';
import { findGame } from '../reads/games.ts';
import { contentVersion } from '../reads/site.ts';
import * as t from '../schema.ts';
import { testDrivers } from '../testing/test-stores.ts';

function entryOf(result: CmsWriteResult): EntryDocument {
  if (!result.ok) throw new Error(`write refused: ${JSON.stringify(result)}`);
  return result.entry;
}

const provider = (name: string) => ({ name, slug: '', status: 'published', publishAt: '', logoUrl: '/images/p.webp', description: '', kinds: '' });

describe.each(testDrivers())('CMS management on $name', (driver) => {
  let store: Store;
  const idOf = async (table: typeof t.games | typeof t.providers | typeof t.casinos | typeof t.pages, slug: string) => {
    const [row] = await store.db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
    if (!row) throw new Error(`no ${slug}`);
    return row.id;
  };

  beforeAll(async () => {
    store = await driver.open('seeded');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  describe('duplicateEntry', () => {
    it('copies a game as a draft named "(kopya)" under the next free slug, body included', async () => {
      const sourceId = await idOf(t.games, 'blood-suckers');
      const source = await getEntry(store.db, 'games', sourceId);
      const first = entryOf(await duplicateEntry(store.db, 'games', sourceId, 'editor-1'));
      const second = entryOf(await duplicateEntry(store.db, 'games', sourceId, 'editor-1'));
      expect(first.values).toMatchObject({ name: 'Blood Suckers (kopya)', slug: 'blood-suckers-kopya', status: 'draft', bodyMd: source?.values.bodyMd });
      expect(second.values).toMatchObject({ name: 'Blood Suckers (kopya)', slug: 'blood-suckers-kopya-2', status: 'draft' });
      expect(first.version).toBe(1);
      expect(await findGame(store.db, 'blood-suckers-kopya')).toBeNull();
      const log = await listAudit(store.db, { page: 1, collection: 'games', actor: 'editor-1' });
      expect(log.items.map((item) => [item.action, item.entryId, item.entryLabel])).toEqual([
        ['duplicate', second.id, 'Blood Suckers (kopya)'],
        ['duplicate', first.id, 'Blood Suckers (kopya)'],
      ]);
    });

    it('puts a copied casino at the end of the ranking', async () => {
      const copy = entryOf(await duplicateEntry(store.db, 'casinos', await idOf(t.casinos, 'fjord-spins'), 'admin-1'));
      expect(copy.values).toMatchObject({ name: 'Fjord Spins (kopya)', slug: 'fjord-spins-kopya', ratingBonus: '4,9', ratingGames: '4,4' });
      const casinos = await listEntries(store.db, 'casinos');
      expect(casinos.at(-1)).toMatchObject({ id: copy.id, position: casinos.length });
    });

    it('refuses to copy a page or a popup entry, and answers not_found for no entry', async () => {
      expect(await duplicateEntry(store.db, 'pages', await idOf(t.pages, 'reklam'), 'editor-1')).toEqual({
        ok: false,
        reason: 'refused',
        error: { code: 'pageCopy' },
      });
      expect(await duplicateEntry(store.db, 'popup', 1, 'admin-1')).toEqual({ ok: false, reason: 'refused', error: { code: 'popupCopy' } });
      expect(await duplicateEntry(store.db, 'tactics', 999_999, 'editor-1')).toEqual({ ok: false, reason: 'not_found' });
    });
  });

  describe('deleteEntry', () => {
    it('refuses a provider that still has games, naming how many and the first of them', async () => {
      const id = await idOf(t.providers, 'egt-amusnet');
      const version = (await getEntry(store.db, 'providers', id))?.version ?? 0;
      // Its six demo games by id: 102 40 Super Hot, 103 Burning Hot, 104 Shining Crown, 105, 106, 107.
      expect(await deleteEntry(store.db, 'providers', id, version, 'editor-2')).toEqual({
        ok: false,
        reason: 'in_use',
        error: { code: 'providerHasGames', count: 6, names: ['40 Super Hot', 'Burning Hot', 'Shining Crown'] },
      });
      expect(await getEntry(store.db, 'providers', id)).not.toBeNull();
    });

    it('refuses a casino of the popup list, and a page the site shows', async () => {
      // Nebula Bet is the second demo casino, second in the popup list.
      expect(await deleteEntry(store.db, 'casinos', await idOf(t.casinos, 'nebula-bet'), 1, 'admin-2')).toEqual({
        ok: false,
        reason: 'in_use',
        error: { code: 'casinoInPopup', positions: [2] },
      });
      expect(await deleteEntry(store.db, 'pages', await idOf(t.pages, 'gizlilik-politikasi'), 1, 'editor-2')).toEqual({
        ok: false,
        reason: 'in_use',
        error: { code: 'pageRouted', path: '/gizlilik-politikasi' },
      });
    });

    it('refuses a casino whose clicks are counted, and deletes one nobody clicked', async () => {
      // Copies of a demo casino: drafts in no popup, so only the clicks can hold them.
      const copy = async () => entryOf(await duplicateEntry(store.db, 'casinos', await idOf(t.casinos, 'atlas-vegas'), 'admin-2'));
      const clicked = await copy();
      const quiet = await copy();
      await writeClicks(store.db, [
        { clickId: 'silme-1', at: Date.parse('2026-11-24T10:00:00Z'), casinoId: clicked.id, placement: 'siralama', pagePath: '/', device: 'mobile', isBot: false, country: null, rule: 'show' },
      ]);
      expect(await deleteEntry(store.db, 'casinos', clicked.id, clicked.version, 'admin-2')).toEqual({
        ok: false,
        reason: 'in_use',
        error: { code: 'casinoHasClicks' },
      });
      expect(await deleteEntry(store.db, 'casinos', quiet.id, quiet.version, 'admin-2')).toEqual({ ok: true });
    });

    it('deletes at the version seen, records it, and answers a stale version with the entry as it is', async () => {
      const created = entryOf(await createEntry(store.db, 'providers', provider('Silinecek Sağlayıcı'), 'editor-3'));
      const stale = await deleteEntry(store.db, 'providers', created.id, 7, 'editor-3');
      expect(stale).toMatchObject({ ok: false, reason: 'conflict', changedFields: [], current: { id: created.id, version: 1 } });
      const before = await contentVersion(store.db);
      expect(await deleteEntry(store.db, 'providers', created.id, 1, 'editor-3')).toEqual({ ok: true });
      expect(await contentVersion(store.db)).toBe(before + 1);
      expect(await getEntry(store.db, 'providers', created.id)).toBeNull();
      expect(await deleteEntry(store.db, 'providers', created.id, 1, 'editor-3')).toEqual({ ok: false, reason: 'not_found' });
      const [last] = (await listAudit(store.db, { page: 1, actor: 'editor-3' })).items;
      expect(last).toMatchObject({ action: 'delete', collection: 'providers', entryId: created.id, entryLabel: 'Silinecek Sağlayıcı', fields: [] });
    });

    it('deletes a casino once its popup entry is gone', async () => {
      const [lastPopup] = (await listEntries(store.db, 'popup')).slice(-1);
      const casinoId = Number((await getEntry(store.db, 'popup', lastPopup?.id ?? 0))?.values.casinoId);
      expect((await deleteEntry(store.db, 'casinos', casinoId, 1, 'admin-3')).ok).toBe(false);
      expect(await deleteEntry(store.db, 'popup', lastPopup?.id ?? 0, lastPopup?.version ?? 0, 'admin-3')).toEqual({ ok: true });
      expect(await deleteEntry(store.db, 'casinos', casinoId, 1, 'admin-3')).toEqual({ ok: true });
    });
  });

  describe('reorder', () => {
    it('numbers the popup list 1..n in the order given, without touching the entries’ versions', async () => {
      const before = await listEntries(store.db, 'popup');
      const reversed = before.map((entry) => entry.id).reverse();
      const result = await reorder(store.db, 'popup', reversed, 'admin-4');
      if (!result.ok) throw new Error('reorder refused');
      expect(result.entries.map((entry) => [entry.id, entry.position])).toEqual(reversed.map((id, index) => [id, index + 1]));
      expect(result.entries.map((entry) => entry.version)).toEqual([...before].reverse().map((entry) => entry.version));
      expect((await listBonusEntries(store.db)).map((casino) => casino.name)).toEqual([...before].reverse().map((entry) => entry.title));
      const [audit] = (await listAudit(store.db, { page: 1, actor: 'admin-4' })).items;
      expect(audit).toMatchObject({ action: 'reorder', collection: 'popup', entryId: null, fields: ['position'] });
    });

    it('refuses a list that misses, repeats or adds an id, and a collection that is not ordered by hand', async () => {
      const ids = (await listEntries(store.db, 'casinos')).map((entry) => entry.id);
      const mismatch = {
        ok: false,
        reason: 'refused',
        error: { code: 'orderMismatch' },
      };
      expect(await reorder(store.db, 'casinos', ids.slice(1), 'admin-5')).toEqual(mismatch);
      expect(await reorder(store.db, 'casinos', [...ids.slice(1), ids[1] ?? 0], 'admin-5')).toEqual(mismatch);
      expect(await reorder(store.db, 'casinos', [...ids, 999_999], 'admin-5')).toEqual(mismatch);
      expect(await reorder(store.db, 'games', [], 'admin-5')).toEqual({ ok: false, reason: 'refused', error: { code: 'notOrdered' } });
      expect((await listAudit(store.db, { page: 1, actor: 'admin-5' })).total).toBe(0);
    });
  });
});
