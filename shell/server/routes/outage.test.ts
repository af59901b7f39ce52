import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApi } from 'shared-data';
import { openStore, prepareStore, type Store } from 'shared-data/store';
import { startPostgres, type PostgresServer } from 'shared-data/testing';
import { storeServer } from '../test-site.ts';
import { STORE_UNAVAILABLE } from '../unavailable.ts';
import { contentApiRoutes } from './content-api.ts';

let postgres: PostgresServer;
let store: Store;
let app: FastifyInstance;

beforeAll(async () => {
  postgres = await startPostgres();
  store = await openStore({ kind: 'postgres', url: postgres.url, poolSize: 2 });
  await prepareStore(store);
  // The API over `store`, reading the content version on every request (no notification to wait for).
  app = await storeServer(store);
  await app.register(contentApiRoutes);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await store?.close().catch(() => undefined);
  await postgres?.stop();
});

describe('content API through a PostgreSQL outage', () => {
  it('answers 503 in Turkish while the database is down and recovers when it is back, without a restart', async () => {
    const get = () => app.inject({ method: 'GET', url: contentApi.casinos });
    expect((await get()).statusCode).toBe(200);

    await postgres.interrupt();
    const down = await get();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: STORE_UNAVAILABLE });
    expect(down.headers['retry-after']).toBe('5');

    await postgres.resume();
    await expect.poll(async () => (await get()).statusCode, { timeout: 15_000 }).toBe(200);
  }, 60_000);
});
