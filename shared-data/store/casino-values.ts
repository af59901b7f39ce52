/**
 * The stored values of the casinos' offers: computed with `valueOffer` when an offer or
 * its reference game is written (the seed, a CMS save), stored with the fingerprint of their inputs and the content
 * version of the write, and read with the casinos. A stored value whose fingerprint is not the one of the casino's
 * current terms and game is stale: the read computes the value again on the server, stores it and serves the new one,
 * so a stale figure is never shown, whatever wrote the row (plain SQL, a restore, a game unpublished by its time).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OfferTerms } from '../src/bonus-value/bonus-value.ts';
import { offerFingerprint, valueOffer, type OfferValue, type ReferenceGame } from '../src/bonus-value/offer.ts';
import type { CasinoOfferValue, CasinoReferenceGame } from '../src/types.ts';
import type { Database } from './database.ts';
import * as t from './schema.ts';
import { isPublic } from './reads/visibility.ts';

type CasinoRow = typeof t.casinos.$inferSelect;

/** The public reference games of some casinos, by game id: a draft or a game of a hidden provider counts as none. */
async function referenceGames(db: Database, gameIds: number[]): Promise<Map<number, CasinoReferenceGame>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({ id: t.games.id, slug: t.games.slug, name: t.games.name, provider: t.providers.slug, rtp: t.games.rtp, volatility: t.games.volatility })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(and(inArray(t.games.id, gameIds), isPublic(t.games)));
  return new Map(rows.map(({ id, ...game }) => [id, game]));
}

const modelGame = ({ slug, name, rtp, volatility }: CasinoReferenceGame): ReferenceGame => ({ slug, name, rtp, volatility });

/** What the pages show: the stored figures with the game's current name and provider. */
function shown(value: OfferValue, game: CasinoReferenceGame | null): CasinoOfferValue {
  if (value.kind === 'noGame' || !game) return { kind: 'noGame' };
  return { ...value, game };
}

async function store(db: Database, casinoId: number, fingerprint: string, value: OfferValue): Promise<void> {
  const version = sql`(SELECT version FROM content_meta WHERE id = 1)`;
  await db
    .insert(t.casinoValues)
    .values({ casinoId, fingerprint, contentVersion: version, value })
    .onConflictDoUpdate({
      target: t.casinoValues.casinoId,
      set: { fingerprint, contentVersion: version, value, computedAt: sql`now()` },
    });
}

/**
 * The offer values of some casino rows, by casino id: the stored ones that are current, the others computed now and
 * stored. `recompute` computes every one again (a write that changed their inputs).
 */
export async function offerValues(db: Database, casinos: readonly CasinoRow[], recompute = false): Promise<Map<number, CasinoOfferValue>> {
  const values = new Map<number, CasinoOfferValue>();
  if (casinos.length === 0) return values;
  const gameIds = [...new Set(casinos.flatMap((c) => (c.referenceGameId === null ? [] : [c.referenceGameId])))];
  const games = await referenceGames(db, gameIds);
  const stored = recompute
    ? []
    : await db.select().from(t.casinoValues).where(inArray(t.casinoValues.casinoId, casinos.map((c) => c.id)));
  const storedById = new Map(stored.map((row) => [row.casinoId, row]));
  for (const casino of casinos) {
    const game = casino.referenceGameId === null ? null : (games.get(casino.referenceGameId) ?? null);
    const fingerprint = offerFingerprint(casino, game && modelGame(game));
    const current = storedById.get(casino.id);
    if (current && current.fingerprint === fingerprint) {
      values.set(casino.id, shown(current.value, game));
      continue;
    }
    const value = valueOffer(casino, game && modelGame(game));
    await store(db, casino.id, fingerprint, value);
    values.set(casino.id, shown(value, game));
  }
  return values;
}

/**
 * Computes and stores the values of the casinos a write touched: those named, and those whose reference game is one
 * of `gameIds`. Runs inside the write's transaction, so the figures change with the write that changed their inputs.
 */
export async function refreshOfferValues(db: Database, { casinoIds = [], gameIds = [] }: { casinoIds?: number[]; gameIds?: number[] }): Promise<void> {
  if (casinoIds.length === 0 && gameIds.length === 0) return;
  const named = casinoIds.length > 0 ? inArray(t.casinos.id, casinoIds) : sql`false`;
  const playing = gameIds.length > 0 ? inArray(t.casinos.referenceGameId, gameIds) : sql`false`;
  const rows = await db.select().from(t.casinos).where(sql`${named} OR ${playing}`);
  await offerValues(db, rows, true);
}

/**
 * The value terms would have on a reference game, computed as the stored ones are and stored nowhere: the CMS's
 * preview of a casino form not yet saved. A game readers cannot see counts as none, as it does for the pages.
 */
export async function previewOfferValue(db: Database, terms: OfferTerms, referenceGameId: number | null): Promise<CasinoOfferValue> {
  const game = referenceGameId === null ? null : ((await referenceGames(db, [referenceGameId])).get(referenceGameId) ?? null);
  return shown(valueOffer(terms, game && modelGame(game)), game);
}

/** Computes and stores the value of every casino (the seed). */
export async function refreshAllOfferValues(db: Database): Promise<void> {
  await offerValues(db, await db.select().from(t.casinos), true);
}

/** After a CMS write of an entry: a casino's own value, or the values of the casinos a game is the reference of. */
export async function refreshAfterWrite(db: Database, collection: string, id: number): Promise<void> {
  if (collection === 'casinos') await refreshOfferValues(db, { casinoIds: [id] });
  else if (collection === 'games') await refreshOfferValues(db, { gameIds: [id] });
}
