/**
 * Public reads of the casinos: the home page's ranking, a casino's review page and the comparison, with their typed
 * terms, rating parts and offer values; and the popup sequence's list.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  type Casino,
  type CasinoReview,
  type CasinosByValue,
  COMPARE_MAX,
  COMPARE_MIN,
  type Comparison,
  type ComparisonProblem,
  parseComparisonParam,
  wageringLabel,
} from 'shared-data';
import { gradeOffer, type GradedTerms, standardStart } from 'shared-data/bonus-value';
import { offerValues } from '../casino-values.ts';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { isPublic } from './visibility.ts';

type CasinoRow = typeof t.casinos.$inferSelect;

export function toCasino(row: CasinoRow): Casino {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logoUrl,
    rating: row.rating,
    welcomeBonus: row.welcomeBonus,
    ...(row.investmentBonus ? { investmentBonus: row.investmentBonus } : {}),
    badges: row.badges,
    pros: row.pros,
    bonusDetails: {
      cashValue: row.bonusAmount,
      currency: row.currency,
      freeSpins: row.freeSpins,
      wagering: wageringLabel(row.wageringMultiple),
      description: row.bonusDescription,
    },
    terms: {
      bonusAmount: row.bonusAmount,
      bonusPercent: row.bonusPercent,
      wageringMultiple: row.wageringMultiple,
      wageringBase: row.wageringBase,
      minDeposit: row.minDeposit,
      maxBet: row.maxBet,
      maxCashout: row.maxCashout,
      daysToComplete: row.daysToComplete,
      bonusType: row.bonusType,
      minStake: row.minStake,
      slotContribution: row.slotContribution,
      tableContribution: row.tableContribution,
      liveContribution: row.liveContribution,
      freeSpins: row.freeSpins,
      freeSpinValue: row.freeSpinValue,
      freeSpinWagering: row.freeSpinWagering,
      freeSpinMaxCashout: row.freeSpinMaxCashout,
      freeSpinsFirst: row.freeSpinsFirst,
    },
    ratingParts: {
      ratingBonus: row.ratingBonus,
      ratingPayments: row.ratingPayments,
      ratingGames: row.ratingGames,
      ratingSupport: row.ratingSupport,
      ratingTrust: row.ratingTrust,
    },
  };
}

/**
 * The terms a row's grade reads: the standard play's deposit and the bonus it earns, slots counting in full where the
 * terms do not say, and a minimum deposit in dollars converted at `usdTry` (1 when no rate is set, as the value
 * ranking does).
 */
function gradedTerms(row: CasinoRow, usdTry: number | null): GradedTerms {
  return {
    ...row,
    ...standardStart(row),
    slotContribution: row.slotContribution ?? 100,
    liraPerUnit: row.currency === 'TL' ? 1 : (usdTry ?? 1),
  };
}

/** Casinos with their offer values and grades and the public slot their free spins are played on. */
async function withValues(db: Database, rows: CasinoRow[]): Promise<Casino[]> {
  const values = await offerValues(db, rows);
  const spinGames = await freeSpinGames(db, rows);
  const usdTry = rows.some((row) => row.currency !== 'TL') ? await usdTryRate(db) : null;
  return rows.map((row) => {
    const casino: Casino = toCasino(row);
    const value = values.get(row.id);
    const freeSpinGame = row.freeSpinGameId === null ? undefined : spinGames.get(row.freeSpinGameId);
    const grade = gradeOffer(gradedTerms(row, usdTry));
    return { ...casino, ...(value ? { value } : {}), grade, ...(freeSpinGame ? { freeSpinGame } : {}) };
  });
}

/** The public games the rows' free spins are played on, by id, with their provider's slug for the game's page. */
async function freeSpinGames(db: Database, rows: CasinoRow[]): Promise<Map<number, { slug: string; name: string; provider: string }>> {
  const ids = [...new Set(rows.flatMap((row) => (row.freeSpinGameId === null ? [] : [row.freeSpinGameId])))];
  if (ids.length === 0) return new Map();
  const games = await db
    .select({ id: t.games.id, slug: t.games.slug, name: t.games.name, provider: t.providers.slug })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(and(inArray(t.games.id, ids), isPublic(t.games)));
  return new Map(games.map(({ id, ...game }) => [id, game]));
}

/** The home page's ranking: public casinos in the ranking, by rank (the editors' order). */
export async function listCasinos(db: Database): Promise<Casino[]> {
  return withValues(db, await rankedRows(db));
}

function rankedRows(db: Database) {
  return db
    .select()
    .from(t.casinos)
    .where(and(isPublic(t.casinos), eq(t.casinos.inRanking, true)))
    .orderBy(asc(t.casinos.rank), asc(t.casinos.id));
}

/** The rate of the US dollar in lira the value ranking converts with (settings 'exchange'), or null when unset. */
export async function usdTryRate(db: Database): Promise<number | null> {
  const [row] = await db.select({ value: t.settings.value }).from(t.settings).where(eq(t.settings.key, 'exchange'));
  const rate = (row?.value as { usdTry?: unknown } | undefined)?.usdTry;
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/**
 * Every public offer (the ranking's and the popup-only brands') ordered by its expected net value in lira, highest first (a USD value at the settings' rate),
 * then the offers without a value in the editors' order. Without a rate, USD values count as lira figures, and the
 * page says so.
 */
export async function listCasinosByValue(db: Database): Promise<CasinosByValue> {
  const casinos = await listPublicCasinos(db);
  const usdTry = await usdTryRate(db);
  const inLira = (casino: Casino) => {
    if (casino.value?.kind !== 'value') return Number.NEGATIVE_INFINITY;
    const net = casino.value.value.expectedNetValue;
    return casino.bonusDetails.currency === 'USD' ? net * (usdTry ?? 1) : net;
  };
  // Array.prototype.sort is stable: equal values and the unvalued keep the editors' order.
  const sorted = casinos
    .map((casino) => ({ casino, value: inLira(casino) }))
    .sort((a, b) => (a.value === b.value ? 0 : b.value > a.value ? 1 : -1))
    .map(({ casino }) => casino);
  return { casinos: sorted, usdTry };
}

/** A public casino's review page, or null. */
export async function findCasino(db: Database, slug: string): Promise<CasinoReview | null> {
  const [row] = await db.select().from(t.casinos).where(and(eq(t.casinos.slug, slug), isPublic(t.casinos)));
  if (!row) return null;
  const [casino] = await withValues(db, [row]);
  if (!casino) return null;
  return {
    ...casino,
    body: { html: row.bodyHtml, headings: row.headings, words: row.words },
    inRanking: row.inRanking,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Every public casino with its terms and offer value, in the editors' order (the ranking first, then the popup-only
 * brands): the open data's list of offers.
 */
export async function listPublicCasinos(db: Database): Promise<Casino[]> {
  const rows = await db
    .select()
    .from(t.casinos)
    .where(isPublic(t.casinos))
    .orderBy(desc(t.casinos.inRanking), asc(t.casinos.rank), asc(t.casinos.id));
  return withValues(db, rows);
}

/**
 * The comparison of `?casino=` (the slugs as asked): the public casinos found, in the order asked and at most
 * COMPARE_MAX, with what was wrong with the ask (slugs that name no public casino, too few, too many).
 */
export async function compareCasinos(db: Database, asked: string): Promise<Comparison> {
  const { slugs, malformed } = parseComparisonParam(asked);
  const rows = slugs.length === 0 ? [] : await db.select().from(t.casinos).where(and(inArray(t.casinos.slug, slugs), isPublic(t.casinos)));
  const known = new Set(rows.map((row) => row.slug));
  const unknown = [...malformed, ...slugs.filter((slug) => !known.has(slug))];
  const chosen = slugs.filter((slug) => known.has(slug));
  const shown = chosen.slice(0, COMPARE_MAX);
  const casinos = await withValues(db, shown.flatMap((slug) => rows.filter((row) => row.slug === slug)));
  const problems: ComparisonProblem[] = [];
  if (unknown.length > 0) problems.push({ code: 'unknown', slugs: unknown });
  if (chosen.length > COMPARE_MAX) problems.push({ code: 'tooMany', max: COMPARE_MAX });
  if (chosen.length < COMPARE_MIN) problems.push({ code: 'tooFew', min: COMPARE_MIN });
  return { casinos, problems, choices: await casinoChoices(db) };
}

/** Every public casino's name and slug, for the comparison's chooser, in the editors' order (ranking first). */
export async function casinoChoices(db: Database): Promise<Array<{ slug: string; name: string }>> {
  return db
    .select({ slug: t.casinos.slug, name: t.casinos.name })
    .from(t.casinos)
    .where(isPublic(t.casinos))
    .orderBy(desc(t.casinos.inRanking), asc(t.casinos.rank), asc(t.casinos.id));
}

/** The popup sequence's list, in popup order. */
export async function listBonusEntries(db: Database): Promise<Casino[]> {
  const rows = await db
    .select({ casino: t.casinos })
    .from(t.popupEntries)
    .innerJoin(t.casinos, and(eq(t.popupEntries.casinoId, t.casinos.id), isPublic(t.casinos)))
    .where(isPublic(t.popupEntries))
    .orderBy(asc(t.popupEntries.position), asc(t.popupEntries.id));
  return rows.map((r) => toCasino(r.casino));
}
