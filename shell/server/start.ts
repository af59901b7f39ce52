/**
 * `npm start`'s server: the configuration read once from the environment, the content store opened (and migrated),
 * the site with the admin team's API mounted under its prefix, the event loop's watchdog (watchdog.ts), and a
 * graceful stop on SIGINT/SIGTERM.
 */
import { adminApi, adminApiPrefix, firstAdminPrefix, firstAdminSetup, prepareFirstAdminSetup, setupAnnouncement } from 'mfe-admin/server';
import { readConfigOrExit, stopOnSignals } from '@shared-data/server';
import { buildServer } from './app.ts';
import { openContentStore } from './plugins/store.ts';
import { startWatchdog } from './watchdog.ts';

const config = readConfigOrExit();
const store = await openContentStore(config);
// Nobody can sign in yet (no admin in the environment, no account): a one-time address to create the first admin.
const setup = await prepareFirstAdminSetup({ store, admin: config.admin });
const app = await buildServer({
  ...config,
  store,
  apis: [
    { prefix: adminApiPrefix, plugin: adminApi, options: { store } },
    { prefix: firstAdminPrefix, plugin: firstAdminSetup, options: { store, setup } },
  ],
});

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const origin = browserOrigin(config.host, typeof address === 'object' && address ? address.port : config.port);
console.log(`SafeBet: ${origin}`);
if (setup) console.log(setupAnnouncement(origin, setup.token));
// From here on, an event loop blocked for 10 s ends the process with one line, for its supervisor to restart it.
startWatchdog();
// The server stops taking requests, its plugins finish (the click recorder writes what it holds), then the store closes.
stopOnSignals(app, () => store.close());

/** The address to open in a browser: localhost for a loopback or every-interface host, else the host itself. */
function browserOrigin(host: string, port: number): string {
  const local = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
