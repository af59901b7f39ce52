/**
 * Backup and restore of all content as one JSON file: every row of every content table and the uploaded images, ids,
 * statuses, times and row versions included, so that an import gives back exactly what was exported. (PostgreSQL users may prefer
 * `pg_dump`; this works the same on PGlite.) The file carries a manifest, each table's row count and checksum, so a
 * restore can be proven to give back exactly those rows (restore-check.ts).
 */
import { createHash } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ratingParts } from 'shared-data';
import { refreshAllOfferValues } from '../casino-values.ts';
import type { Database } from '../database.ts';
import { SEED_VERSION, syncSequences } from '../seed.ts';
import * as t from '../schema.ts';

export const BACKUP_FORMAT = 'safebet-content';
export const BACKUP_VERSION = 1;

/** Tables in an order that satisfies the foreign keys on import (providers before games, casinos before popups). */
const backupTables = {
  providers: t.providers,
  games: t.games,
  blogPosts: t.blogPosts,
  tactics: t.tactics,
  casinos: t.casinos,
  popupEntries: t.popupEntries,
  pages: t.pages,
  settings: t.settings,
  images: t.images,
  imageVariants: t.imageVariants,
} as const;
export type TableName = keyof typeof backupTables;
/** The tables in their import order. */
export const backupTableNames = Object.keys(backupTables) as TableName[];
/** Uploaded images came with the CMS: a backup made before them has none, and imports as having none. */
const optionalTables = new Set<TableName>(['images', 'imageVariants']);
/** Binary columns travel as base64 text. */
const binaryColumns = new Set(['data']);

type Row = Record<string, unknown>;

/** What a table of a backup holds: its row count, and the SHA-256 (hex) of its rows in order (`tableChecksum`). */
export interface TableSummary {
  rows: number;
  sha256: string;
}

export interface ContentBackup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  /** Files written before the manifest existed have none: they still import, but cannot be proven (restore-check.ts). */
  manifest: Record<TableName, TableSummary>;
  tables: Record<TableName, Row[]>;
}

/** Object keys in code-unit order at every depth, so the text of a row does not depend on how a driver ordered them. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The checksum of a table's rows as a backup holds them: each row as JSON with sorted keys (times as ISO strings,
 * binary as base64, as in the file) and a newline, in the export's order. The same rows give the same checksum
 * whether they come from a database or from a file.
 */
export function tableChecksum(rows: readonly Row[]): string {
  const hash = createHash('sha256');
  for (const row of rows) hash.update(`${JSON.stringify(row, sortedKeys)}\n`);
  return hash.digest('hex');
}

/** Each table's row count and checksum. */
export function summarise(tables: Record<TableName, readonly Row[]>): Record<TableName, TableSummary> {
  return Object.fromEntries(backupTableNames.map((name) => [name, { rows: tables[name].length, sha256: tableChecksum(tables[name]) }])) as Record<
    TableName,
    TableSummary
  >;
}

// Generated columns are computed by the database and cannot be written.
const generated = new Set(['nameFolded', 'titleFolded']);
const timestampColumns = new Set(['createdAt', 'updatedAt', 'publishAt']);

/**
 * All content, read in one read-only transaction at repeatable read: on a database that serves writes meanwhile, every
 * table is read as of one instant, so a game never names a provider the file lacks.
 */
export async function exportContent(db: Database, now = new Date()): Promise<ContentBackup> {
  const tables = await db.transaction(
    async (tx) => {
      const read = {} as Record<TableName, Row[]>;
      for (const [name, table] of Object.entries(backupTables) as Array<[TableName, PgTable]>) {
        const rows = (await tx.select().from(table).orderBy(sql`1`)) as Row[];
        read[name] = rows.map((row) =>
          Object.fromEntries(
            Object.entries(row)
              .filter(([key]) => !generated.has(key))
              .map(([key, value]) => [key, binaryColumns.has(key) && Buffer.isBuffer(value) ? value.toString('base64') : value]),
          ),
        );
      }
      return read;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), manifest: summarise(tables), tables };
}

/**
 * Writes `value` as JSON to `file`, readable by its owner only (0600): to a temporary name beside it first, flushed to
 * disk, then renamed, so a crash or a full disk never leaves a half-written file under the backup's name. Answers the
 * file's size in bytes.
 */
export async function writePrivateJson(file: string, value: unknown): Promise<number> {
  const text = `${JSON.stringify(value, null, 1)}\n`;
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return Buffer.byteLength(text);
}

export class BackupError extends Error {}

/** The rows of each table of a backup file's content; a `BackupError` when it is not one this version reads. */
export function backupRows(backup: unknown): Record<TableName, Row[]> {
  const candidate = backup as Partial<ContentBackup> | null;
  if (candidate?.format !== BACKUP_FORMAT) throw new BackupError(`not a ${BACKUP_FORMAT} backup`);
  if (candidate.version !== BACKUP_VERSION) throw new BackupError(`backup version ${String(candidate.version)} is not supported`);
  const tables = candidate.tables as Partial<Record<TableName, unknown>> | undefined;
  const rows = {} as Record<TableName, Row[]>;
  for (const name of backupTableNames) {
    const table = tables?.[name];
    if (table === undefined && optionalTables.has(name)) rows[name] = [];
    else if (Array.isArray(table)) rows[name] = table as Row[];
    else throw new BackupError(`backup has no '${name}' table`);
  }
  return rows;
}

function revive(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (generated.has(key)) continue;
    if (binaryColumns.has(key) && typeof value === 'string') out[key] = Buffer.from(value, 'base64');
    else out[key] = timestampColumns.has(key) && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

/** A casino of a backup made before the rating had parts gets its rating as every part (their mean is the rating). */
function withRatingParts(row: Row): Row {
  if (row.ratingBonus !== undefined) return row;
  return { ...row, ...Object.fromEntries(ratingParts.map(({ key }) => [key, row.rating])) };
}

/** Replaces all content with the backup's, in one transaction: a bad file changes nothing. */
export async function importContent(db: Database, backup: unknown): Promise<Record<TableName, number>> {
  const tables = backupRows(backup);
  const counts = {} as Record<TableName, number>;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`TRUNCATE casino_values, popup_entries, casinos, games, providers, blog_posts, tactics, pages, settings, image_variants, images RESTART IDENTITY`,
    );
    for (const [name, table] of Object.entries(backupTables) as Array<[TableName, PgTable]>) {
      const rows = tables[name].map(revive).map((row) => (name === 'casinos' ? withRatingParts(row) : row));
      // In slices, so a large catalogue stays under the protocol's limit on parameters per statement.
      for (let at = 0; at < rows.length; at += 500) await tx.insert(table).values(rows.slice(at, at + 500));
      counts[name] = rows.length;
    }
    await syncSequences(tx as unknown as Database);
    // The offer values are not in a backup: they are computed from what it holds.
    await refreshAllOfferValues(tx as unknown as Database);
    // An imported backup is complete content: no seed step is to be added to it later.
    await tx.update(t.contentMeta).set({ seededAt: sql`coalesce(${t.contentMeta.seededAt}, now())`, seedVersion: SEED_VERSION });
  });
  return counts;
}
