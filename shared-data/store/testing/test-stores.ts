/**
 * The drivers every store test runs on: embedded PGlite in memory, and the real PostgreSQL server that the test
 * run started (global-setup.ts), each test suite in a database of its own, empty or copied from one of the run's
 * templates (templates.ts).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { processEnv } from '@shared-data/server';
import { openStore, type Store } from '../database.ts';
import { createDatabase, databaseUrl } from '../server-databases.ts';
import { prepareStore } from '../migrate.ts';
import type { TemplateName, Templates } from './templates.ts';

// Loaded only inside a Vitest run: Playwright specs and the benches import this entry too, and Vitest's `expect`
// must never load beside Playwright's.
const vitest = processEnv().VITEST ? await import('vitest') : undefined;

export interface StoreTemplates {
  /** The archive file of each template's PGlite data folder. */
  pglite: Templates;
  /** The name of each template's database on the run's PostgreSQL server; null when SKIP_POSTGRES_TESTS=1. */
  postgres: Templates | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (global-setup.ts); '' when SKIP_POSTGRES_TESTS=1. */
    postgresUrl: string;
    /** The run's template databases (global-setup.ts). */
    storeTemplates: StoreTemplates;
  }
}

export interface TestDriver {
  name: 'PGlite' | 'PostgreSQL';
  /**
   * A database of its own: empty, or as `template` (migrated, or seeded as by a first start) was when the run began.
   * Outside a run with the global setup, the template's state is made here, as the store's first start makes it.
   */
  open(template?: TemplateName): Promise<Store>;
}

/** The run's templates, when its global setup made them (not in Playwright or a bench). */
function runTemplates(): StoreTemplates | undefined {
  try {
    return vitest?.inject('storeTemplates');
  } catch {
    return undefined;
  }
}

/** `open()`, then the template's state made by a start of the store. */
async function prepared(open: () => Promise<Store>, template: TemplateName): Promise<Store> {
  const store = await open();
  await prepareStore(store, { seed: template === 'seeded' });
  return store;
}

const archives = new Map<string, Promise<Blob>>();
/** An archive file, read once per test file. */
function archive(file: string): Promise<Blob> {
  let read = archives.get(file);
  if (!read) {
    read = readFile(file).then((bytes) => new Blob([bytes]));
    archives.set(file, read);
  }
  return read;
}

/**
 * Makes `dataDir` a PGlite data folder on disk as `template` left it, for a test that starts a server process over it:
 * the run's archive unpacked (under a second), or outside a run a store's start (about 5 s).
 */
export async function pgliteDataDir(dataDir: string, template: TemplateName): Promise<void> {
  const file = runTemplates()?.pglite[template];
  if (!file) {
    await (await prepared(() => openStore({ kind: 'pglite', dataDir }), template)).close();
    return;
  }
  mkdirSync(dataDir, { recursive: true });
  // The archive names its members from the data folder's root ('/base/…'): tar makes them relative to dataDir.
  execFileSync('tar', ['-xf', file, '-C', dataDir], { stdio: 'ignore' });
}

/** PGlite in memory, on this thread. */
export const pgliteDriver: TestDriver = {
  name: 'PGlite',
  async open(template) {
    if (!template) return openStore({ kind: 'memory' });
    const file = runTemplates()?.pglite[template];
    if (!file) return prepared(() => openStore({ kind: 'memory' }), template);
    return openStore({ kind: 'memory', archive: await archive(file) });
  },
};

function postgresDriver(serverUrl: string): TestDriver {
  const fresh = async (template?: string) => {
    const name = `t_${randomUUID().replace(/-/g, '')}`;
    await createDatabase(serverUrl, name, template);
    return openStore({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 4 });
  };
  return {
    name: 'PostgreSQL',
    open(template) {
      if (!template) return fresh();
      const name = runTemplates()?.postgres?.[template];
      return name ? fresh(name) : prepared(fresh, template);
    },
  };
}

/** Fresh databases for a restore check (`ScratchSource` of the CMS's restore-check.ts): copies of `driver`'s migrated template. */
export function scratchFrom(driver: TestDriver): () => Promise<{ store: Store; dispose(): Promise<void> }> {
  return async () => {
    const store = await driver.open('migrated');
    return { store, dispose: () => store.close() };
  };
}

export function testDrivers(): TestDriver[] {
  const serverUrl = vitest?.inject('postgresUrl');
  return serverUrl ? [pgliteDriver, postgresDriver(serverUrl)] : [pgliteDriver];
}
