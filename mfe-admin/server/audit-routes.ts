/**
 * The audit log in the admin API. `GET /audit` answers a page of it, newest first (every role: editors see who changed
 * what too); `GET /audit/export?format=jsonl|csv` the whole of what the same filters match, oldest first, as a file
 * (admins only: the export carries the requests' addresses). Filters: section (`collection`), user (`actor`), action,
 * and a period of Istanbul days (`from`, `to`, inclusive). A row names the fields a change touched, never their
 * values, so no export can hold a password, hash, secret, token or backup code.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { istanbulLocalToIso } from 'shared-data/cms';
import type { Store } from '@shared-data/store';
import { exportAudit, listAudit, type AuditFilter } from '@shared-data/store/cms';
import { adminApiRoutes, type ApiErrorBody, type AuditEntry, type AuditPage } from './contract.ts';
import { csvText, textCell } from './csv.ts';
import { guardMessages, requireRole } from './guard.ts';

export interface AuditRoutesOptions {
  store?: Store;
}

export const auditMessages = {
  badDay: 'Tarih YYYY-AA-GG biçiminde ve gerçek bir gün olmalı.',
  reversed: 'Başlangıç günü bitiş gününden sonra olamaz.',
  format: "Dışa aktarma biçimi 'jsonl' veya 'csv' olmalı.",
  unavailable: guardMessages.unavailable,
} as const;

interface AuditQuerystring {
  collection?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

const filterProperties = {
  collection: { type: 'string', maxLength: 40 },
  actor: { type: 'string', maxLength: 200 },
  action: { type: 'string', maxLength: 40 },
  from: { type: 'string', maxLength: 10 },
  to: { type: 'string', maxLength: 10 },
} as const;

/** The instant an Istanbul day starts, or null for what is not a real day. */
function dayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const iso = istanbulLocalToIso(`${day}T00:00`);
  return iso === null ? null : new Date(iso);
}

/** The day after an Istanbul day ('2026-02-28' → '2026-03-01'): the end of a period is the start of its next day. */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

type Parsed = { ok: true; filter: AuditFilter } | { ok: false; message: string };

/** The query's filters, with the period's days as instants; a day that is none, or a reversed period, is refused. */
export function auditFilterOf(query: AuditQuerystring): Parsed {
  const filter: AuditFilter = {};
  if (query.collection) filter.collection = query.collection;
  if (query.actor) filter.actor = query.actor;
  if (query.action) filter.action = query.action;
  if (query.from) {
    const from = dayStart(query.from);
    if (!from) return { ok: false, message: auditMessages.badDay };
    filter.from = from;
  }
  if (query.to) {
    const to = dayStart(query.to) && dayStart(nextDay(query.to));
    if (!to) return { ok: false, message: auditMessages.badDay };
    filter.to = to;
  }
  if (filter.from && filter.to && filter.from >= filter.to) return { ok: false, message: auditMessages.reversed };
  return { ok: true, filter };
}

/** The export's columns, in the order of both formats; the names are the JSON Lines keys. */
const exportColumns = ['at', 'actor', 'actorRole', 'action', 'resourceType', 'resourceId', 'resourceLabel', 'fields', 'requestId', 'address'] as const;

function exportRecord(entry: AuditEntry): Record<(typeof exportColumns)[number], unknown> {
  return {
    at: entry.at,
    actor: entry.actor,
    actorRole: entry.actorRole,
    action: entry.action,
    resourceType: entry.collection,
    resourceId: entry.entryId,
    resourceLabel: entry.entryLabel,
    fields: entry.fields,
    requestId: entry.requestId,
    address: entry.address,
  };
}

/** One JSON object a line, each ending in a line feed (JSON Lines). */
export function auditJsonLines(entries: readonly AuditEntry[]): string {
  return entries.map((entry) => `${JSON.stringify(exportRecord(entry))}\n`).join('');
}

/** The same as CSV: the column names, then a line per entry; the changed fields joined by commas in one cell. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const cell = (value: unknown) => textCell(value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value));
  return csvText([[...exportColumns], ...entries.map((entry) => exportColumns.map((column) => cell(exportRecord(entry)[column])))]);
}

const error = (code: ApiErrorBody['error'], message: string): ApiErrorBody => ({ error: code, message });

export const auditRoutes: FastifyPluginAsync<AuditRoutesOptions> = async (app, { store }) => {
  const unavailable = (request: FastifyRequest, reply: FastifyReply) => {
    request.log.error('admin API: audit route called without a content store');
    return reply.code(503).send(error('unavailable', auditMessages.unavailable));
  };

  app.get<{ Querystring: AuditQuerystring & { page: number } }>(
    adminApiRoutes.audit,
    {
      onRequest: requireRole('editor'),
      schema: { querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, default: 1 }, ...filterProperties } } },
    },
    async (request, reply) => {
      const parsed = auditFilterOf(request.query);
      if (!parsed.ok) return reply.code(400).send(error('bad_request', parsed.message));
      if (!store) return unavailable(request, reply);
      const body: AuditPage = await listAudit(store.db, { page: request.query.page, ...parsed.filter });
      return reply.send(body);
    },
  );

  app.get<{ Querystring: AuditQuerystring & { format?: string } }>(
    adminApiRoutes.auditExport,
    {
      onRequest: requireRole('admin'),
      schema: { querystring: { type: 'object', properties: { format: { type: 'string', maxLength: 8 }, ...filterProperties } } },
    },
    async (request, reply) => {
      const { format = 'jsonl' } = request.query;
      if (format !== 'jsonl' && format !== 'csv') return reply.code(400).send(error('bad_request', auditMessages.format));
      const parsed = auditFilterOf(request.query);
      if (!parsed.ok) return reply.code(400).send(error('bad_request', parsed.message));
      if (!store) return unavailable(request, reply);
      const { items, truncated } = await exportAudit(store.db, parsed.filter);
      if (truncated) request.log.warn({ rows: items.length }, 'admin API: the audit export was cut at its row limit');
      const stamp = new Date().toISOString().slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="denetim-kaydi-${stamp}.${format}"`);
      if (truncated) reply.header('X-Truncated', 'true');
      return format === 'csv'
        ? reply.type('text/csv; charset=utf-8').send(auditCsv(items))
        : reply.type('application/jsonl; charset=utf-8').send(auditJsonLines(items));
    },
  );
};
