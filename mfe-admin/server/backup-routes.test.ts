import { hash } from '@node-rs/argon2';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Store } from '@shared-data/store';
import { createAccount } from '@shared-data/store/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPrefix, type BackupReport, type LastBackup } from './contract.ts';
import { guardMessages } from './guard.ts';
import { admin, buildApi, closeApis, cookieHeader, login, openTestStore, sameOrigin } from './test-utils.ts';

const EDITOR = { username: 'editor-deniz', password: 'editörün-uzun-parolası' };

describe('backup route', () => {
  let store: Store;
  let dir: string;
  // One API with backups on (BACKUP_HOUR 4, BACKUP_KEEP 7) for the tests that read them.
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await openTestStore();
    await createAccount(store.db, { username: EDITOR.username, passwordHash: await hash(EDITOR.password), role: 'editor' }, 'test');
    dir = await mkdtemp(join(tmpdir(), 'safebet-backup-route-'));
    ({ app } = await buildApi({ admin, store, backup: { dir, hour: 4, keep: 7 } }));
  }, 60_000);
  afterAll(async () => {
    await closeApis();
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (app: FastifyInstance, cookie?: string) =>
    app.inject({ method: 'GET', url: `${adminApiPrefix}/backup`, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) } });

  it('answers 401 without a session and 403 to an editor', async () => {
    const anonymous = await get(app);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'unauthenticated', message: guardMessages.unauthenticated }]);
    const refused = await get(app, cookieHeader(await login(app, EDITOR)));
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: 'forbidden', message: guardMessages.forbidden }]);
  });

  it('says when backups are off', async () => {
    const { app: off } = await buildApi({ admin, store, backup: null });
    const res = await get(off, cookieHeader(await login(off)));
    expect([res.statusCode, res.headers['cache-control'], res.json()]).toEqual([200, 'no-store', { enabled: false }]);
  });

  it('answers the settings and the last backup as the folder records it, none before the first', async () => {
    const cookie = cookieHeader(await login(app));
    expect((await get(app, cookie)).json()).toEqual({ enabled: true, hour: 4, keep: 7, last: null });

    const last: LastBackup = {
      at: '2026-11-26T01:00:00.000Z',
      file: 'safebet-backup-20261126T010000Z.json',
      bytes: 1_234_567,
      check: { passed: false, problem: { code: 'mismatch', tables: ['games'] } },
    };
    await writeFile(join(dir, 'last-backup.json'), JSON.stringify(last));
    expect((await get(app, cookie)).json<BackupReport>()).toEqual({ enabled: true, hour: 4, keep: 7, last });
  });
});
