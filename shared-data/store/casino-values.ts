/**
 * The stored values of the casinos' offers: computed with `valueOffer` when an offer or its reference game is written
 * (the seed, a CMS save, a restore) and at every start for the rows whose inputs changed since (plain SQL, a new
 * method version), stored with the fingerprint of their inputs and the content version of the write, and read with
 * the casinos. Reads never write: a stored value whose fingerprint is not the one of the casino's current terms and
 * game (a game hidden or published by its time, SQL run by hand since the start) is computed again in memory, once per
 * process and fingerprint, and logged once, so a reader still never sees a stale figure.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  type CasinoOfferValue,
  type CasinoReferenceGame,
  offerFingerprint,
  type OfferTerms,
  type OfferValue,
  type ReferenceGame,
  valueOffer,
} from 'shared-data/bonus-value';
import type { Database } from './database.ts';
import * as t from './schema.ts';
import { isPublic } from './reads/visibility.ts';

type CasinoRow = typeof t.casinos.$inferSelect;

/** The public reference games of some casinos, by game id: a draft or a game of a hidden provider counts as none. */
async function referenceGames(db: Database, gameIds: number[]): Promise<Map<number, CasinoReferenceGame>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: t.games.id,
      slug: t.games.slug,
      name: t.games.name,
      provider: t.providers.slug,
      rtp: t.games.rtp,
      volatility: t.games.volatility,
      type: t.games.type,
    })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(and(inArray(t.games.id, gameIds), isPublic(t.games)));
  return new Map(rows.map(({ id, ...game }) => [id, game]));
}

const modelGame = (game: CasinoReferenceGame | null): ReferenceGame | null =>
  game && { slug: game.slug, name: game.name, rtp: game.rtp, volatility: game.volatility, type: game.type ?? 'slot' };

/** What the pages show: the stored figures with the games' current names and providers. */
function shown(value: OfferValue, game: CasinoReferenceGame | null, freeSpinGame: CasinoReferenceGame | null): CasinoOfferValue {
  if (value.kind === 'noGame' || !game) return { kind: 'noGame' };
  if (value.kind === 'refused') return { ...value, game };
  return { ...value, game, freeSpinGame };
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

interface Valued {
  casino: CasinoRow;
  game: CasinoReferenceGame | null;
  /** The public slot the free spins are played on; null plays them on the reference game. */
  freeSpinGame: CasinoReferenceGame | null;
  fingerprint: string;
}

const valueOf = ({ casino, game, freeSpinGame }: Omit<Valued, 'fingerprint'>) => valueOffer(casino, modelGame(game), modelGame(freeSpinGame));

/** The stored values of some casinos, by casino id. */
async function storedValues(db: Database, casinos: readonly CasinoRow[]) {
  const rows = await db.select().from(t.casinoValues).where(inArray(t.casinoValues.casinoId, casinos.map((c) => c.id)));
  return new Map(rows.map((row) => [row.casinoId, row]));
}

/** Each casino with its public reference game and free-spin slot, and the fingerprint of its current inputs. */
async function withInputs(db: Database, casinos: readonly CasinoRow[]): Promise<Valued[]> {
  const gameIds = [...new Set(casinos.flatMap((c) => [c.referenceGameId, c.freeSpinGameId].filter((id) => id !== null)))];
  const games = await referenceGames(db, gameIds);
  const gameOf = (id: number | null) => (id === null ? null : (games.get(id) ?? null));
  return casinos.map((casino) => {
    const game = gameOf(casino.referenceGameId);
    const freeSpinGame = gameOf(casino.freeSpinGameId);
    return { casino, game, freeSpinGame, fingerprint: offerFingerprint(casino, modelGame(game), modelGame(freeSpinGame)) };
  });
}

/**
 * Values computed by reads for inputs no write has stored yet, by fingerprint (the fingerprint names every input and
 * the model's version, and the model is seeded, so one value serves every database). Bounded: a few per casino.
 */
const computedOnRead = new LRUCache<string, OfferValue>({ max: 256 });

function computeOnRead(valued: Valued, stored: boolean): OfferValue {
  const { casino, fingerprint } = valued;
  const known = computedOnRead.get(fingerprint);
  if (known) return known;
  console.warn(
    `[store] casino ${casino.slug}: ${stored ? 'the stored offer value is stale' : 'no stored offer value'}; computed for this read and not stored (the next start or save of the casino stores it)`,
  );
  const value = valueOf(valued);
  computedOnRead.set(fingerprint, value);
  return value;
}

/** The offer values of some casino rows, by casino id, as the public reads serve them: read, never written. */
export async function offerValues(db: Database, casinos: readonly CasinoRow[]): Promise<Map<number, CasinoOfferValue>> {
  const values = new Map<number, CasinoOfferValue>();
  if (casinos.length === 0) return values;
  const storedById = await storedValues(db, casinos);
  for (const valued of await withInputs(db, casinos)) {
    const current = storedById.get(valued.casino.id);
    const value = current?.fingerprint === valued.fingerprint ? current.value : computeOnRead(valued, current !== undefined);
    values.set(valued.casino.id, shown(value, valued.game, valued.freeSpinGame));
  }
  return values;
}

/** Computes and stores the values of some casino rows: every one, or (`onlyStale`) those whose inputs changed. */
async function storeOfferValues(db: Database, casinos: readonly CasinoRow[], onlyStale = false): Promise<number> {
  if (casinos.length === 0) return 0;
  const stored = onlyStale ? await storedValues(db, casinos) : new Map<number, { fingerprint: string }>();
  let written = 0;
  for (const valued of await withInputs(db, casinos)) {
    const { casino, fingerprint } = valued;
    if (stored.get(casino.id)?.fingerprint === fingerprint) continue;
    await store(db, casino.id, fingerprint, valueOf(valued));
    written += 1;
  }
  return written;
}

/**
 * Computes and stores the values of the casinos a write touched: those named, and those whose reference game is one
 * of `gameIds`. Runs inside the write's transaction, so the figures change with the write that changed their inputs.
 */
export async function refreshOfferValues(db: Database, { casinoIds = [], gameIds = [] }: { casinoIds?: number[]; gameIds?: number[] }): Promise<void> {
  if (casinoIds.length === 0 && gameIds.length === 0) return;
  const named = casinoIds.length > 0 ? inArray(t.casinos.id, casinoIds) : sql`false`;
  const playing = gameIds.length > 0 ? inArray(t.casinos.referenceGameId, gameIds) : sql`false`;
  const spinning = gameIds.length > 0 ? inArray(t.casinos.freeSpinGameId, gameIds) : sql`false`;
  const rows = await db.select().from(t.casinos).where(sql`${named} OR ${playing} OR ${spinning}`);
  await storeOfferValues(db, rows);
}

/**
 * The value terms would have on a reference game, computed as the stored ones are and stored nowhere: the CMS's
 * preview of a casino form not yet saved. A game readers cannot see counts as none, as it does for the pages.
 */
export async function previewOfferValue(
  db: Database,
  terms: OfferTerms,
  referenceGameId: number | null,
  freeSpinGameId: number | null = null,
): Promise<CasinoOfferValue> {
  const games = await referenceGames(db, [referenceGameId, freeSpinGameId].filter((id) => id !== null));
  const game = referenceGameId === null ? null : (games.get(referenceGameId) ?? null);
  const freeSpinGame = freeSpinGameId === null ? null : (games.get(freeSpinGameId) ?? null);
  return shown(valueOf({ casino: terms as CasinoRow, game, freeSpinGame }), game, freeSpinGame);
}

/** Computes and stores the value of every casino (the seed, a restore). */
export async function refreshAllOfferValues(db: Database): Promise<void> {
  await storeOfferValues(db, await db.select().from(t.casinos));
}

/**
 * Computes and stores the values whose inputs changed since they were stored (run at every start, where the
 * migrations run): returns how many it wrote.
 */
export async function refreshStaleOfferValues(db: Database): Promise<number> {
  return storeOfferValues(db, await db.select().from(t.casinos), true);
}

/** After a CMS write of an entry: a casino's own value, or the values of the casinos a game is the reference or free-spin slot of. */
export async function refreshAfterWrite(db: Database, collection: string, id: number): Promise<void> {
  if (collection === 'casinos') await refreshOfferValues(db, { casinoIds: [id] });
  else if (collection === 'games') await refreshOfferValues(db, { gameIds: [id] });
}
