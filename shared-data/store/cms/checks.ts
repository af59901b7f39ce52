/**
 * The checks a CMS write makes against the rest of the content before it happens: slugs unique in their collection,
 * references that exist (a game's provider, a popup's casino), one popup per casino, static pages kept at their
 * routes, and deletes refused while something still depends on the entry. The database's own constraints stay the
 * last word for writes that race past these checks (see `sqlState`).
 */
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { type CmsCollection, type CmsInUse, type CmsWriteError, type FieldErrors } from 'shared-data/cms';
import { isPublic } from '../reads/visibility.ts';
import type { Database } from '../database.ts';
import { cmsTables, routedPagePath } from './collections.ts';
import * as t from '../schema.ts';

/** The reference field of a collection, named when the database refuses a write for a missing reference (23503). */
export const referenceField: Partial<Record<CmsCollection, [field: string, error: CmsWriteError]>> = {
  games: ['providerId', { code: 'providerMissing' }],
  casinos: ['referenceGameId', { code: 'referenceGameMissing' }],
  popup: ['casinoId', { code: 'casinoMissing' }],
};

async function exists(db: Database, table: typeof t.providers | typeof t.casinos | typeof t.popupEntries, where: SQL | undefined) {
  const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
  return row !== undefined;
}

/**
 * Per-field errors for parsed values that cannot be written, or null. `current` is the stored entry when saving
 * (its own slug and popup are not "taken"), null when creating.
 */
export async function writeErrors(
  db: Database,
  collection: CmsCollection,
  values: Record<string, unknown>,
  current: { id: number; slug: string } | null,
): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  const slug = String(values.slug);
  const table = cmsTables[collection];
  const others = current ? ne(table.id, current.id) : undefined;

  if (collection === 'pages') {
    const fixedPath = current ? routedPagePath(current.slug) : null;
    if (fixedPath !== null && slug !== current?.slug) errors.slug = { code: 'pageSlugFixed', path: fixedPath };
    else if (routedPagePath(slug) === null) errors.slug = { code: 'pageNotRouted' };
  }
  if (!errors.slug) {
    const [taken] = await db.select({ id: table.id }).from(table).where(and(eq(table.slug, slug), others)).limit(1);
    if (taken) errors.slug = { code: 'slugTaken' };
  }
  if (collection === 'games' && !(await exists(db, t.providers, eq(t.providers.id, Number(values.providerId))))) {
    errors.providerId = { code: 'providerMissing' };
  }
  if (collection === 'casinos' && typeof values.referenceGameId === 'number') {
    const problem = await referenceGameProblem(db, values.referenceGameId);
    if (problem) errors.referenceGameId = problem;
  }
  if (collection === 'casinos' && typeof values.freeSpinGameId === 'number') {
    const problem = await referenceGameProblem(db, values.freeSpinGameId);
    if (problem) errors.freeSpinGameId = { code: problem.code === 'referenceGameMissing' ? 'freeSpinGameMissing' : 'freeSpinGameNotPublic' };
  }
  if (collection === 'popup') {
    const casinoId = Number(values.casinoId);
    if (!(await exists(db, t.casinos, eq(t.casinos.id, casinoId)))) errors.casinoId = { code: 'casinoMissing' };
    else if (await exists(db, t.popupEntries, and(eq(t.popupEntries.casinoId, casinoId), current ? ne(t.popupEntries.id, current.id) : undefined))) {
      errors.casinoId = { code: 'casinoHasPopup' };
    }
    // A popup entry's slug is made from its casino: the casino's error says it all.
    if (errors.casinoId) delete errors.slug;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Why a game cannot be a casino's reference game (missing, or not public with a public provider), or null. */
export async function referenceGameProblem(db: Database, gameId: number): Promise<CmsWriteError | null> {
  const [game] = await db
    .select({ shown: sql<boolean>`${isPublic(t.games)} AND ${isPublic(t.providers)}` })
    .from(t.games)
    .innerJoin(t.providers, eq(t.games.providerId, t.providers.id))
    .where(eq(t.games.id, gameId));
  if (!game) return { code: 'referenceGameMissing' };
  return game.shown ? null : { code: 'referenceGameNotPublic' };
}

const SHOWN_NAMES = 3;

/** Why deleting the entry would break the site, or null when nothing depends on it. */
export async function dependentsOf(db: Database, collection: CmsCollection, entry: { id: number; slug: string }): Promise<CmsInUse | null> {
  if (collection === 'providers') {
    const [total] = await db.select({ n: count() }).from(t.games).where(eq(t.games.providerId, entry.id));
    const n = total?.n ?? 0;
    if (n === 0) return null;
    const games = await db
      .select({ name: t.games.name })
      .from(t.games)
      .where(eq(t.games.providerId, entry.id))
      .orderBy(asc(t.games.id))
      .limit(SHOWN_NAMES);
    return { code: 'providerHasGames', count: n, names: games.map((g) => g.name) };
  }
  if (collection === 'casinos') {
    const popups = await db
      .select({ position: t.popupEntries.position })
      .from(t.popupEntries)
      .where(eq(t.popupEntries.casinoId, entry.id))
      .orderBy(asc(t.popupEntries.position));
    if (popups.length > 0) return { code: 'casinoInPopup', positions: popups.map((p) => p.position) };
    // Its clicks and their daily totals name it by id: deleting it would leave figures nobody can read.
    const [clicked] = await db.select({ n: count() }).from(t.clickDaily).where(eq(t.clickDaily.casinoId, entry.id));
    return (clicked?.n ?? 0) > 0 ? { code: 'casinoHasClicks' } : null;
  }
  if (collection === 'pages') {
    const path = routedPagePath(entry.slug);
    return path ? { code: 'pageRouted', path } : null;
  }
  return null;
}
