import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { exportContent, importContent, tableChecksum } from './backup.ts';
import { storeUpload, type StoredImage } from './images.ts';
import { readImageVariant } from '../media.ts';
import { queryRows, type Store } from '../database.ts';
import { listCasinos } from '../reads/casinos.ts';
import { findGame, listGames } from '../reads/games.ts';
import { searchStore } from '../reads/search.ts';
import { testDrivers } from '../testing/test-stores.ts';

describe('tableChecksum', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('hashes each row as JSON with sorted keys and a newline, in order', () => {
    expect(tableChecksum([{ b: 1, a: 'ş' }, { c: null }])).toBe(sha256('{"a":"ş","b":1}\n{"c":null}\n'));
    expect(tableChecksum([])).toBe(sha256(''));
  });

  it('reads a time as the ISO text a file holds, and sorts the keys of nested objects too', () => {
    expect(tableChecksum([{ at: new Date('2026-11-25T03:00:00Z'), terms: { z: 1, a: [{ y: 2, x: 1 }] } }])).toBe(
      sha256('{"at":"2026-11-25T03:00:00.000Z","terms":{"a":[{"x":1,"y":2}],"z":1}}\n'),
    );
  });

  it('changes with one value or with the order of the rows', () => {
    const first = { id: 1, name: 'Bir' };
    const second = { id: 2, name: 'İki' };
    expect(tableChecksum([first, { ...second, name: 'Üç' }])).not.toBe(tableChecksum([first, second]));
    expect(tableChecksum([second, first])).not.toBe(tableChecksum([first, second]));
  });
});

describe.each(testDrivers())('backup on $name', (driver) => {
  let source: Store;
  let target: Store;
  let uploaded: StoredImage;
  beforeAll(async () => {
    source = await driver.open('seeded');
    // The target starts with different content, which the import must replace entirely.
    target = await driver.open('seeded');
    await target.db.execute(sql`UPDATE games SET name = 'Değişmiş' WHERE slug = 'book-of-dead'`);
    // Edits that a backup must carry exactly: a draft, a changed row version and a scheduled time.
    await source.db.execute(sql`UPDATE games SET status = 'draft', version = 7 WHERE slug = 'wolf-gold'`);
    await source.db.execute(sql`UPDATE blog_posts SET status = 'scheduled', publish_at = '2031-05-04T09:30:00Z' WHERE slug = 'kasa-yonetimi-temelleri'`);
    // An uploaded cover: content that points at it must find it after a restore.
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#0b7a4b' } }).png().toBuffer();
    uploaded = await storeUpload(source.db, { bytes: png, kind: 'cover', createdBy: 'editor' });
  }, 60_000);
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('exports all content and imports it back exactly', async () => {
    const exported = await exportContent(source.db);
    // Through text, as it travels in a file.
    const counts = await importContent(target.db, JSON.parse(JSON.stringify(exported)));
    expect(counts.games).toBe(exported.tables.games.length);
    const again = await exportContent(target.db);
    expect(again.tables).toEqual(exported.tables);

    expect(await findGame(target.db, 'wolf-gold')).toBeNull();
    expect((await findGame(target.db, 'book-of-dead'))?.game.name).toBe('Book of Dead');
    expect(await listCasinos(target.db)).toEqual(await listCasinos(source.db));
    expect(await listGames(target.db, { page: 3, search: '', provider: '' })).toEqual(await listGames(source.db, { page: 3, search: '', provider: '' }));
    expect(await searchStore(target.db, 'bonanza')).toEqual(await searchStore(source.db, 'bonanza'));
    const restored = await readImageVariant(target.db, uploaded.hash, 640);
    expect(restored?.equals((await readImageVariant(source.db, uploaded.hash, 640)) ?? Buffer.alloc(0))).toBe(true);
    expect((await sharp(restored ?? Buffer.alloc(0)).metadata()).width).toBe(640);
  });

  it('describes each table in its manifest: the rows the database holds and their checksum', async () => {
    const exported = await exportContent(source.db);
    const [counted] = await queryRows<{ games: number; images: number; settings: number }>(
      source.db,
      sql`SELECT (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM images) AS images, (SELECT count(*)::int FROM settings) AS settings`,
    );
    expect(exported.manifest.games.rows).toBe(counted?.games);
    expect(exported.manifest.images.rows).toBe(counted?.images);
    expect(exported.manifest.settings.rows).toBe(counted?.settings);
    // The file's rows, as read back from text, give the manifest's checksum.
    const travelled = JSON.parse(JSON.stringify(exported)) as typeof exported;
    expect(tableChecksum(travelled.tables.games)).toBe(exported.manifest.games.sha256);
  });

  it('imports a backup made before uploads and the manifest existed, as having no images', async () => {
    const exported = await exportContent(source.db);
    const older = Object.fromEntries(Object.entries(exported.tables).filter(([name]) => name !== 'images' && name !== 'imageVariants'));
    // Through text, where an undefined manifest leaves no key, as in such a file.
    await importContent(target.db, JSON.parse(JSON.stringify({ ...exported, manifest: undefined, tables: older })));
    expect(await readImageVariant(target.db, uploaded.hash, 640)).toBeNull();
    expect((await findGame(target.db, 'book-of-dead'))?.game.name).toBe('Book of Dead');
  });

  it('continues ids after the imported ones', async () => {
    const [row] = await queryRows<{ id: number }>(
      target.db,
      sql`INSERT INTO providers (slug, name, logo_url) VALUES ('yeni-studyo', 'Yeni Stüdyo', '/x.webp') RETURNING id`,
    );
    const [max] = await queryRows<{ id: number }>(target.db, sql`SELECT max(id) AS id FROM providers WHERE slug <> 'yeni-studyo'`);
    expect(row?.id).toBe((max?.id ?? 0) + 1);
  });

  it('refuses a file that is not a backup and changes nothing', async () => {
    await expect(importContent(target.db, { format: 'other' })).rejects.toThrow(/not a safebet-content backup/);
    const broken = { ...(await exportContent(source.db)), tables: { games: [] } };
    await expect(importContent(target.db, broken)).rejects.toThrow(/no 'providers' table/);
    expect((await findGame(target.db, 'gates-of-olympus'))?.game.name).toBe('Gates of Olympus');
  });
});
