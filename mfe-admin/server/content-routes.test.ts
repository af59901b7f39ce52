import type { FastifyInstance } from 'fastify';
import type { Store } from '@shared-data/store';
import { testDrivers } from '@shared-data/store/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EntrySummary, SaveResult } from './contract.ts';
import { guardMessages } from './guard.ts';
import { admin, buildApi, call, closeApis, cookieHeader, login, openSeededStoreWithEditor, signedInApi } from './test-utils.ts';

const EDITOR = { username: 'editor-ayse', password: 'editörün-uzun-şifresi' };

// The API on each driver the site runs on: embedded PGlite and a PostgreSQL server.
describe.each(testDrivers())('on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    // The demo content, seeded: the routes are tried against the catalogue the site ships with.
    store = await openSeededStoreWithEditor(driver, EDITOR);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });
  afterEach(closeApis);

  const signedIn = (who: 'admin' | 'editor' = 'admin') => signedInApi(store, who === 'editor' ? EDITOR : undefined);

  const tactic = (title: string) => ({
    title,
    slug: '',
    status: 'published',
    publishAt: '',
    category: 'Kasa Yönetimi ve Psikoloji',
    excerpt: 'Kısa özet.',
    bodyMd: '## Giriş\n\nMetin.',
  });

  async function idOfSlug(app: FastifyInstance, cookie: string, collection: string, slug: string) {
    const list = (await call(app, 'GET', `/content/${collection}`, cookie)).json<EntrySummary[]>();
    const entry = list.find((e) => e.slug === slug);
    if (!entry) throw new Error(`no ${collection} ${slug}`);
    return entry;
  }

  describe('content routes: who may use them', () => {
    it('answers 401 to every route without a session', async () => {
      const { app } = await buildApi({ admin, store });
      const attempts = [
        call(app, 'GET', '/content/games'),
        call(app, 'POST', '/content/tactics', undefined, { values: tactic('Oturumsuz') }),
        call(app, 'DELETE', '/content/games/1?version=1'),
        call(app, 'POST', '/preview', undefined, { markdown: 'x' }),
        call(app, 'GET', '/audit'),
        call(app, 'GET', '/settings'),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'unauthenticated', message: guardMessages.unauthenticated });
      }
    });

    it('answers 401 without a session whatever the body: the session is checked before the body', async () => {
      const { app } = await buildApi({ admin, store });
      const attempts = [
        call(app, 'POST', '/content/tactics', undefined, {}),
        call(app, 'PUT', '/content/games/1', undefined, { values: 'yok' }),
        call(app, 'PUT', '/content/games/1', undefined, '{"version": 1, "values": {'),
        call(app, 'DELETE', '/content/games/1'),
        call(app, 'POST', '/content/casinos/order', undefined, { ids: 'hepsi' }),
        call(app, 'POST', '/preview', undefined, { markdown: 42 }),
        call(app, 'GET', '/audit?page=0'),
        call(app, 'PUT', '/settings', undefined, { values: {} }),
        call(app, 'POST', '/casinos/value-preview', undefined, '{'),
        call(app, 'PUT', '/accounts/1', undefined, '{'),
      ];
      for (const res of await Promise.all(attempts)) {
        expect([res.statusCode, res.json()]).toEqual([401, { error: 'unauthenticated', message: guardMessages.unauthenticated }]);
      }
    });

    it('keeps casinos, popups and settings to admins, and lets an editor manage the rest under their own name', async () => {
      const { app, cookie } = await signedIn('editor');
      for (const res of await Promise.all([
        call(app, 'GET', '/content/casinos', cookie),
        call(app, 'POST', '/content/popup', cookie, { values: { casinoId: '1', status: 'draft' } }),
        call(app, 'GET', '/settings', cookie),
      ])) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'forbidden', message: guardMessages.forbidden });
      }
      expect((await call(app, 'GET', '/content/providers', cookie)).statusCode).toBe(200);
      const created = await call(app, 'POST', '/content/tactics', cookie, { values: tactic('Editörün Taktiği') });
      expect(created.statusCode).toBe(201);
      const audit = await call(app, 'GET', '/audit?page=1&collection=tactics&actor=editor-ayse', cookie);
      expect(audit.json().items[0]).toMatchObject({ actor: 'editor-ayse', action: 'create', entryLabel: 'Editörün Taktiği' });
    });

    it('answers 404 for a collection or an id that does not exist, and 503 without a database', async () => {
      const { app, cookie } = await signedIn();
      expect((await call(app, 'GET', '/content/kumarhaneler', cookie)).json()).toEqual({ error: 'not_found', message: 'Böyle bir içerik bölümü yok.' });
      for (const path of ['/content/games/999999', '/content/games/abc', '/content/games/99999999999']) {
        const res = await call(app, 'GET', path, cookie);
        expect([res.statusCode, res.json()]).toEqual([404, { error: 'not_found', message: 'Kayıt bulunamadı.' }]);
      }
      const { app: bare } = await buildApi({ admin });
      const res = await call(bare, 'GET', '/content/games', cookieHeader(await login(bare)));
      expect([res.statusCode, res.json()]).toEqual([503, { error: 'unavailable', message: 'İçerik veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.' }]);
    });
  });

  describe('content routes: writes', () => {
    it('creates with 201, saves with the version, and answers a stale version with 409 and what changed', async () => {
      const { app, cookie } = await signedIn();
      const created = await call(app, 'POST', '/content/tactics', cookie, { values: tactic('Çift Kayıt Şartı') });
      expect(created.statusCode).toBe(201);
      const { entry, warnings } = created.json<SaveResult>();
      expect([entry.values.slug, entry.version, entry.publicPath, warnings]).toEqual(['cift-kayit-sarti', 1, '/kazanma-taktikleri/cift-kayit-sarti', []]);

      const saved = await call(app, 'PUT', `/content/tactics/${entry.id}`, cookie, { version: 1, values: { ...entry.values, excerpt: 'Yeni özet.' } });
      expect([saved.statusCode, saved.json<SaveResult>().entry.version]).toEqual([200, 2]);
      const stale = await call(app, 'PUT', `/content/tactics/${entry.id}`, cookie, { version: 1, values: { ...entry.values, title: 'Başka Başlık' } });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'conflict', message: 'Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Girdiğiniz bilgiler korunuyor; değişen alanlar işaretlendi.', changedFields: ['title', 'excerpt'], current: { version: 2 } });
      const unversioned = await call(app, 'PUT', `/content/tactics/${entry.id}`, cookie, { values: entry.values });
      expect([unversioned.statusCode, unversioned.json()]).toEqual([400, { error: 'bad_request', message: 'Geçersiz istek.' }]);
    });

    it('answers a value the schema refuses with 400 and the message on its field', async () => {
      const { app, cookie } = await signedIn();
      const provider = await idOfSlug(app, cookie, 'providers', 'netent');
      const game = {
        name: 'Cömert Oyun',
        status: 'draft',
        providerId: String(provider.id),
        type: 'slot',
        rtp: '100,5',
        volatility: 'Orta',
        features: '',
        year: '2024',
        coverUrl: '/images/games/x_cover.webp',
      };
      const res = await call(app, 'POST', '/content/games', cookie, { values: game });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: 'invalid', message: 'Formda düzeltilmesi gereken alanlar var.', fieldErrors: { rtp: 'RTP en fazla 100 olabilir.' } },
      ]);
    });

    it('refuses to delete a provider that has games (409, naming them), and deletes one that has none (204)', async () => {
      const { app, cookie } = await signedIn();
      const egt = await idOfSlug(app, cookie, 'providers', 'egt-amusnet');
      const refused = await call(app, 'DELETE', `/content/providers/${egt.id}?version=${egt.version}`, cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'in_use',
        message: 'Bu sağlayıcı silinemez: 6 oyun ona bağlı (40 Super Hot, Burning Hot, Shining Crown ve 3 oyun daha). Önce bu oyunları silin veya başka bir sağlayıcıya taşıyın.',
      });
      const copy = (await call(app, 'POST', `/content/providers/${egt.id}/duplicate`, cookie)).json<SaveResult>().entry;
      expect([copy.values.name, copy.values.slug, copy.values.status]).toEqual(['EGT Amusnet (kopya)', 'egt-amusnet-kopya', 'draft']);
      expect((await call(app, 'DELETE', `/content/providers/${copy.id}`, cookie)).statusCode).toBe(400);
      expect((await call(app, 'DELETE', `/content/providers/${copy.id}?version=1`, cookie)).statusCode).toBe(204);
      expect((await call(app, 'GET', `/content/providers/${copy.id}`, cookie)).statusCode).toBe(404);
    });

    it('puts the ranking in a new order, and refuses a list that misses an entry', async () => {
      const { app, cookie } = await signedIn();
      const ids = (await call(app, 'GET', '/content/casinos', cookie)).json<EntrySummary[]>().map((c) => c.id);
      const reversed = [...ids].reverse();
      const res = await call(app, 'POST', '/content/casinos/order', cookie, { ids: reversed });
      expect(res.statusCode).toBe(200);
      expect(res.json<EntrySummary[]>().map((c) => [c.id, c.position])).toEqual(reversed.map((id, index) => [id, index + 1]));
      const short = await call(app, 'POST', '/content/casinos/order', cookie, { ids: reversed.slice(1) });
      expect([short.statusCode, short.json().error]).toEqual([400, 'bad_request']);
    });
  });

  describe('POST /preview', () => {
    it('renders Markdown as the public page does, without scripts, and warns about a dead internal link', async () => {
      const { app, cookie } = await signedIn('editor');
      const res = await call(app, 'POST', '/preview', cookie, { markdown: '## Başlık\n\n<script>alert(1)</script>\n\n[Oyun](/oyunlar/yok-boyle-oyun)' });
      expect(res.statusCode).toBe(200);
      const { html, warnings } = res.json();
      expect(html).toContain('<h2 id="baslik">Başlık</h2>');
      expect(html).not.toContain('<script');
      expect(warnings).toEqual(['Bağlantı bulunamadı: /oyunlar/yok-boyle-oyun']);
    });

    it('refuses a body over 1 MB', async () => {
      const { app, cookie } = await signedIn();
      expect((await call(app, 'POST', '/preview', cookie, { markdown: 'a'.repeat(1_100_000) })).statusCode).toBe(413);
    });
  });

  describe('settings', () => {
    it('reads at version 1 and answers a save from an older form with 409 and the settings as they are', async () => {
      const { app, cookie } = await signedIn();
      const current = (await call(app, 'GET', '/settings', cookie)).json();
      expect(current.version).toBe(1);
      const email = 'iletisim@safebet.example';
      const values = { ...current.values, contact: { ...current.values.contact, email } };
      const saved = await call(app, 'PUT', '/settings', cookie, { version: 1, values });
      expect([saved.statusCode, saved.json()]).toEqual([200, { version: 2, values }]);
      const stale = await call(app, 'PUT', '/settings', cookie, { version: 1, values: current.values });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ error: 'conflict', message: 'Ayarlar siz düzenlerken başka biri tarafından değiştirildi. Girdiğiniz bilgiler korunuyor; değişen alanlar işaretlendi.', current: { version: 2, values }, changedFields: ['contact.email'] });
    });

    it('reads and saves the dollar rate, and refuses a rate that is not above 0 or has more than 4 decimals', async () => {
      const { app, cookie } = await signedIn();
      const current = (await call(app, 'GET', '/settings', cookie)).json();
      // The seed's rate (store/seed.ts).
      expect(current.values.exchange).toEqual({ usdTry: 42 });
      const saved = await call(app, 'PUT', '/settings', cookie, { version: current.version, values: { ...current.values, exchange: { usdTry: '43,1275' } } });
      expect([saved.statusCode, saved.json().values.exchange]).toEqual([200, { usdTry: 43.1275 }]);
      for (const [usdTry, message] of [
        ['0', 'USD/TL kuru en az 0,0001 olmalı.'],
        ['43,12755', 'USD/TL kuru en fazla 4 ondalık basamak içerebilir (ör. 42,1234).'],
        ['', 'USD/TL kuru boş bırakılamaz.'],
      ]) {
        const refused = await call(app, 'PUT', '/settings', cookie, { version: current.version + 1, values: { ...current.values, exchange: { usdTry } } });
        expect([refused.statusCode, refused.json().fieldErrors]).toEqual([400, { 'exchange.usdTry': message }]);
      }
    });
  });
});
