import Fastify, { type FastifyInstance } from 'fastify';
import { crc32 } from 'node:zlib';
import { readImageVariant, type Store } from '@shared-data/store';
import { imageConversions } from '@shared-data/store/cms';
import { queryRows, sql, testDrivers } from '@shared-data/store/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, SESSION_COOKIE } from './admin-api.ts';
import { adminApiPrefix, type UploadedImage } from './contract.ts';

const USERNAME = 'test-editor';
const PASSWORD = 'Test-Parola-2024!';
const HOST = 'admin.test';
const admin = { username: USERNAME, password: PASSWORD };
/** Headers a browser sends with a same-origin fetch from the admin page. */
const sameOrigin = { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };

/** A 16×16 PNG of one colour, the smallest size an upload may have. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWNQWpVGEmIY1bBqNJSUhmvSAABqfDIQfdDsMgAAAABJRU5ErkJggg==',
  'base64',
);

/** The PNG above with a header that claims 8000×5000: 40 megapixels, as a reader of the header sees it. */
function claiming40Megapixels(): Buffer {
  const png = Buffer.from(PNG);
  // IHDR's width and height follow the signature, its length and its type; its CRC covers the type and the data.
  png.writeUInt32BE(8000, 16);
  png.writeUInt32BE(5000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

// The API on each driver the site runs on: embedded PGlite and a PostgreSQL server.
describe.each(testDrivers())('on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('migrated');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function buildApi(withStore = true) {
    // Each test's server starts with no login or request counts, as a server of its own would.
    await store.db.execute(sql`DELETE FROM throttle_counters`);
    const app = Fastify();
    await app.register(adminApi, { prefix: adminApiPrefix, admin, ...(withStore ? { store } : {}) });
    await app.ready();
    apps.push(app);
    return app;
  }

  /** The Cookie header of a signed-in operator. */
  async function signIn(app: FastifyInstance): Promise<string> {
    const res = await app.inject({ method: 'POST', url: `${adminApiPrefix}/login`, payload: { username: USERNAME, password: PASSWORD }, headers: sameOrigin });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return `${cookie.name}=${cookie.value}`;
  }

  function upload(app: FastifyInstance, body: Buffer, { kind = 'logo', type = 'image/png', cookie = '', name = '' } = {}) {
    const headers: Record<string, string> = { ...sameOrigin, 'content-type': type };
    if (cookie) headers.cookie = cookie;
    if (name) headers['x-file-name'] = name;
    return app.inject({ method: 'POST', url: `${adminApiPrefix}/images?kind=${kind}`, payload: body, headers });
  }

  const imageCount = async () => (await queryRows<{ n: number }>(store.db, sql`SELECT count(*)::int AS n FROM images`))[0]?.n;

  describe('POST /api/admin/images', () => {
    it('stores an upload and answers 201 with its files, named as the operator sent it', async () => {
      const app = await buildApi();
      const cookie = await signIn(app);
      const res = await upload(app, PNG, { cookie, name: encodeURIComponent('Şirket logosu.png') });
      expect(res.statusCode).toBe(201);
      const image = res.json<UploadedImage>();
      expect(image).toMatchObject({ width: 16, height: 16, url: `/medya/${image.hash}-160.webp` });
      expect(image.variants).toEqual([
        { width: 160, height: 160, url: `/medya/${image.hash}-160.webp` },
        { width: 320, height: 320, url: `/medya/${image.hash}-320.webp` },
      ]);
      expect((await readImageVariant(store.db, image.hash, 160))?.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const [row] = await queryRows<{ original_name: string; created_by: string }>(
        store.db,
        sql`SELECT original_name, created_by FROM images WHERE hash = ${image.hash}`,
      );
      expect(row).toEqual({ original_name: 'Şirket logosu.png', created_by: USERNAME });
    });

    it('takes a file sent as application/octet-stream, judging it by its bytes', async () => {
      const app = await buildApi();
      const res = await upload(app, PNG, { cookie: await signIn(app), kind: 'cover', type: 'application/octet-stream' });
      expect(res.statusCode).toBe(201);
      expect(res.json<UploadedImage>().variants.map((v) => [v.width, v.height])).toEqual([
        [640, 360],
        [1280, 720],
      ]);
    });

    it.each([
      ['a text file called a PNG', Buffer.from('Bu bir görsel değil.'), 'image/png', 400, 'Yalnızca PNG, JPEG veya WebP görseller yüklenebilir.'],
      ['a PNG cut short', PNG.subarray(0, 40), 'image/png', 400, 'Görsel okunamadı; dosya bozuk olabilir.'],
      ['an empty body', Buffer.alloc(0), 'image/png', 400, 'Görsel okunamadı; dosya bozuk olabilir.'],
      ['a GIF type', PNG, 'image/gif', 415, 'Yalnızca PNG, JPEG veya WebP görseller yüklenebilir.'],
      [
        'a PNG of 40 megapixels',
        claiming40Megapixels(),
        'image/png',
        400,
        'Görselin boyutları kabul edilemez: her kenarı en az 16, en çok 10.000 piksel olmalı ve görsel en çok 25 megapiksel olabilir.',
      ],
    ])('refuses %s with the Turkish reason and stores nothing', async (_case, body, type, status, message) => {
      const app = await buildApi();
      const cookie = await signIn(app);
      const before = await imageCount();
      const res = await upload(app, body, { cookie, type });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: 'invalid', message });
      expect(await imageCount()).toBe(before);
    });

    it('answers 503 with the Turkish message and the time to wait while one conversion runs and three wait', async () => {
      const app = await buildApi();
      const cookie = await signIn(app);
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const held = [imageConversions.run(() => gate), ...[1, 2, 3].map(() => imageConversions.run(async () => {}))];
      const before = await imageCount();
      const res = await upload(app, PNG, { cookie, kind: 'body' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: 'unavailable',
        message: 'Şu anda başka görseller işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
        retryAfterSeconds: 5,
      });
      expect(await imageCount()).toBe(before);
      release();
      await Promise.all(held);
      expect((await upload(app, PNG, { cookie, kind: 'body' })).statusCode).toBe(201);
    });

    it('refuses a kind the site has no sizes for', async () => {
      const app = await buildApi();
      const res = await upload(app, PNG, { cookie: await signIn(app), kind: 'banner' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid', message: 'Görsel türü geçersiz: kapak, logo veya yazı görseli olmalı.' });
    });

    it('answers 413 with the Turkish message to a body over 5 MB, storing nothing', async () => {
      const app = await buildApi();
      const cookie = await signIn(app);
      const before = await imageCount();
      // 5 × 1024 × 1024 + 1 bytes: a real PNG and padding after it.
      const large = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
      const res = await upload(app, large, { cookie });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'invalid', message: 'Dosya 5 MB sınırını aşıyor.' });
      expect(await imageCount()).toBe(before);
    });

    it('answers 401 without a session, storing nothing', async () => {
      const app = await buildApi();
      const before = await imageCount();
      const res = await upload(app, PNG);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthenticated' });
      expect(await imageCount()).toBe(before);
      // Refused before its body is read: a stranger's oversized upload gets 401, not the size limit's 413.
      expect((await upload(app, Buffer.alloc(6 * 1024 * 1024))).statusCode).toBe(401);
    });

    it('refuses an upload from another site', async () => {
      const app = await buildApi();
      const cookie = await signIn(app);
      const res = await app.inject({
        method: 'POST',
        url: `${adminApiPrefix}/images?kind=logo`,
        payload: PNG,
        headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'image/png', cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'cross_site' });
    });

    it('answers 503 with the Turkish message when the API has no content database', async () => {
      const app = await buildApi(false);
      const res = await upload(app, PNG, { cookie: await signIn(app) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'unavailable', message: 'İçerik veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.' });
    });

    it('leaves the rest of the API refusing raw bodies', async () => {
      const app = await buildApi();
      const res = await app.inject({
        method: 'POST',
        url: `${adminApiPrefix}/login`,
        payload: PNG,
        headers: { ...sameOrigin, 'content-type': 'application/octet-stream' },
      });
      expect(res.statusCode).toBe(415);
    });
  });
});
