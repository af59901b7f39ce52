/**
 * Where each remote is loaded from, as `app.remoteUrls()`: the paths this server serves, over them the configured
 * URLs, and over those `REMOTES_FILE`, read again when it changes, so a remote moves without a restart.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { remoteLocations, type RemoteUrls } from './remote-locations.ts';

declare module 'fastify' {
  interface FastifyInstance {
    remoteUrls(): RemoteUrls;
  }
}

const decorateRemoteUrls: FastifyPluginAsync<{ checkEveryMs?: number }> = async (app, { checkEveryMs }) => {
  const locations = remoteLocations({
    fixed: app.config.remoteUrls,
    file: app.config.remotesFile,
    checkEveryMs,
    log: (message) => app.log.warn(message),
  });
  app.decorate('remoteUrls', () => locations.current());
};

export const remotesPlugin = fp(decorateRemoteUrls, { name: 'remotes', dependencies: ['config'] });
