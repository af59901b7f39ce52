/**
 * Content database commands, on the database the server uses (`DATABASE_URL`, else PGlite in `DATA_DIR`, default
 * `.data/` at the repository root). Stop the server first when it runs on PGlite: one process owns its files.
 *
 *   pnpm run db:export <file.json>          all content to one JSON file (mode 0600), with its manifest
 *   pnpm run db:import <file.json>          replace all content with a file's (one transaction)
 *   pnpm run db:reseed                      empty the content and seed the built-in demo content again
 *   pnpm run db:restore-check <file.json>   restore a file into a fresh temporary database (a new database on the
 *                                           `DATABASE_URL` server, else PGlite in a temporary folder) and compare it
 *                                           with its manifest; exits 1 on any difference. The site's database is not
 *                                           touched, so the server may keep running.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { exportContent, importContent, writePrivateJson } from './backup.ts';
import { checkBackupFile, describeRestoreProblem, scratchDatabases, type RestoreCheck } from './restore-check.ts';
import { processEnv, readConfigOrExit, storeLocation } from '@shared-data/server';
import { openStore } from '../database.ts';
import { prepareStore, refreshPlannerStatistics } from '../migrate.ts';
import { reseed } from '../seed.ts';

const [command, typed] = process.argv.slice(2);
// The scripts run in shared-data/store/; a relative name is taken from where the root's script started them (INIT_CWD:
// the repository's root), as the README says.
const file = typed === undefined ? undefined : resolve(processEnv().INIT_CWD ?? process.cwd(), typed);
const commands = ['export', 'import', 'reseed', 'restore-check'];

/** One line per table: what the manifest says, what came back, and whether the rows are the same. */
function checkTable(check: RestoreCheck): string {
  const header = ['table', 'manifest rows', 'restored rows', 'checksum'];
  const rows = check.tables.map(({ table, expected, restored, matches }) => [
    table,
    expected ? String(expected.rows) : '-',
    String(restored.rows),
    expected ? (matches ? 'same' : 'DIFFERENT') : 'not in manifest',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
}

async function restoreCheck(backupFile: string): Promise<void> {
  const check = await checkBackupFile(backupFile, scratchDatabases(storeLocation(readConfigOrExit())));
  if (check.tables.length > 0) console.log(checkTable(check));
  if (check.passed) {
    console.log(`restore check passed: ${backupFile} restores to exactly the rows of its manifest`);
  } else {
    console.error(`restore check FAILED for ${backupFile}: ${describeRestoreProblem(check.problem)}`);
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  if (!command || !commands.includes(command) || (command !== 'reseed' && !file)) {
    console.error('usage: cli.ts export <file.json> | import <file.json> | reseed | restore-check <file.json>');
    process.exitCode = 2;
    return;
  }
  if (command === 'restore-check' && file) return restoreCheck(file);
  const location = storeLocation(readConfigOrExit());
  // An import or reseed writes large statements, and nobody waits on a page meanwhile: the embedded database's worker
  // gets ten minutes a statement instead of a request's few seconds.
  const store = await openStore(location.kind === 'pglite' ? { ...location, queryTimeoutMs: 600_000 } : location);
  try {
    await prepareStore(store, { seed: command !== 'import' });
    if (command === 'export' && file) {
      const backup = await exportContent(store.db);
      await writePrivateJson(file, backup);
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
