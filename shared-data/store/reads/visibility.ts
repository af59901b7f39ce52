/**
 * What a reader may see: rows that are published (or scheduled) and whose publish time has passed. Every public read
 * filters with `isPublic`; paging, filters and order are done in SQL, and every value reaches the database as a
 * parameter.
 */
import { and, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type * as t from '../schema.ts';

type ContentTable =
  | typeof t.games
  | typeof t.providers
  | typeof t.blogPosts
  | typeof t.tactics
  | typeof t.casinos
  | typeof t.popupEntries
  | typeof t.pages;

/** Published or scheduled, and its publish time has come: a scheduled entry goes public by itself at its time. */
export function isPublic(table: ContentTable): SQL {
  return and(inArray(table.status, ['published', 'scheduled']), lte(table.publishAt, sql`now()`)) as SQL;
}

/** `%needle%` for LIKE, with LIKE's own wildcards in the needle taken literally. */
export function containsPattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
