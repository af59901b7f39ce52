/**
 * The limits several server processes on one database share, kept in the database's
 * `throttle_counters` (@shared-data/store/cms): no Redis, and on PGlite the same table serves the one process.
 *
 * - `DatabaseLoginLimits`: the login throttle's two limits as every process sees them. A failure recorded by one
 *   process refuses the next attempt of the pair on any other until its wait is over (1 s, 2 s, 4 s … at most 15
 *   minutes, as login-throttle.ts), and an address with `failuresPerAddress` failures in its window (which starts
 *   at its first failure) is refused until the window ends. The in-process `LoginThrottle` still stands in front,
 *   holding a parallel burst to one check.
 * - `sharedRateLimitStore`: a store for @fastify/rate-limit counting each address's requests per window in one
 *   atomic upsert per request.
 *
 * If the database fails, the limits fall back to this process's own counting (the in-process throttle, a local
 * window count), and the failure is logged: a database fault never opens the door wider than one process does.
 * `CounterJanitor` deletes expired rows every minute and caps how many rows there are.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@shared-data/store';
import {
  addPairFailure,
  addWindowFailure,
  deleteCounter,
  hitWindow,
  purgeCounters,
  readCounters,
} from '@shared-data/store/cms';
import { LRUCache } from 'lru-cache';
import { pairKey, type ThrottleOptions } from './login-throttle.ts';

export type Clock = () => number;

export interface SharedRefusal {
  retryAfterMs: number;
  limit: 'pair' | 'address';
}

const pairRow = (username: string, address: string) => `login-pair:${pairKey(username, address)}`;
const addressRow = (address: string) => `login-address:${address}`;

export class DatabaseLoginLimits {
  constructor(
    private readonly db: Database,
    private readonly options: Pick<ThrottleOptions, 'baseDelayMs' | 'maxDelayMs' | 'failuresPerAddress' | 'addressWindowMs'>,
    private readonly now: Clock = Date.now,
  ) {}

  /** The refusal the counters of every process impose on this attempt, or null; one read of two rows. */
  async check(username: string, address: string): Promise<SharedRefusal | null> {
    const now = this.now();
    const pair = pairRow(username, address);
    const rows = await readCounters(this.db, [addressRow(address), pair], now);
    const place = rows.find((row) => row.key !== pair);
    if (place && place.count >= this.options.failuresPerAddress && now < place.until) {
      return { retryAfterMs: place.until - now, limit: 'address' };
    }
    const tried = rows.find((row) => row.key === pair);
    if (tried && now < tried.until) return { retryAfterMs: tried.until - now, limit: 'pair' };
    return null;
  }

  async failed(username: string, address: string): Promise<void> {
    const now = this.now();
    await addPairFailure(this.db, pairRow(username, address), now, this.options.baseDelayMs, this.options.maxDelayMs);
    await addWindowFailure(this.db, addressRow(address), now, this.options.addressWindowMs);
  }

  /** A success forgets the pair's failures (not the address's: they still count in its window). */
  async succeeded(username: string, address: string): Promise<void> {
    await deleteCounter(this.db, pairRow(username, address));
  }
}

interface RateLimitResult {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: RateLimitResult) => void;

/** The part of @fastify/rate-limit's merged route settings a store reads (its types call them route options). */
interface RateLimitParams {
  routeInfo?: { method?: string | string[]; url?: string };
}


/**
 * A @fastify/rate-limit store class over `throttle_counters`: `incr` is one `INSERT … ON CONFLICT … RETURNING` of the
 * row `rate:<scope>:<address>`, fixed windows aligned to `timeWindow`. A route with its own limit (`child`) counts
 * in its own rows.
 */
export function sharedRateLimitStore(db: Database, janitor: CounterJanitor, log: FastifyBaseLogger, now: Clock = Date.now): FastifyRateLimitStoreCtor {
  // Used while the database fails: this process's own fixed windows, bounded.
  const local = new LRUCache<string, { until: number; count: number }>({ max: 10_000 });
  let failing = false;

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(params: object) {
      const info = (params as RateLimitParams).routeInfo;
      this.scope = info?.url ? `${[info.method ?? ''].flat().join(',')} ${info.url}` : 'all';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const row = `rate:${this.scope}:${key}`;
      const at = now();
      hitWindow(db, row, at, timeWindow).then(
        (hit) => {
          failing = false;
          janitor.touched();
          callback(null, { current: hit.count, ttl: hit.until - at });
        },
        (error: unknown) => {
          if (!failing) log.warn({ err: error }, 'admin API: the shared rate limit is unavailable; counting in this process');
          failing = true;
          const entry = local.get(row);
          const fresh = !entry || entry.until <= at;
          const next = fresh ? { until: at - (at % timeWindow) + timeWindow, count: 1 } : { until: entry.until, count: entry.count + 1 };
          local.set(row, next);
          callback(null, { current: next.count, ttl: next.until - at });
        },
      );
    }

    child(params: object): FastifyRateLimitStore {
      return new SharedRateLimitStore(params);
    }
  };
}

/**
 * Keeps `throttle_counters` small: deletes expired rows every `everyMs`, and also after every `touchesPerPurge`
 * writes of this process, then deletes the soonest-expiring rows above `maxRows`.
 */
export class CounterJanitor {
  private touches = 0;
  private purging: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: { maxRows: number; everyMs: number; touchesPerPurge: number },
    private readonly now: Clock = Date.now,
  ) {
    this.timer = setInterval(() => void this.purge(), options.everyMs);
    this.timer.unref();
  }

  touched(): void {
    this.touches += 1;
    if (this.touches >= this.options.touchesPerPurge) void this.purge();
  }

  purge(): Promise<void> {
    this.touches = 0;
    this.purging ??= purgeCounters(this.db, this.now(), this.options.maxRows)
      .then(
        () => undefined,
        (error: unknown) => this.log.warn({ err: error }, 'admin API: purging the shared throttle counters failed'),
      )
      .finally(() => {
        this.purging = null;
      });
    return this.purging;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.purging;
  }
}
