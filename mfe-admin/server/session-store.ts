/**
 * Where the admin's sessions live, for @fastify/session. With the content database (`DatabaseSessionStore`) they
 * survive a restart and hold across several server processes; without one (`ExpiringMemoryStore`, tests and a bare
 * standalone API) they live in this process and end with it. Both forget a session once it expires: the plugin's
 * own MemoryStore would keep every session forever.
 */
import type { AdminSecrets } from '@shared-data/server';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Database } from '@shared-data/store';
import {
  destroySessionRow,
  getSessionRow,
  keepSessionRow,
  purgeExpiredSessionRows,
  saveSessionRow,
  updateSessionRow,
  type SessionData,
} from '@shared-data/store/cms';

interface Entry {
  session: Session;
  expiresAt: number;
}

export interface ExpiringStoreOptions {
  /** Lifetime of an entry whose cookie carries no expiry. */
  fallbackTtlMs: number;
  /** Longest any entry may live, whatever its cookie says. */
  maxTtlMs: number;
  maxEntries?: number;
  sweepIntervalMs?: number;
}

/** When a session saved now expires: its cookie's expiry (or the fallback lifetime), never later than the maximum. */
function expiryOf(session: Session, { fallbackTtlMs, maxTtlMs }: ExpiringStoreOptions): number {
  const now = Date.now();
  const cookieExpiry = session.cookie.expires ? new Date(session.cookie.expires).getTime() : Number.NaN;
  return Math.min(Number.isFinite(cookieExpiry) ? cookieExpiry : now + fallbackTtlMs, now + maxTtlMs);
}

/** Drops expired entries on read and on a periodic sweep, and caps how many it holds. One process only. */
export class ExpiringMemoryStore implements SessionStore {
  private readonly entries = new Map<string, Entry>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: ExpiringStoreOptions) {
    this.timer = setInterval(() => this.sweep(), options.sweepIntervalMs ?? 60_000);
    this.timer.unref();
  }

  get size(): number {
    return this.entries.size;
  }

  set(sessionId: string, session: Session, callback: (err?: unknown) => void): void {
    const expiresAt = expiryOf(session, this.options);
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { session, expiresAt });
    const max = this.options.maxEntries ?? 10_000;
    // Map keeps insertion order and `set` re-inserts, so the first keys are the least recently saved.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= max) break;
      this.entries.delete(key);
    }
    callback();
  }

  get(sessionId: string, callback: (err: unknown, result?: Session | null) => void): void {
    const entry = this.entries.get(sessionId);
    if (entry && entry.expiresAt <= Date.now()) this.entries.delete(sessionId);
    callback(null, entry && entry.expiresAt > Date.now() ? entry.session : null);
  }

  destroy(sessionId: string, callback: (err?: unknown) => void): void {
    this.entries.delete(sessionId);
    callback();
  }

  sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  close(): void {
    clearInterval(this.timer);
  }
}

/**
 * The `admin_sessions` row holding the cookie-signing secret when SESSION_SECRET is not set. Its expiry is far in
 * the future, so the purge of expired sessions never removes it, and `get` never answers it as a session.
 */
export const SECRET_ROW_ID = '__secret__';
const FOREVER = new Date('9999-12-31T00:00:00Z');

export interface DatabaseStoreOptions extends Omit<ExpiringStoreOptions, 'maxEntries'> {
  /** Told about a failed periodic purge (the next one tries again). */
  onPurgeError?: (error: unknown) => void;
}

/**
 * A session the database could not read, write or delete: the database is down or stuck, not the request wrong. The
 * admin API answers it 503 with its Turkish sentence and `Retry-After` (admin-api.ts), as every other store failure.
 */
export class SessionStoreUnavailable extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('the admin session store is unavailable', { cause });
    this.name = 'SessionStoreUnavailable';
  }
}

const unavailable = (callback: (err: unknown) => void) => (error: unknown) => callback(new SessionStoreUnavailable(error));

/**
 * Sessions as rows of `admin_sessions` (@shared-data/store): the session's JSON, its `user` key included, so that
 * an account's sessions can be ended when it is disabled or deleted. Expired rows are refused on read and purged
 * periodically; whichever process purges first does the work for all.
 */
export class DatabaseSessionStore implements SessionStore {
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly options: DatabaseStoreOptions,
  ) {
    this.timer = setInterval(() => void this.purge(), options.sweepIntervalMs ?? 10 * 60_000);
    this.timer.unref();
  }

  /**
   * A signed-in session is only ever updated, never created: every answer saves the session again (the idle
   * timeout rolls), and a request still in flight when its row was deleted (logout elsewhere, the account disabled
   * or deleted) must not bring it back. Only a fresh session, before its login is recorded, makes a row.
   */
  set(sessionId: string, session: Session, callback: (err?: unknown) => void): void {
    // Through JSON as the row will hold it: the cookie's dates become strings, which @fastify/session reads back.
    const data = JSON.parse(JSON.stringify(session)) as SessionData;
    const expiresAt = new Date(expiryOf(session, this.options));
    const save = session.user === undefined ? saveSessionRow : updateSessionRow;
    save(this.db, sessionId, data, expiresAt).then(() => callback(), unavailable(callback));
  }

  get(sessionId: string, callback: (err: unknown, result?: Session | null) => void): void {
    if (sessionId === SECRET_ROW_ID) return callback(null, null);
    getSessionRow(this.db, sessionId).then((data) => callback(null, data as Session | null), unavailable(callback));
  }

  destroy(sessionId: string, callback: (err?: unknown) => void): void {
    destroySessionRow(this.db, sessionId).then(() => callback(), unavailable(callback));
  }

  /** Deletes the expired rows; answers how many (0 after a failure, which goes to `onPurgeError`). */
  async purge(): Promise<number> {
    try {
      return await purgeExpiredSessionRows(this.db);
    } catch (error) {
      this.options.onPurgeError?.(error);
      return 0;
    }
  }

  close(): void {
    clearInterval(this.timer);
  }
}

export interface SessionSecret {
  secret: string;
  source: 'SESSION_SECRET' | 'database' | 'random';
}

/**
 * The secret that signs session cookies: SESSION_SECRET (32+ characters) when set. Otherwise, with a database, a
 * random value made once and kept in it (the first process to start makes it, every other reads it), so that a
 * cookie stays valid across restarts and processes; without a database, random per start.
 */
export async function sessionSecret(secrets: Pick<AdminSecrets, 'sessionSecret'>, db?: Database): Promise<SessionSecret> {
  const configured = secrets.sessionSecret;
  if (configured !== undefined && configured !== '') {
    if (configured.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    return { secret: configured, source: 'SESSION_SECRET' };
  }
  const fresh = randomBytes(32).toString('base64url');
  if (!db) return { secret: fresh, source: 'random' };
  const kept = await keepSessionRow(db, SECRET_ROW_ID, { secret: fresh }, FOREVER);
  if (typeof kept.secret !== 'string' || kept.secret.length < 32) {
    throw new Error(`the session secret kept in admin_sessions (${SECRET_ROW_ID}) is malformed; delete that row to make a new one`);
  }
  return { secret: kept.secret, source: 'database' };
}
