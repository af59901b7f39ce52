/**
 * `npm start`'s server: the configuration read once from the environment, the content store opened (and migrated),
 * the site with the admin team's API mounted under its prefix, the event loop's watchdog (watchdog.ts), and a
 * graceful stop on SIGINT/SIGTERM.
 */
import { adminApi, adminApiPrefix } from 'mfe-admin/server';
import { readConfigOrExit, stopOnSignals } from 'shared-data/server';
import { buildServer } from './app.ts';
import { openContentStore } from './plugins/store.ts';
import { startWatchdog } from './watchdog.ts';

const config = readConfigOrExit();
const store = await openContentStore(config);
const app = await buildServer({
  ...config,
  store,
  apis: [{ prefix: adminApiPrefix, plugin: adminApi, options: { store } }],
});

await app.listen({ port: config.port, host: config.host });
console.log(`SafeBet: http://localhost:${config.port}`);
// From here on, an event loop blocked for 10 s ends the process with one line, for its supervisor to restart it.
startWatchdog();
// The server stops taking requests, its plugins finish (the click recorder writes what it holds), then the store closes.
stopOnSignals(app, () => store.close());
