import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Store } from '@shared-data/store';
import { buildServer } from '../app.ts';
import { fakeDist } from '../test-dist.ts';
import { storeServer } from '../site-test-utils.ts';
import { STORE_UNAVAILABLE } from '../unavailable.ts';
import { healthRoutes } from './health.ts';
import { sitemapRoutes } from './sitemap.ts';
import { pgliteDriver } from '@shared-data/store/testing';

/** A store whose every query waits forever (a database that accepted the connection and never answers), or fails. */
function brokenStore(execute: () => Promise<unknown>): Store {
  return { db: { execute }, driver: 'postgres', where: 'test' } as unknown as Store;
}

async function probeServer(store: Store, readyTimeoutMs?: number) {
  const app = Fastify({ logger: false });
  app.decorate('store', store);
  await app.register(healthRoutes, { readyTimeoutMs });
  return app;
}

describe('/healthz and /readyz on the whole server', () => {
  let app: FastifyInstance;
  let store: Store;

  beforeAll(async () => {
    store = await pgliteDriver.open('seeded');
    app = await buildServer({ ...fakeDist(), store });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it.each(['/healthz', '/readyz'])('%s answers 200 {"status":"ok"}, plain JSON, never cached or indexed', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toBe('{"status":"ok"}');
  });

  it('answers HEAD too, as some load balancers probe with it', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('/readyz while the store does not answer', () => {
  it('answers 503 within its own timeout when a query hangs, while /healthz stays 200 without touching the store', async () => {
    let queries = 0;
    const app = await probeServer(
      brokenStore(() => {
        queries += 1;
        return new Promise(() => undefined);
      }),
      200,
    );
    const started = performance.now();
    const ready = await app.inject('/readyz');
    const took = performance.now() - started;
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', error: STORE_UNAVAILABLE });
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(took).toBeGreaterThanOrEqual(190);
    expect(took).toBeLessThan(2_000);

    const asked = queries;
    const live = await app.inject('/healthz');
    expect(live.statusCode).toBe(200);
    expect(queries).toBe(asked);
    await app.close();
  });

  it('answers 503 at once when the query fails (the database refuses connections)', async () => {
    const app = await probeServer(brokenStore(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))));
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.body).not.toContain('ECONNREFUSED');
    await app.close();
  });
});

describe('the probes stay out of the sitemap and robots.txt', () => {
  it('names neither path', async () => {
    const store = await pgliteDriver.open('seeded');
    const app = await storeServer(store);
    await app.register(sitemapRoutes);
    const sitemap = await app.inject('/sitemap.xml');
    const robots = await app.inject('/robots.txt');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>');
    expect(robots.statusCode).toBe(200);
    for (const body of [sitemap.body, robots.body]) {
      expect(body).not.toContain('healthz');
      expect(body).not.toContain('readyz');
    }
    await app.close();
    await store.close();
  }, 60_000);
});
