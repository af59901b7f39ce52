import type { FastifyInstance } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readImageVariant, type Store } from '@shared-data/store';
import { storeUpload, type StoredImage } from '@shared-data/store/cms';
import { sql, pgliteDriver } from '@shared-data/store/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { storeServer } from '../site-test-utils.ts';
import { testFolder } from '../test-folders.ts';
import { STORE_UNAVAILABLE } from '../unavailable.ts';
import { mediaRoutes } from './media.ts';

/** A 16×16 PNG of one colour, the smallest size an upload may have. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWNQWpVGEmIY1bBqNJSUhmvSAABqfDIQfdDsMgAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh in-memory store holding that PNG uploaded as a logo (so at 160×160 and 320×320). */
async function storeWithLogo(): Promise<{ store: Store; logo: StoredImage }> {
  const store = await pgliteDriver.open('migrated');
  const logo = await storeUpload(store.db, { bytes: PNG, kind: 'logo', createdBy: 'editor' });
  return { store, logo };
}

const opened: Array<{ close(): Promise<void> }> = [];
async function mediaApp(store: Store, cacheBytes?: number): Promise<FastifyInstance> {
  const app = await storeServer(store);
  await app.register(mediaRoutes, { cacheBytes });
  opened.push(app);
  return app;
}
// Last opened, first closed: a server before the store it reads.
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

describe('mediaPlugin', () => {
  let store: Store;
  let logo: StoredImage;
  beforeAll(async () => {
    ({ store, logo } = await storeWithLogo());
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it.each([160, 320])('serves the %i wide variant with the stored bytes, as immutable WebP', async (width) => {
    const app = await mediaApp(store);
    const res = await app.inject(`/medya/${logo.hash}-${width}.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals((await readImageVariant(store.db, logo.hash, width))!)).toBe(true);
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const app = await mediaApp(store);
    const res = await app.inject({ method: 'HEAD', url: logo.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('');
  });

  it.each([
    ['a name that is not a hash and width', () => '/medya/logo.webp'],
    ['another file type', () => `/medya/${logo.hash}-160.png`],
    ['a width with a leading zero', () => `/medya/${logo.hash}-0160.webp`],
    ['an upper-case hash', () => `/medya/${logo.hash.toUpperCase()}-160.webp`],
    ['an unknown image', () => '/medya/0000000000000000-160.webp'],
    ['a width the image was not made at', () => `/medya/${logo.hash}-640.webp`],
  ])('answers 404 to %s, like any missing file, and never as immutable', async (_case, url) => {
    const app = await mediaApp(store);
    const res = await app.inject(url());
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('Bulunamadı');
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('mediaPlugin: memory and outages', () => {
  it('serves a hot image from memory once read, and only when it fits the cache', async () => {
    const { store, logo } = await storeWithLogo();
    try {
      const cached = await mediaApp(store);
      // One byte holds no image: this server reads the store every time.
      const uncached = await mediaApp(store, 1);
      expect((await cached.inject(logo.url)).statusCode).toBe(200);
      expect((await uncached.inject(logo.url)).statusCode).toBe(200);
      await store.db.execute(sql`DELETE FROM images`);
      expect((await cached.inject(logo.url)).statusCode).toBe(200);
      expect((await uncached.inject(logo.url)).statusCode).toBe(404);
    } finally {
      await store.close();
    }
  }, 60_000);

  it('answers 503 with the Turkish message, not cached, when the store cannot be read', async () => {
    const { store, logo } = await storeWithLogo();
    const app = await mediaApp(store);
    await store.close();
    const res = await app.inject(logo.url);
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toBe(STORE_UNAVAILABLE);
  }, 60_000);
});

describe('buildServer with a store', () => {
  it('mounts the images, uncompressed, with nosniff and no document headers, under a page policy that lets pages show them', async () => {
    const root = testFolder('safebet-media-');
    const dir = (name: string) => {
      mkdirSync(join(root, name));
      return join(root, name);
    };
    const shellDir = dir('shell');
    writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>SafeBet</title><div id="root"></div>');
    const remoteDirs = { content: dir('content'), calculators: dir('calculators'), admin: dir('admin') };
    const { store, logo } = await storeWithLogo();
    const app = await buildServer({ shellDir, remoteDirs, store, serverRendering: false });
    opened.push(app, store);
    const res = await app.inject({ url: logo.url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // WebP is compressed already: sent as it is stored.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals((await readImageVariant(store.db, logo.hash, 160))!)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    // The policy that decides whether an image shows is the page's.
    expect((await app.inject('/')).headers['content-security-policy']).toMatch(/img-src 'self'/);
  }, 60_000);
});
