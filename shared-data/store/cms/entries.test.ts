import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCmsValues } from 'shared-data/cms';
import type { Store } from '../database.ts';
import { listAudit } from './audit.ts';
import { createEntry, getEntry, listEntries, saveEntry } from './entries.ts';
import { constraintRefusal } from './rows.ts';
import type { CmsWriteResult, EntryDocument } from './types.ts';
import { findTactic } from '../reads/articles.ts';
import { findGame, listGames } from '../reads/games.ts';
import { contentVersion } from '../reads/site.ts';
import * as t from '../schema.ts';
import { testDrivers } from '../testing/test-stores.ts';

/** The entry of a write that must have succeeded. */
function entryOf(result: CmsWriteResult): EntryDocument {
  if (!result.ok) throw new Error(`write refused: ${JSON.stringify(result)}`);
  return result.entry;
}

const tactic = (title: string, extra: Record<string, string> = {}) => ({
  title,
  slug: '',
  status: 'published',
  publishAt: '',
  category: 'Kasa Yönetimi ve Psikoloji',
  excerpt: 'Kısa özet.',
  bodyMd: 'Metin.',
  ...extra,
});

describe.each(testDrivers())('CMS entries on $name', (driver) => {
  let store: Store;
  let egtId: number;
  const game = (name: string, status: string) => ({
    name,
    slug: '',
    status,
    publishAt: '',
    providerId: String(egtId),
    type: 'slot',
    rtp: '96,5',
    volatility: 'Yüksek',
    features: 'Bedava Dönüş\nÇarpan',
    theme: 'Osmanlı',
    year: '2024',
    maxWin: '',
    coverUrl: '/images/games/x_cover.webp',
    bodyMd: '## Oynanış\n\nMetin burada.',
  });

  beforeAll(async () => {
    store = await driver.open('seeded');
    const [egt] = await store.db.select({ id: t.providers.id }).from(t.providers).where(eq(t.providers.slug, 'egt-amusnet'));
    egtId = egt?.id ?? 0;
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  describe('getEntry', () => {
    it('gives a stored casino as its form holds it: decimal commas, one list item per line, empty for null', async () => {
      const [lalezar] = await store.db.select({ id: t.casinos.id }).from(t.casinos).where(eq(t.casinos.slug, 'lalezar-casino'));
      const entry = await getEntry(store.db, 'casinos', lalezar?.id ?? 0);
      expect(entry?.values).toMatchObject({
        name: 'Lalezar Casino',
        slug: 'lalezar-casino',
        status: 'published',
        inRanking: true,
        // The seed's parts of Lalezar's 4,9.
        ratingBonus: '5',
        ratingPayments: '4,9',
        ratingGames: '4,8',
        ratingSupport: '4,9',
        ratingTrust: '4,8',
        badges: "Kripto\nTL\nAnında\nTürkiye'nin En İyisi",
        investmentBonus: "10.000 TL'ye kadar",
        bonusAmount: '250',
        bonusPercent: '',
        wageringMultiple: '30',
        maxCashout: '',
        freeSpins: '1000',
      });
      // A casino has a review page.
      expect(entry?.publicPath).toBe('/casinolar/lalezar-casino');
      // What the form shows parses back to the stored values.
      expect(parseCmsValues('casinos', entry?.values).ok).toBe(true);
    });

    it('answers null for an id that does not exist', async () => {
      expect(await getEntry(store.db, 'games', 999_999)).toBeNull();
    });
  });

  describe('createEntry', () => {
    it('makes the slug from the Turkish name, publishes at once and bumps the content version once', async () => {
      const before = await contentVersion(store.db);
      const entry = entryOf(await createEntry(store.db, 'games', game('Kızıl Sultan Çarkı', 'published'), 'editor-1'));
      expect(await contentVersion(store.db)).toBe(before + 1);
      expect(entry.version).toBe(1);
      expect(entry.values).toMatchObject({ slug: 'kizil-sultan-carki', rtp: '96,5', features: 'Bedava Dönüş\nÇarpan', maxWin: '' });
      expect(entry.publicPath).toBe('/oyunlar/egt-amusnet/kizil-sultan-carki');
      const detail = await findGame(store.db, 'kizil-sultan-carki');
      expect(detail?.game.body.html).toContain('<h2 id="oynanis">Oynanış</h2>');
      expect(detail?.game.body.headings).toEqual([{ id: 'oynanis', text: 'Oynanış', level: 2 }]);
      expect(detail?.game.body.words).toBe(3);
      const listed = await listGames(store.db, { page: 1, search: 'kızıl sultan', provider: '' });
      expect(listed.items.map((g) => g.slug)).toEqual(['kizil-sultan-carki']);
    });

    it('keeps a draft from the public site', async () => {
      entryOf(await createEntry(store.db, 'games', game('Gizli Taslak Oyunu', 'draft'), 'editor-1'));
      expect(await findGame(store.db, 'gizli-taslak-oyunu')).toBeNull();
      expect((await listGames(store.db, { page: 1, search: 'gizli taslak', provider: '' })).total).toBe(0);
    });

    it('refuses a slug another entry has, with the code on the slug field', async () => {
      const result = await createEntry(store.db, 'providers', { name: 'EGT Amusnet', slug: '', status: 'draft', publishAt: '', logoUrl: '/images/x.webp', kinds: '' }, 'editor-1');
      expect(result).toEqual({ ok: false, reason: 'invalid', fieldErrors: { slug: { code: 'slugTaken' } } });
    });

    it('gives the slug code to the second of two creates racing for one slug', async () => {
      const results = await Promise.all([1, 2].map(() => createEntry(store.db, 'tactics', tactic('Yarışan Başlık'), 'editor-1')));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'invalid', fieldErrors: { slug: { code: 'slugTaken' } } });
    });

    it('reads the database refusing a taken slug or a missing provider, as a write racing past the checks meets it', async () => {
      const taken = await store.db.insert(t.providers).values({ slug: 'egt-amusnet', name: 'İkinci', logoUrl: '/images/p.webp' }).catch((e: unknown) => e);
      expect(constraintRefusal('providers', taken)).toEqual({ ok: false, reason: 'invalid', fieldErrors: { slug: { code: 'slugTaken' } } });
      const orphan = await store.db
        .insert(t.games)
        .values({ slug: 'sahipsiz', name: 'Sahipsiz', providerId: 999_999, rtp: 96, volatility: 'Orta', year: 2024, coverUrl: '/images/g.webp' })
        .catch((e: unknown) => e);
      expect(constraintRefusal('games', orphan)).toEqual({ ok: false, reason: 'invalid', fieldErrors: { providerId: { code: 'providerMissing' } } });
    });

    it('refuses what the schema refuses, field by field', async () => {
      const result = await createEntry(store.db, 'games', { ...game('Çok Cömert', 'published'), rtp: '100,5' }, 'editor-1');
      expect(result).toEqual({ ok: false, reason: 'invalid', fieldErrors: { rtp: { code: 'tooLarge', label: 'rtp', max: 100 } } });
    });

    it('refuses a page that no route shows, and a provider that does not exist', async () => {
      const page = await createEntry(store.db, 'pages', { title: 'Yeni Sayfa', status: 'published', description: 'Açıklama', bodyMd: 'Metin.' }, 'editor-1');
      expect(page).toEqual({ ok: false, reason: 'invalid', fieldErrors: { slug: { code: 'pageNotRouted' } } });
      const orphan = await createEntry(store.db, 'games', { ...game('Sahipsiz', 'draft'), providerId: '999999' }, 'editor-1');
      expect(orphan).toEqual({ ok: false, reason: 'invalid', fieldErrors: { providerId: { code: 'providerMissing' } } });
    });

    it('puts a new casino at the end of the ranking and its popup entry at the end of the list, once', async () => {
      const casino = entryOf(
        await createEntry(
          store.db,
          'casinos',
          {
            name: 'Şans Işığı Casino',
            status: 'draft',
            inRanking: false,
            ...Object.fromEntries(['ratingBonus', 'ratingPayments', 'ratingGames', 'ratingSupport', 'ratingTrust'].map((k) => [k, '4,5'])),
            logoUrl: '/images/casinos/x.webp',
            affiliateUrl: 'https://partner.example/sans',
            welcomeBonus: '%100 Hoş Geldin Bonusu',
            currency: 'TL',
            bonusAmount: '1.000',
            wageringBase: 'bonus',
            freeSpins: '0',
            ...Object.fromEntries(['badges', 'pros', 'bonusPercent', 'wageringMultiple', 'minDeposit', 'maxBet', 'maxCashout', 'daysToComplete'].map((k) => [k, ''])),
          },
          'admin-1',
        ),
      );
      expect(casino.values).toMatchObject({ slug: 'sans-isigi-casino', bonusAmount: '1000', ratingTrust: '4,5', inRanking: false });
      const popup = entryOf(await createEntry(store.db, 'popup', { casinoId: String(casino.id), status: 'draft' }, 'admin-1'));
      expect(popup.values.slug).toBe(`popup-${casino.id}`);
      // Five demo casinos, each in the popup list: the new ones come sixth.
      expect((await listEntries(store.db, 'casinos')).find((c) => c.id === casino.id)?.position).toBe(6);
      expect((await listEntries(store.db, 'popup')).find((p) => p.id === popup.id)).toMatchObject({ position: 6, title: 'Şans Işığı Casino' });
      const again = await createEntry(store.db, 'popup', { casinoId: String(casino.id), status: 'draft' }, 'admin-1');
      expect(again).toEqual({ ok: false, reason: 'invalid', fieldErrors: { casinoId: { code: 'casinoHasPopup' } } });
    });
  });

  describe('saveEntry', () => {
    it('publishes a draft now, keeps that time on the next save, and keeps it when the entry goes back to draft', async () => {
      const draft = entryOf(await createEntry(store.db, 'tactics', tactic('Sabırlı Oyun', { status: 'draft' }), 'editor-2'));
      const started = Date.now();
      const published = entryOf(await saveEntry(store.db, 'tactics', draft.id, 1, { ...draft.values, status: 'published', publishAt: '' }, 'editor-2'));
      const publishedAt = (await listEntries(store.db, 'tactics')).find((e) => e.id === draft.id)?.publishAt ?? '';
      expect(Math.abs(Date.parse(publishedAt) - started)).toBeLessThan(5_000);
      expect(await findTactic(store.db, 'sabirli-oyun')).not.toBeNull();

      const again = entryOf(await saveEntry(store.db, 'tactics', draft.id, 2, { ...published.values, excerpt: 'Yeni özet.', publishAt: '' }, 'editor-2'));
      expect(again.values.publishAt).toBe(published.values.publishAt);
      const hidden = entryOf(await saveEntry(store.db, 'tactics', draft.id, 3, { ...again.values, status: 'draft', publishAt: '' }, 'editor-2'));
      // A draft's form shows no time; the stored one stays for when it is published again.
      expect(hidden.values.publishAt).toBe('');
      expect((await listEntries(store.db, 'tactics')).find((e) => e.id === draft.id)?.publishAt).toBe(publishedAt);
      expect(hidden.version).toBe(4);
      expect(await findTactic(store.db, 'sabirli-oyun')).toBeNull();
    });

    it('shows a scheduled entry whose time has passed as published, in its list row and its form', async () => {
      const created = entryOf(await createEntry(store.db, 'tactics', tactic('Geçmiş Zaman'), 'editor-2'));
      await store.db.execute(sql`UPDATE tactics SET status = 'scheduled', publish_at = now() - interval '1 minute' WHERE id = ${created.id}`);
      expect((await listEntries(store.db, 'tactics')).find((e) => e.id === created.id)?.status).toBe('published');
      expect((await getEntry(store.db, 'tactics', created.id))?.values.status).toBe('published');
    });

    it('answers a stale version with the entry as it is now and the fields that differ from what was sent', async () => {
      const created = entryOf(await createEntry(store.db, 'tactics', tactic('Kasa Planı'), 'editor-3'));
      entryOf(await saveEntry(store.db, 'tactics', created.id, 1, { ...created.values, title: 'Kasa Planı 2' }, 'editor-3'));
      const stale = await saveEntry(store.db, 'tactics', created.id, 1, { ...created.values, excerpt: 'Başka özet.' }, 'editor-4');
      expect(stale.ok).toBe(false);
      if (stale.ok || stale.reason !== 'conflict') throw new Error('expected a conflict');
      // The other save changed the title; this one the excerpt. The slug stayed as both forms sent it.
      expect(stale.changedFields).toEqual(['title', 'excerpt']);
      expect(stale.current).toMatchObject({ version: 2, values: { title: 'Kasa Planı 2', slug: 'kasa-plani', excerpt: 'Kısa özet.' } });
    });

    it('lets exactly one of two saves made from the same version succeed', async () => {
      const created = entryOf(await createEntry(store.db, 'tactics', tactic('Aynı Anda'), 'editor-5'));
      const results = await Promise.all([
        saveEntry(store.db, 'tactics', created.id, 1, { ...created.values, excerpt: 'Birinci.' }, 'editor-5'),
        saveEntry(store.db, 'tactics', created.id, 1, { ...created.values, excerpt: 'İkinci.' }, 'editor-6'),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.reason === 'conflict')).toHaveLength(1);
      expect((await getEntry(store.db, 'tactics', created.id))?.version).toBe(2);
    });

    it('refuses to move a routed page to another slug, and a slug another entry has', async () => {
      const [reklam] = await store.db.select({ id: t.pages.id }).from(t.pages).where(eq(t.pages.slug, 'reklam'));
      const page = await getEntry(store.db, 'pages', reklam?.id ?? 0);
      const moved = await saveEntry(store.db, 'pages', page?.id ?? 0, page?.version ?? 0, { ...page?.values, slug: 'reklam-2' }, 'editor-7');
      expect(moved).toEqual({ ok: false, reason: 'invalid', fieldErrors: { slug: { code: 'pageSlugFixed', path: '/reklam' } } });
      const created = entryOf(await createEntry(store.db, 'tactics', tactic('Çakışan Ad'), 'editor-7'));
      const taken = await saveEntry(store.db, 'tactics', created.id, 1, { ...created.values, slug: '1-3-2-6-sistemi' }, 'editor-7');
      expect(taken).toEqual({ ok: false, reason: 'invalid', fieldErrors: { slug: { code: 'slugTaken' } } });
    });

    it('answers not_found for an entry that does not exist', async () => {
      expect(await saveEntry(store.db, 'tactics', 999_999, 1, tactic('Yok'), 'editor-7')).toEqual({ ok: false, reason: 'not_found' });
    });
  });

  describe('the audit log', () => {
    it('records who created and changed which entry, and which fields, newest first', async () => {
      const created = entryOf(await createEntry(store.db, 'tactics', tactic('Denetim Kaydı'), 'auditor-1'));
      entryOf(await saveEntry(store.db, 'tactics', created.id, 1, { ...created.values, title: 'Denetim Kaydı 2', excerpt: 'Yeni.' }, 'auditor-1'));
      const log = await listAudit(store.db, { page: 1, collection: 'tactics', actor: 'auditor-1' });
      expect(log.total).toBe(2);
      expect(log.items.map(({ action, entryId, entryLabel, fields }) => ({ action, entryId, entryLabel, fields }))).toEqual([
        { action: 'update', entryId: created.id, entryLabel: 'Denetim Kaydı 2', fields: ['title', 'excerpt'] },
        {
          action: 'create',
          entryId: created.id,
          entryLabel: 'Denetim Kaydı',
          fields: ['title', 'category', 'excerpt', 'bodyMd', 'slug', 'status', 'publishAt'],
        },
      ]);
    });
  });
});
