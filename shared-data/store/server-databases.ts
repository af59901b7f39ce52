/**
 * Databases made and dropped on a PostgreSQL server beside the one in use: the test run's templates and their copies
 * (testing/), and the restore check's temporary database (cms/restore-check.ts).
 */
import pg from 'pg';

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on a connection of its own, closed at once: a database is dropped or copied only with nobody connected to it. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `CREATE DATABASE name`, from `template` when given (nobody may be connected to it meanwhile). `name` is a plain identifier. */
export function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  return onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
}

/** `DROP DATABASE IF EXISTS name` (nobody may be connected to it). `name` is a plain identifier. */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
}
