/**
 * The admin API on its own, for deploying it apart from the static site (behind the same origin as the pages, via
 * a reverse proxy, since the session cookie is SameSite=Strict and writes must come from that origin) and for the
 * remote's standalone development server, which proxies /api to it.
 */
import Fastify from 'fastify';
import { fileURLToPath } from 'node:url';
import { openStore, prepareStore, storeLocationFromEnv } from 'shared-data/store';
import { adminApi } from './admin-api.ts';
import { adminApiPrefix } from './contract.ts';

const port = Number(process.env.ADMIN_API_PORT ?? 4174);
const host = process.env.HOST ?? '127.0.0.1';

// Behind a TLS-terminating proxy, TRUST_PROXY=1 lets X-Forwarded-Proto mark the cookie Secure.
const app = Fastify({ logger: process.env.LOG !== '0', trustProxy: process.env.TRUST_PROXY === '1' });
// The same content database as the site (DATABASE_URL, else PGlite in DATA_DIR; one process owns a PGlite folder).
const store = await openStore(storeLocationFromEnv(process.env, fileURLToPath(new URL('../../.data', import.meta.url))));
await prepareStore(store);
app.addHook('onClose', () => store.close());
await app.register(adminApi, { prefix: adminApiPrefix, store });
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
