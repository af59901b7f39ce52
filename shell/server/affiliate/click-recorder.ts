/**
 * The buffer between the redirect and the database. `record` only pushes to an array, so a click never
 * waits for a write; batches go out every second, or as soon as 500 are waiting, and everything left is written on
 * close. Memory stays bounded: past `maxBuffered` clicks are not recorded, and past `limitAbove` each client address
 * may add only `perAddressPerMinute` a minute, so one client cannot fill the buffer for everyone. Whatever is not
 * recorded is counted and logged, never lost in silence; the redirect itself is never refused.
 */
import { LRUCache } from 'lru-cache';
import type { ClickRecord } from '@shared-data/store/cms';

export interface ClickRecorderLog {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface ClickRecorderOptions {
  /** Stores one batch; a rejection keeps the batch for the next tick. */
  write(clicks: readonly ClickRecord[]): Promise<unknown>;
  log: ClickRecorderLog;
  flushEveryMs?: number;
  /** Waiting clicks that start a write before the next tick. */
  batchSize?: number;
  /** Clicks handed to one `write` at most (one transaction). */
  maxWrite?: number;
  /** Clicks held at most, waiting and being written together. */
  maxBuffered?: number;
  /** Held clicks above which the per-address limit applies. */
  limitAbove?: number;
  perAddressPerMinute?: number;
  /** Client addresses whose counts are kept at most. */
  maxAddresses?: number;
  now?: () => number;
}

export interface ClickRecorder {
  /** Buffers a click from `address` (never stored); false when it was not recorded. */
  record(click: ClickRecord, address: string): boolean;
  /** Writes everything waiting; false when a write failed (the clicks stay buffered). */
  flush(): Promise<boolean>;
  /** Clicks held now, waiting and being written. */
  buffered(): number;
  /** Stops the timer and writes everything left. */
  close(): Promise<void>;
}

/** Writes tried on close before what is left is given up (and logged). */
const CLOSE_ATTEMPTS = 3;

export function clickRecorder(options: ClickRecorderOptions): ClickRecorder {
  const {
    write,
    log,
    flushEveryMs = 1_000,
    batchSize = 500,
    maxWrite = 5_000,
    maxBuffered = 50_000,
    limitAbove = 10_000,
    perAddressPerMinute = 60,
    maxAddresses = 10_000,
    now = Date.now,
  } = options;
  let waiting: ClickRecord[] = [];
  let writing = 0;
  let running: Promise<boolean> | null = null;
  // After a failed write, waiting clicks no longer start writes by their number: the next tick retries.
  let failing = false;
  let closed = false;
  let overBound = 0;
  let overLimit = 0;
  // Fixed one-minute windows per address; the LRU forgets the quietest addresses first.
  const perAddress = new LRUCache<string, { minute: number; count: number }>({ max: maxAddresses });

  const allowed = (address: string) => {
    const minute = Math.floor(now() / 60_000);
    const entry = perAddress.get(address);
    if (entry === undefined || entry.minute !== minute) {
      perAddress.set(address, { minute, count: 1 });
      return true;
    }
    if (entry.count >= perAddressPerMinute) return false;
    entry.count += 1;
    return true;
  };

  const drain = async (): Promise<boolean> => {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxWrite);
      writing = batch.length;
      try {
        await write(batch);
        failing = false;
      } catch (error) {
        // Back at the front, in order; the bound counted them all along, so it still holds.
        waiting = batch.concat(waiting);
        failing = true;
        log.error(`writing ${batch.length} clicks failed; ${waiting.length} kept for the next try`, error);
        return false;
      } finally {
        writing = 0;
      }
    }
    return true;
  };

  const flush = (): Promise<boolean> => {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  };

  const report = () => {
    if (overBound > 0) log.warn(`${overBound} clicks not recorded: ${maxBuffered} clicks are waiting to be written`);
    if (overLimit > 0) log.warn(`${overLimit} clicks not recorded: over ${perAddressPerMinute} a minute from one address while ${limitAbove}+ are waiting`);
    overBound = 0;
    overLimit = 0;
  };

  const timer = setInterval(() => {
    report();
    if (waiting.length > 0) void flush();
  }, flushEveryMs);
  // The recorder never keeps the process alive by itself: close() writes what is left.
  timer.unref();

  return {
    record(click, address) {
      const held = waiting.length + writing;
      if (closed || held >= maxBuffered) {
        overBound += 1;
        return false;
      }
      if (held >= limitAbove && !allowed(address)) {
        overLimit += 1;
        return false;
      }
      waiting.push(click);
      if (waiting.length >= batchSize && running === null && !failing) void flush();
      return true;
    },
    flush,
    buffered: () => waiting.length + writing,
    async close() {
      clearInterval(timer);
      closed = true;
      for (let attempt = 0; attempt < CLOSE_ATTEMPTS && (waiting.length > 0 || running !== null); attempt++) await flush();
      report();
      if (waiting.length > 0) log.error(`${waiting.length} clicks could not be written before shutdown and are lost`);
    },
  };
}
