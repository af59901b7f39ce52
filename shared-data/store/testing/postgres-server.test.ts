import { access, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from './postgres-server.ts';

function errorCode(action: () => unknown): string | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code;
  }
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('startPostgres', () => {
  let server: PostgresServer | undefined;
  afterAll(() => server?.stop());

  it('runs a real server that stop() removes without a trace', { timeout: 120_000 }, async () => {
    server = await startPostgres();
    const { url, pid } = server;
    expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/safebet_test$/);
    // The pid must be the postmaster itself, not a wrapper such as runuser that would swallow the stop signal.
    if (process.platform === 'linux') expect((await readFile(`/proc/${pid}/comm`, 'utf8')).trim()).toBe('postgres');

    const dataDirectory = await withClient(url, async (client) => {
      await client.query('CREATE TABLE bonus (id serial PRIMARY KEY, title text NOT NULL)');
      await client.query('INSERT INTO bonus (title) VALUES ($1)', ['Hoş geldin bonusu %100']);
      const rows = await client.query<{ title: string }>('SELECT title FROM bonus');
      expect(rows.rows).toEqual([{ title: 'Hoş geldin bonusu %100' }]);
      const listen = await client.query<{ value: string }>("SELECT current_setting('listen_addresses') AS value");
      expect(listen.rows[0]?.value).toBe('127.0.0.1');
      const data = await client.query<{ value: string }>("SELECT current_setting('data_directory') AS value");
      return data.rows[0]?.value ?? '';
    });

    await server.stop();
    await server.stop();

    expect(errorCode(() => process.kill(pid, 0))).toBe('ESRCH');
    expect(await access(dirname(dataDirectory)).then(() => 'exists', (error: NodeJS.ErrnoException) => error.code)).toBe(
      'ENOENT',
    );
    await expect(withClient(url, async () => undefined)).rejects.toThrow();
  });
});
