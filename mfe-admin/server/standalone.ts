/**
 * The admin API on its own, for deploying it apart from the static site (behind the same origin as the pages, via
 * a reverse proxy, since the session cookie is SameSite=Strict and writes must come from that origin) and for the
 * remote's standalone development server, which proxies /api to it. It reads the same configuration as the site's
 * server (`ADMIN_API_PORT`, `HOST`, `TRUST_PROXY`, `LOG`, the database and the admin's secrets) and stops the same way.
 */
import Fastify from 'fastify';
import { configPlugin, readConfigOrExit, stopOnSignals, storeLocation } from '@shared-data/server';
import { openStore, prepareStore } from '@shared-data/store';
import { adminApi } from './admin-api.ts';
import { adminApiPrefix } from './contract.ts';

const config = readConfigOrExit('SafeBet admin API');
const app = Fastify({ logger: config.log, trustProxy: config.trustProxy });
await app.register(configPlugin, { config });
// The same content database as the site (one process owns a PGlite folder).
const store = await openStore(storeLocation(config));
await prepareStore(store);
await app.register(adminApi, { prefix: adminApiPrefix, store });
await app.listen({ port: config.adminApiPort, host: config.host });
stopOnSignals(app, () => store.close(), 'SafeBet admin API');
