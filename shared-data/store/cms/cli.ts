/**
 * Content database commands, on the database the server uses (`DATABASE_URL`, else PGlite in `DATA_DIR`, default
 * `.data/` at the repository root). Stop the server first when it runs on PGlite: one process owns its files.
 *
 *   pnpm run db:export <file.json>   all content to one JSON file
 *   pnpm run db:import <file.json>   replace all content with a file's (one transaction)
 *   pnpm run db:reseed               empty the content and seed the built-in demo content again
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { exportContent, importContent } from './backup.ts';
import { readConfigOrExit, storeLocation } from '@shared-data/server';
import { openStore } from '../database.ts';
import { prepareStore, refreshPlannerStatistics } from '../migrate.ts';
import { reseed } from '../seed.ts';

const [command, file] = process.argv.slice(2);

async function main(): Promise<void> {
  if (!command || !['export', 'import', 'reseed'].includes(command) || (command !== 'reseed' && !file)) {
    console.error('usage: cli.ts export <file.json> | import <file.json> | reseed');
    process.exitCode = 2;
    return;
  }
  const location = storeLocation(readConfigOrExit());
  // An import or reseed writes large statements, and nobody waits on a page meanwhile: the embedded database's worker
  // gets ten minutes a statement instead of a request's few seconds.
  const store = await openStore(location.kind === 'pglite' ? { ...location, queryTimeoutMs: 600_000 } : location);
  try {
    await prepareStore(store, { seed: command !== 'import' });
    if (command === 'export' && file) {
      const backup = await exportContent(store.db);
      writeFileSync(file, `${JSON.stringify(backup, null, 1)}\n`);
      const rows = Object.values(backup.tables).reduce((sum, rowsOf) => sum + rowsOf.length, 0);
      console.log(`exported ${rows} rows from ${store.where} to ${file}`);
    } else if (command === 'import' && file) {
      const counts = await importContent(store.db, JSON.parse(readFileSync(file, 'utf8')));
      await refreshPlannerStatistics(store.db);
      console.log(`imported into ${store.where}:`, counts);
    } else {
      await reseed(store.db);
      await refreshPlannerStatistics(store.db);
      console.log(`reseeded ${store.where} with the built-in demo content`);
    }
  } finally {
    await store.close();
  }
}

await main();
