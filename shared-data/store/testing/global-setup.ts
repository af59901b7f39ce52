import type { TestProject } from 'vitest/node';
import { processEnv } from '@shared-data/server';
import { startPostgres } from './postgres-server.ts';
// Where `postgresUrl` is declared as a provided value, beside the `inject` that reads it.
import type {} from './test-stores.ts';

/** One PostgreSQL server for the whole run; tests read its URL with `inject('postgresUrl')`. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // SKIP_POSTGRES_TESTS=1 starts nothing and provides '' so database tests can skip themselves.
  if (processEnv().SKIP_POSTGRES_TESTS === '1') {
    project.provide('postgresUrl', '');
    return async () => undefined;
  }
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
