/**
 * The field vitals' report (admins only): `GET /vitals?from&to` answers the p75s, daily trends and worst interaction
 * targets of a range of Istanbul days (@shared-data/store `vitalsReport`, `VitalsReport` of shared-data/vitals), read
 * from the counts per bucket the shell's `POST /api/vitals` adds to. The dates are checked as `/stats` checks them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { addDays, dayCount, isCalendarDay, istanbulDate, MAX_STATS_DAYS } from 'shared-data/cms';
import type { Store } from '@shared-data/store';
import { vitalsReport } from '@shared-data/store/cms';
import { adminApiRoutes, type ApiErrorBody } from './contract.ts';
import { guardMessages, requireRole } from './guard.ts';
import { statsMessages } from './stats-routes.ts';

export interface VitalsRoutesOptions {
  /** The content database; without it the route answers 503. */
  store?: Store;
}

export interface VitalsQuery {
  from?: unknown;
  to?: unknown;
}

/** The range when none is chosen: four whole weeks up to today, so each weekday counts as often. */
export const DEFAULT_VITALS_DAYS = 28;

type Parsed = { ok: true; range: { from: string; to: string } } | { ok: false; message: string };

/** A query value as given, '' when absent; null for one given twice (an array), which names nothing. */
const single = (value: unknown): string | null => (value === undefined ? '' : typeof value === 'string' ? value.trim() : null);

/**
 * The range a query asks for, or the Turkish reason it cannot be answered (the click statistics' words). Without
 * dates: the last 28 Istanbul days, today included; with only a start: up to today; with only an end: the 28 days up
 * to it.
 */
export function vitalsRange(query: VitalsQuery, now: number = Date.now()): Parsed {
  const [from, to] = [single(query.from), single(query.to)];
  if (from === null || to === null || (from !== '' && !isCalendarDay(from)) || (to !== '' && !isCalendarDay(to))) {
    return { ok: false, message: statsMessages.invalidDate };
  }
  const end = to || istanbulDate(now);
  const start = from || addDays(end, 1 - DEFAULT_VITALS_DAYS);
  if (start > end) return { ok: false, message: statsMessages.reversed };
  if (dayCount(start, end) > MAX_STATS_DAYS) return { ok: false, message: statsMessages.tooLong };
  return { ok: true, range: { from: start, to: end } };
}

const error = (code: ApiErrorBody['error'], message: string): ApiErrorBody => ({ error: code, message });

export const vitalsRoutes: FastifyPluginAsync<VitalsRoutesOptions> = async (app, { store }) => {
  app.get<{ Querystring: VitalsQuery }>(adminApiRoutes.vitals, { onRequest: requireRole('admin') }, async (request, reply) => {
    const parsed = vitalsRange(request.query);
    if (!parsed.ok) return reply.code(400).send(error('bad_request', parsed.message));
    if (!store) {
      request.log.error('admin API: vitals called without a content store');
      return reply.code(503).send(error('unavailable', guardMessages.unavailable));
    }
    try {
      return reply.send(await vitalsReport(store.db, parsed.range));
    } catch (err) {
      request.log.error({ err }, 'admin API: vitals unavailable');
      return reply.code(503).send(error('unavailable', guardMessages.unavailable));
    }
  });
};
