/**
 * The test run's template databases, made once by the global setup: an empty database migrated, and the same seeded
 * with the built-in content, on each driver. Starting PGlite with an empty cluster (initdb) and then migrating and
 * seeding took about 5 s a store, for some sixty stores a run; a store opened from a template skips both.
 *
 * - PGlite: the two data folders dumped (`dumpDataDir`) to archive files; a test's store unpacks one in memory.
 * - PostgreSQL: two databases of the run's server; a test's database is made with `CREATE DATABASE ... TEMPLATE`.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openMemoryPglite, openStore } from '../database.ts';
import { createDatabase, databaseUrl } from '../server-databases.ts';
import { prepareStore } from '../migrate.ts';

/** `migrated`: the schema and no content, as `prepareStore(store, { seed: false })` leaves it; `seeded`: the first start's. */
export type TemplateName = 'migrated' | 'seeded';
export type Templates = Record<TemplateName, string>;

/** Archives of PGlite's data folder in `dir`, one per template (migrated, dumped, seeded, dumped); the paths by template. */
export async function makePgliteTemplates(dir: string): Promise<Templates> {
  const store = await openMemoryPglite();
  const save = async (name: TemplateName) => {
    const file = join(dir, `pglite-${name}.tar`);
    await writeFile(file, new Uint8Array(await (await store.archive()).arrayBuffer()));
    return file;
  };
  try {
    await prepareStore(store, { seed: false });
    const migrated = await save('migrated');
    // The first start of an empty database seeds it; the seeded template is that start's database.
    if (!(await prepareStore(store)).seeded) throw new Error('The first start of an empty database did not seed it');
    return { migrated, seeded: await save('seeded') };
  } finally {
    await store.close();
  }
}

/**
 * Two databases on the PostgreSQL server at `serverUrl`, one per template (the seeded one a copy of the migrated one,
 * seeded); their names by template. Nothing stays connected to either afterwards, as a copy needs its source alone.
 */
export async function makePostgresTemplates(serverUrl: string): Promise<Templates> {
  const names: Templates = { migrated: 'template_migrated', seeded: 'template_seeded' };
  const prepared = async (name: TemplateName, seed: boolean) => {
    const store = await openStore({ kind: 'postgres', url: databaseUrl(serverUrl, names[name]), poolSize: 2 });
    try {
      const report = await prepareStore(store, { seed });
      if (report.seeded !== seed) throw new Error(`The template ${names[name]} was ${report.seeded ? '' : 'not '}seeded`);
    } finally {
      await store.close();
    }
  };
  await createDatabase(serverUrl, names.migrated);
  await prepared('migrated', false);
  await createDatabase(serverUrl, names.seeded, names.migrated);
  await prepared('seeded', true);
  return names;
}
