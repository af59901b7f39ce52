import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { processEnv } from '@shared-data/server';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import { makePgliteTemplates, makePostgresTemplates } from './templates.ts';
// Where the provided values are declared, beside the `inject` that reads them.
import type { StoreTemplates } from './test-stores.ts';

interface RunStores {
  postgresUrl: string;
  templates: StoreTemplates;
  stop(): Promise<void>;
}

async function startRunStores(): Promise<RunStores> {
  const dir = await mkdtemp(join(tmpdir(), 'safebet-templates-'));
  let server: PostgresServer | undefined;
  const stop = async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // SKIP_POSTGRES_TESTS=1 starts no server and provides '' so database tests can skip themselves.
    const withPostgres = processEnv().SKIP_POSTGRES_TESTS !== '1';
    // PGlite works on this thread while PostgreSQL's initdb and start run in processes of their own.
    const [pglite, started] = await Promise.all([makePgliteTemplates(dir), withPostgres ? startPostgres() : undefined]);
    server = started;
    const postgres = server ? await makePostgresTemplates(server.url) : null;
    return { postgresUrl: server?.url ?? '', templates: { pglite, postgres }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Every project that names this setup runs it, in this one process: the first starts the run's stores, the others
// share them, and the last to finish stops them.
const SHARED = '__safebetRunStores';
type Shared = { started: Promise<RunStores>; users: number };

/**
 * One PostgreSQL server and one set of template databases for the whole run; tests read them with
 * `inject('postgresUrl')` and `inject('storeTemplates')` (through `testDrivers()`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const scope = globalThis as typeof globalThis & { [SHARED]?: Shared };
  const shared = (scope[SHARED] ??= { started: startRunStores(), users: 0 });
  shared.users += 1;
  const stores = await shared.started;
  project.provide('postgresUrl', stores.postgresUrl);
  project.provide('storeTemplates', stores.templates);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete scope[SHARED];
    await stores.stop();
  };
}
