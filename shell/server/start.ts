import { fileURLToPath } from 'node:url';
import { matchRoute } from 'shared-data';
import { contentPathExists } from 'shared-data/content';
import { buildServer, remoteUrlsFromEnv } from './app.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const app = await buildServer({
  shellDir: `${root}shell/dist`,
  remoteDirs: {
    content: `${root}mfe-content/dist`,
    calculators: `${root}mfe-calculators/dist`,
    admin: `${root}mfe-admin/dist`,
  },
  remoteUrls: remoteUrlsFromEnv(process.env),
  pathExists: (pathname) => {
    const match = matchRoute(pathname);
    return match !== null && contentPathExists(match.route, match.params);
  },
  logger: process.env.LOG !== '0',
});

await app.listen({ port, host });
console.log(`SafeBet: http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
