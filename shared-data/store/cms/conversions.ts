/**
 * Conversions: what a casino's affiliate platform reports by postback, a registration or a first deposit
 * of a reader who came through one of our clicks. Each is stored once per casino and event id, so a platform that
 * retries is not counted twice, and takes the click's placement and page, so it keeps them when the click is purged.
 */
import { and, eq, sql } from 'drizzle-orm';
import { istanbulDate } from 'shared-data/cms';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';

export type ConversionEvent = (typeof t.conversionEvent.enumValues)[number];
export const conversionEvents: readonly ConversionEvent[] = t.conversionEvent.enumValues;

/** What a postback needs of its casino; `secret` is '' when the operator has not set one. */
export interface PostbackCasino {
  casinoId: number;
  secret: string;
}

/** One conversion as a postback reports it; `at` is when it arrived, epoch milliseconds. */
export interface ConversionInput {
  casinoId: number;
  eventId: string;
  event: ConversionEvent;
  clickId: string;
  /** A decimal with a dot and at most two places, e.g. '1250.50': kept as text so it is stored exactly. */
  amount: string;
  at: number;
}

/** 'duplicate': the casino already reported this event id; the others refuse a click we do not know or not theirs. */
export type ConversionOutcome = 'recorded' | 'duplicate' | 'unknown_click' | 'other_casino';

/**
 * The casino a postback names, whatever its status: a casino taken offline still gets the conversions of the
 * readers it already had.
 */
export async function postbackCasino(db: Database, slug: string): Promise<PostbackCasino | null> {
  const [row] = await db
    .select({ casinoId: t.casinos.id, secret: t.casinos.postbackSecret })
    .from(t.casinos)
    .where(eq(t.casinos.slug, slug))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a conversion unless its casino already reported the event id. The event id is checked before the click,
 * so a replay still answers 'duplicate' after the raw click has been purged; two identical calls at once store one
 * row, the loser of the insert answering 'duplicate' too.
 */
export async function recordConversion(db: Database, input: ConversionInput): Promise<ConversionOutcome> {
  const [known] = await db
    .select({ eventId: t.conversions.eventId })
    .from(t.conversions)
    .where(and(eq(t.conversions.casinoId, input.casinoId), eq(t.conversions.eventId, input.eventId)))
    .limit(1);
  if (known) return 'duplicate';

  const [click] = await db
    .select({ casinoId: t.clicks.casinoId, placement: t.clicks.placement, pagePath: t.clicks.pagePath })
    .from(t.clicks)
    // A refused click's id was never handed to a casino: a postback naming it did not come from that click.
    .where(and(eq(t.clicks.clickId, input.clickId), eq(t.clicks.rule, 'show')))
    .limit(1);
  if (!click) return 'unknown_click';
  if (click.casinoId !== input.casinoId) return 'other_casino';

  const inserted = await db
    .insert(t.conversions)
    .values({
      casinoId: input.casinoId,
      eventId: input.eventId,
      event: input.event,
      clickId: input.clickId,
      // The column reads as a number; written from the text, no binary fraction comes between.
      amount: sql`${input.amount}::numeric`,
      at: new Date(input.at),
      day: istanbulDate(input.at),
      placement: click.placement,
      pagePath: click.pagePath,
    })
    .onConflictDoNothing({ target: [t.conversions.casinoId, t.conversions.eventId] })
    .returning({ eventId: t.conversions.eventId });
  return inserted.length > 0 ? 'recorded' : 'duplicate';
}
