/**
 * Where the admin's sessions live, for @fastify/session. With the content database (`DatabaseSessionStore`) they
 * survive a restart and hold across several server processes; without one (`ExpiringMemoryStore`, tests and a bare
 * standalone API) they live in this process and end with it. Both forget a session once it expires: the plugin's
 * own MemoryStore would keep every session forever.
 */
import type { AdminSecrets } from '@shared-data/server';
import type { SessionStore } from '@fastify/session';
import type { FastifyInstance, Session } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Database } from '@shared-data/store';
import {
  destroySessionRow,
  getSessionRow,
  keepSessionRow,
  purgeExpiredSessionRows,
  saveSessionRow,
  updateSessionRow,
  type SessionChanges,
  type SessionData,
} from '@shared-data/store/cms';

/**
 * What each request's session held when it was read, key by key as JSON. @fastify/session saves the whole session
 * after every request (the idle timeout rolls), so of two overlapping requests of one session, the one that finished
 * last would write back what it had read and undo the other's change: the admin page loads several lists at once, and
 * a passkey challenge saved by one request was lost to a list's request that had read the session before it. The
 * stores save only what a request changed instead.
 */
const asRead = new WeakMap<Session, Map<string, string>>();

/** A session as its row holds it: through JSON, so the cookie's dates are strings, which @fastify/session reads back. */
const dataOf = (session: Session) => JSON.parse(JSON.stringify(session)) as SessionData;

/**
 * Remembers what each request's session held when @fastify/session read it: registered right after that plugin, so
 * that its hook runs before any other changes the session. A session made later in the request (a login's new one)
 * has nothing to compare with and is saved whole; its id is new, so no other request shares it.
 */
export function trackSessionChanges(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.session) return;
    // The cookie is left out, so it always counts as set: the plugin has already rolled its expiry on as it read the
    // session, and the saved expiry is what the next request is checked against.
    const read = Object.entries(dataOf(request.session)).filter(([key]) => key !== 'cookie');
    asRead.set(request.session, new Map(read.map(([key, value]) => [key, JSON.stringify(value)])));
  });
}

/** The keys the request set and removed since its session was read, or undefined when it was not tracked. */
function changesOf(session: Session, data: SessionData): SessionChanges | undefined {
  const before = asRead.get(session);
  if (!before) return undefined;
  const set: SessionData = {};
  for (const [key, value] of Object.entries(data)) if (before.get(key) !== JSON.stringify(value)) set[key] = value;
  return { set, removed: [...before.keys()].filter((key) => !(key in data)) };
}

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

/** A held session with one request's changes applied. */
function merged(held: Session, { set, removed }: SessionChanges): Session {
  const data: SessionData = { ...dataOf(held), ...set };
  for (const key of removed) delete data[key];
  // Plain data, as the database store answers too: @fastify/session makes the request's session from it.
  return data as unknown as Session;
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
    const entry = this.entries.get(sessionId);
    const held = entry && entry.expiresAt > Date.now() ? entry : undefined;
    const changes = held ? changesOf(session, dataOf(session)) : undefined;
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { session: held && changes ? merged(held.session, changes) : session, expiresAt });
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
    const data = dataOf(session);
    const expiresAt = new Date(expiryOf(session, this.options));
    const save = session.user === undefined ? saveSessionRow : updateSessionRow;
    save(this.db, sessionId, data, expiresAt, changesOf(session, data)).then(() => callback(), unavailable(callback));
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
