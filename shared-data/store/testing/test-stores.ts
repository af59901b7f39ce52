/**
 * The drivers every store test runs on: embedded PGlite in memory, and the real PostgreSQL server that the test
 * run started (global-setup.ts), each test suite in a database of its own.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { processEnv } from '@shared-data/server';
import { openStore, type Store } from '../database.ts';

// Loaded only inside a Vitest run: Playwright specs and the benches import this entry too, and Vitest's `expect`
// must never load beside Playwright's.
const vitest = processEnv().VITEST ? await import('vitest') : undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (global-setup.ts); '' when SKIP_POSTGRES_TESTS=1. */
    postgresUrl: string;
  }
}

export interface TestDriver {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<Store>;
}

async function freshPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function testDrivers(): TestDriver[] {
  const drivers: TestDriver[] = [{ name: 'PGlite', open: () => openStore({ kind: 'memory' }) }];
  const serverUrl = vitest?.inject('postgresUrl');
  if (serverUrl) {
    drivers.push({
      name: 'PostgreSQL',
      open: async () => openStore({ kind: 'postgres', url: await freshPostgresDatabase(serverUrl), poolSize: 4 }),
    });
  }
  return drivers;
}
