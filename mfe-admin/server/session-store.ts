/**
 * An in-memory store for @fastify/session that forgets sessions once they expire. The plugin's own MemoryStore keeps
 * every session forever; this one drops expired entries on read and on a periodic sweep, and caps how many it holds.
 * One process only: sessions end when the server restarts, which for one operator account is acceptable.
 */
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';

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
    const now = Date.now();
    const cookieExpiry = session.cookie.expires ? new Date(session.cookie.expires).getTime() : Number.NaN;
    const expiresAt = Math.min(
      Number.isFinite(cookieExpiry) ? cookieExpiry : now + this.options.fallbackTtlMs,
      now + this.options.maxTtlMs,
    );
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
