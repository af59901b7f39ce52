/**
 * Link health: the latest check of each casino's affiliate URL. One row per casino, replaced by every
 * check; it records the URL template it checked, so a check made before the operator changed the URL shows as stale.
 */
import { asc, eq, max } from 'drizzle-orm';
import type { ContentStatus } from 'shared-data';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';

export type LinkCheckStatus = (typeof t.linkCheckStatus.enumValues)[number];

/** What one check of a casino's affiliate URL found. */
export interface LinkCheck {
  casinoId: number;
  /** ISO 8601, UTC. */
  checkedAt: string;
  /** The casino's URL template as it was checked (placeholders not filled). */
  url: string;
  status: LinkCheckStatus;
  /** The last answer's HTTP status; null when none came (timeout, unreachable, invalid). */
  httpStatus: number | null;
  /** HEAD, or GET when HEAD was refused or failed. */
  method: 'HEAD' | 'GET';
  /** Where the redirects led ('' when no request was made). */
  finalUrl: string;
  redirects: number;
  durationMs: number;
  /** A Turkish sentence for the operator. */
  message: string;
}

/** A casino as the link check sees it: every casino, drafts included. */
export interface LinkCheckTarget {
  id: number;
  name: string;
  slug: string;
  status: ContentStatus;
  /** The operator's URL template; '' when the casino has none. */
  affiliateUrl: string;
}

/** A casino with its latest check (null before the first), and whether that check is of an earlier URL. */
export interface LinkHealthEntry extends LinkCheckTarget {
  check: LinkCheck | null;
  stale: boolean;
}

const targetColumns = {
  id: t.casinos.id,
  name: t.casinos.name,
  slug: t.casinos.slug,
  status: t.casinos.status,
  affiliateUrl: t.casinos.affiliateUrl,
};

/** Every casino in the order of the ranking, whatever its status. */
export async function linkCheckTargets(db: Database): Promise<LinkCheckTarget[]> {
  return db.select(targetColumns).from(t.casinos).orderBy(asc(t.casinos.rank), asc(t.casinos.id));
}

/** Stores a casino's check in place of its previous one. */
export async function saveLinkCheck(db: Database, check: LinkCheck): Promise<void> {
  const { casinoId, checkedAt, ...rest } = check;
  const values = { ...rest, checkedAt: new Date(checkedAt) };
  await db
    .insert(t.linkChecks)
    .values({ casinoId, ...values })
    .onConflictDoUpdate({ target: t.linkChecks.casinoId, set: values });
}

/** Every casino in the order of the ranking, with its latest check. */
export async function linkHealth(db: Database): Promise<LinkHealthEntry[]> {
  const rows = await db
    .select({ target: targetColumns, check: t.linkChecks })
    .from(t.casinos)
    .leftJoin(t.linkChecks, eq(t.linkChecks.casinoId, t.casinos.id))
    .orderBy(asc(t.casinos.rank), asc(t.casinos.id));
  return rows.map(({ target, check }) => ({
    ...target,
    check: check && {
      ...check,
      checkedAt: check.checkedAt.toISOString(),
      method: check.method === 'GET' ? 'GET' : 'HEAD',
    },
    stale: check !== null && check.url !== target.affiliateUrl,
  }));
}

/** When the latest check of a casino that still exists was made (ISO 8601), or null before the first. */
export async function lastLinkCheckAt(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ at: max(t.linkChecks.checkedAt) })
    .from(t.linkChecks)
    .innerJoin(t.casinos, eq(t.casinos.id, t.linkChecks.casinoId));
  return row?.at ? row.at.toISOString() : null;
}
