/** Stub: filled in by the issue-16 work that owns this file. */
import type { FastifyPluginAsync } from 'fastify';
import type { Store } from 'shared-data/store';

export const statsRoutes: FastifyPluginAsync<{ store?: Store }> = async () => {};
