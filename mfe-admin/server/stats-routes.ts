/**
 * The click dashboard's routes (admins only): `GET /stats` answers the figures of a range of Istanbul days
 * (@shared-data/store `clickStats`: the clicks sent on, and the clicks refused per country), `GET /stats.csv` the
 * table by casino and placement of the same query as a file that Excel set to Turkish opens as it is: UTF-8 with a
 * BOM, ';' between cells, decimal commas, Turkish headers.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { placementLabel, roundTo } from 'shared-data';
import {
  conversionPercent,
  dayCount,
  isCalendarDay,
  MAX_STATS_DAYS,
  statsRangeOf,
  type ClickStats,
  type ClickStatsRange,
  type ClickStatsRow,
} from 'shared-data/cms';
import type { Store } from '@shared-data/store';
import { clickStats } from '@shared-data/store/cms';
import { clickStatsHeaders } from '../src/lib/messages.ts';
import { adminApiRoutes, type ApiErrorBody } from './contract.ts';
import { csvText, textCell } from './csv.ts';
import { guardMessages, requireRole } from './guard.ts';

export interface StatsRoutesOptions {
  /** The content database; without it the routes answer 503. */
  store?: Store;
}

/** The query of both routes: Istanbul days 'YYYY-MM-DD' and a casino id, each optional. */
export interface StatsQuery {
  from?: unknown;
  to?: unknown;
  casino?: unknown;
}

const MAX_ID = 2_147_483_647;

export const statsMessages = {
  invalidDate: 'Tarih geçersiz: gerçek bir gün, YYYY-AA-GG biçiminde olmalı.',
  reversed: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  tooLong: `Tarih aralığı en fazla ${MAX_STATS_DAYS} gün olabilir.`,
  invalidCasino: 'Casino seçimi geçersiz.',
} as const;

type Parsed = { ok: true; range: ClickStatsRange } | { ok: false; message: string };

/** A query value as given, '' when absent; null for one given twice (an array), which names nothing. */
const single = (value: unknown): string | null => (value === undefined ? '' : typeof value === 'string' ? value.trim() : null);

/**
 * The range a query asks for, or the Turkish reason it cannot be answered. Without dates: the last 30 Istanbul days;
 * with only a start: up to today; with only an end: the 30 days up to it.
 */
export function statsRange(query: StatsQuery, now: number = Date.now()): Parsed {
  const [from, to, casino] = [single(query.from), single(query.to), single(query.casino)];
  if (from === null || to === null || (from !== '' && !isCalendarDay(from)) || (to !== '' && !isCalendarDay(to))) {
    return { ok: false, message: statsMessages.invalidDate };
  }
  const { from: start, to: end } = statsRangeOf(from, to, now);
  if (start > end) return { ok: false, message: statsMessages.reversed };
  if (dayCount(start, end) > MAX_STATS_DAYS) return { ok: false, message: statsMessages.tooLong };
  if (casino === null || (casino !== '' && (!/^[1-9]\d{0,9}$/.test(casino) || Number(casino) > MAX_ID))) {
    return { ok: false, message: statsMessages.invalidCasino };
  }
  return { ok: true, range: casino === '' ? { from: start, to: end } : { from: start, to: end, casinoId: Number(casino) } };
}

// ---- the CSV ------------------------------------------------------------------------------------------------

/** Amounts with two decimals and a decimal comma, no thousands separator: 1250.5 -> '1250,50'. */
const amountCell = (value: number) => roundTo(value, 2).toFixed(2).replace('.', ',');

function csvRow(row: ClickStatsRow): string[] {
  return [
    textCell(row.casinoName),
    textCell(placementLabel(row.placement)),
    String(row.humans),
    String(row.bots),
    String(row.registrations),
    String(row.firstDeposits),
    amountCell(row.depositAmount),
    textCell(row.currency),
    conversionPercent(row.conversionRate),
  ];
}

/** The table by casino and placement as a CSV file's text: the BOM, the headers, a line per row, CRLF line ends. */
export function statsCsv(rows: readonly ClickStatsRow[]): string {
  return csvText([clickStatsHeaders.map(textCell), ...rows.map(csvRow)]);
}

/** The downloaded file's name: 'tiklamalar-2026-11-01_2026-11-30.csv'. */
export const csvFileName = (range: ClickStatsRange) => `tiklamalar-${range.from}_${range.to}.csv`;

// ---- the routes ---------------------------------------------------------------------------------------------

const error = (code: ApiErrorBody['error'], message: string): ApiErrorBody => ({ error: code, message });

type Answer = { ok: true; range: ClickStatsRange; stats: ClickStats } | { ok: false; status: 400 | 503; body: ApiErrorBody };

export const statsRoutes: FastifyPluginAsync<StatsRoutesOptions> = async (app, { store }) => {
  /** The figures of the request's range, or the 400 or 503 to answer instead. */
  async function statsOf(request: FastifyRequest<{ Querystring: StatsQuery }>): Promise<Answer> {
    const parsed = statsRange(request.query);
    if (!parsed.ok) return { ok: false, status: 400, body: error('bad_request', parsed.message) };
    const unavailable = { ok: false, status: 503, body: error('unavailable', guardMessages.unavailable) } as const;
    if (!store) {
      request.log.error('admin API: stats called without a content store');
      return unavailable;
    }
    try {
      return { ok: true, range: parsed.range, stats: await clickStats(store.db, parsed.range) };
    } catch (err) {
      request.log.error({ err }, 'admin API: stats unavailable');
      return unavailable;
    }
  }

  const adminsOnly = { onRequest: requireRole('admin') };
  app.get<{ Querystring: StatsQuery }>(adminApiRoutes.stats, adminsOnly, async (request, reply) => {
    const answer = await statsOf(request);
    return answer.ok ? reply.send(answer.stats) : reply.code(answer.status).send(answer.body);
  });
  app.get<{ Querystring: StatsQuery }>(adminApiRoutes.statsCsv, adminsOnly, async (request, reply) => {
    const answer = await statsOf(request);
    if (!answer.ok) return reply.code(answer.status).send(answer.body);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${csvFileName(answer.range)}"`)
      .send(statsCsv(answer.stats.rows));
  });
};
