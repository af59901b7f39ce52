import type { FastifyPluginAsync } from 'fastify';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { matchRoute } from 'shared-data';
import { buildServer, remoteUrlsFromEnv, trustProxyFromEnv } from './app.ts';
import { openContentStore, publicPathExists } from './store.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Behind a TLS-terminating proxy: X-Forwarded-Proto makes the request HTTPS (HSTS, the admin's Secure cookie).
let trustProxy: boolean | string;
try {
  trustProxy = trustProxyFromEnv(process.env);
} catch (error) {
  console.error(`SafeBet: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

// The admin team's API, loaded at run time through its package's declared `./server` entry (the shell has no
// build-time dependency on a remote). It reads ADMIN_USERNAME, ADMIN_PASSWORD / ADMIN_PASSWORD_HASH itself.
const adminServerEntry = createRequire(`${root}mfe-admin/package.json`).resolve('mfe-admin/server');
const { adminApi, adminApiPrefix } = (await import(pathToFileURL(adminServerEntry).href)) as {
  adminApi: FastifyPluginAsync<Record<string, unknown>>;
  adminApiPrefix: string;
};

const store = await openContentStore(process.env, `${root}.data`);

const app = await buildServer({
  shellDir: `${root}shell/dist`,
  remoteDirs: {
    content: `${root}mfe-content/dist`,
    calculators: `${root}mfe-calculators/dist`,
    admin: `${root}mfe-admin/dist`,
  },
  remoteUrls: remoteUrlsFromEnv(process.env),
  remotesFile: process.env.REMOTES_FILE || undefined,
  store,
  pathExists: (pathname) => {
    const match = matchRoute(pathname);
    return match !== null && publicPathExists(store, match);
  },
  apis: [{ prefix: adminApiPrefix, plugin: adminApi, options: { store } }],
  trustProxy,
  logger: process.env.LOG !== '0',
});

await app.listen({ port, host });
console.log(`SafeBet: http://localhost:${port}`);

// A graceful stop: the server stops taking requests, its plugins finish (the click recorder writes what it holds),
// then the database closes. A second signal does not start a second close; a failing close still ends the process.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void app
      .close()
      .then(() => store.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`SafeBet: shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
  });
}
