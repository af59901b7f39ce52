/** Public reads of the casinos: the home page's ranking and the popup sequence's list, with their typed terms. */
import { and, asc, eq } from 'drizzle-orm';
import { formatNumber } from '../../src/format.ts';
import type { Casino } from '../../src/types.ts';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { isPublic } from './visibility.ts';

type CasinoRow = typeof t.casinos.$inferSelect;

/** The reader-facing wagering label: '30x', '2,5x', or 'Yok' when there is none. */
export function wageringLabel(multiple: number | null): string {
  if (multiple === null || multiple === 0) return 'Yok';
  return `${Number.isInteger(multiple) ? String(multiple) : formatNumber(multiple, 2).replace(/0+$/, '').replace(/,$/, '')}x`;
}

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
    },
  };
}

/** The home page's ranking: public casinos in the ranking, by rank. */
export async function listCasinos(db: Database): Promise<Casino[]> {
  const rows = await db
    .select()
    .from(t.casinos)
    .where(and(isPublic(t.casinos), eq(t.casinos.inRanking, true)))
    .orderBy(asc(t.casinos.rank), asc(t.casinos.id));
  return rows.map(toCasino);
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
