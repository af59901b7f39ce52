/**
 * `app.config`: the settings `readConfig` read at start, decorated once on the root instance, so every plugin and
 * route of a server (the admin API mounted inside the shell's too) reads the same values.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
  }
}

const decorateConfig: FastifyPluginAsync<{ config: ServerConfig }> = async (app, { config }) => {
  app.decorate('config', config);
};

export const configPlugin = fp(decorateConfig, { name: 'config', fastify: '5.x' });
