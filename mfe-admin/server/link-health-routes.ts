/**
 * Link health routes (admins only): `GET /link-health` answers each casino's latest check, `POST` checks
 * every link now. One check runs at a time: a POST while one runs waits for it and answers its results. With a
 * store, the plugin also looks every hour whether the last check is a day old, and then runs one; with several
 * server processes on one PostgreSQL, only the one holding the job's advisory lock (`runAlone`) looks and checks,
 * so the casinos are checked once a day, not once per process.
 */
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { runAlone, type Database, type Store } from '@shared-data/store';
import { lastLinkCheckAt, linkHealth, type LinkCheck, type LinkCheckStatus } from '@shared-data/store/cms';
import { adminApiRoutes, type ApiErrorBody, type LinkHealthReport } from './contract.ts';
import { guardMessages, requireRole } from './guard.ts';
import { affiliateUrlProblem, checkAllLinks, type CheckOptions } from './link-health.ts';

const MINUTE = 60_000;
/** The daily check's advisory lock (@shared-data/store `runAlone`). */
export const LINK_CHECK_JOB = 'link-check';
const HOUR = 60 * MINUTE;

export interface DailyCheckOptions {
  /** The first look after start-up. Default 5 minutes, so a restart loop cannot hammer the casinos. */
  firstLookMs?: number;
  /** Between looks. Default an hour. */
  everyMs?: number;
  /** A check older than this is run again. Default 24 hours. */
  maxAgeMs?: number;
}

export interface LinkHealthRoutesOptions {
  /** The content database; without it the routes answer 503 and nothing is scheduled. */
  store?: Store;
  /** The daily check, or false for none. Default: on (the admin API passes false for `LINK_CHECK_DAILY=0`). */
  daily?: DailyCheckOptions | false;
  /** Timeouts and redirects of each request (link-health.ts). */
  check?: Omit<CheckOptions, 'signal'>;
}

async function report(db: Database): Promise<LinkHealthReport> {
  const [checkedAt, links] = await Promise.all([lastLinkCheckAt(db), linkHealth(db)]);
  return { checkedAt, links: links.map((link) => ({ ...link, usable: affiliateUrlProblem(link.affiliateUrl) === null })) };
}

/** One line for the log: how many links, and how many of each outcome. */
function summary(checks: readonly LinkCheck[]): Partial<Record<LinkCheckStatus, number>> {
  const counts: Partial<Record<LinkCheckStatus, number>> = {};
  for (const check of checks) counts[check.status] = (counts[check.status] ?? 0) + 1;
  return counts;
}

const unavailable: ApiErrorBody = { error: 'unavailable', message: guardMessages.unavailable };

export const linkHealthRoutes: FastifyPluginAsync<LinkHealthRoutesOptions> = async (app, options) => {
  const { store } = options;
  const closing = new AbortController();
  let running: Promise<void> | null = null;

  /** The check in progress, or a new one; both callers of a shared run see its outcome. */
  function runCheck(db: Database, log: FastifyBaseLogger, trigger: 'button' | 'daily'): Promise<void> {
    if (running) {
      log.debug({ trigger }, 'link check: one is running, waiting for it');
      return running;
    }
    running = (async () => {
      const started = Date.now();
      try {
        const checks = await checkAllLinks(db, { ...options.check, signal: closing.signal });
        const counts = summary(checks);
        const bad = checks.length - (counts.ok ?? 0);
        log.info({ trigger, links: checks.length, ...counts, ms: Date.now() - started }, `link check: ${checks.length} links, ${bad} not working`);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  async function withDb(request: FastifyRequest, reply: FastifyReply, work: (db: Database) => Promise<LinkHealthReport>) {
    if (!store) {
      request.log.error('admin API: link health called without a content store');
      return reply.code(503).send(unavailable);
    }
    try {
      return reply.send(await work(store.db));
    } catch (error) {
      request.log.error({ err: error }, 'admin API: link health unavailable');
      return reply.code(503).send(unavailable);
    }
  }

  const adminsOnly = { onRequest: requireRole('admin') };
  app.get(adminApiRoutes.linkHealth, adminsOnly, (request, reply) => withDb(request, reply, report));
  app.post(adminApiRoutes.linkHealth, adminsOnly, (request, reply) =>
    withDb(request, reply, async (db) => {
      await runCheck(db, request.log, 'button');
      return report(db);
    }),
  );

  const daily = options.daily ?? {};
  let timer: NodeJS.Timeout | undefined;
  if (store && daily) {
    const { firstLookMs = 5 * MINUTE, everyMs = HOUR, maxAgeMs = 24 * HOUR } = daily;
    const look = async () => {
      try {
        const looked = await runAlone(store, LINK_CHECK_JOB, async () => {
          const last = await lastLinkCheckAt(store.db);
          const due = last === null || Date.now() - Date.parse(last) >= maxAgeMs;
          if (!due) app.log.debug({ last }, 'link check: the last one is recent, none due');
          else if (!closing.signal.aborted) await runCheck(store.db, app.log, 'daily');
        });
        if (!looked.ran) app.log.debug('link check: another process is checking');
      } catch (error) {
        app.log.warn({ err: error }, 'link check: the daily check failed');
      }
      if (!closing.signal.aborted) schedule(everyMs);
    };
    // A timer that never keeps the process alive; the next look is set once this one is over, so two never overlap.
    const schedule = (ms: number) => {
      timer = setTimeout(() => void look(), ms).unref();
    };
    schedule(firstLookMs);
  }
  app.addHook('onClose', async () => {
    // Requests in flight end at once and nothing more is stored, before the server closes the store.
    closing.abort();
    clearTimeout(timer);
    await running?.catch(() => undefined);
  });
};
