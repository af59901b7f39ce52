/**
 * The buffer between a request and the database, for what readers' requests add up to (the redirect's clicks, the
 * field vitals' beacons). `record` only pushes to an array, so a request never waits for a write; batches go out every
 * second, or as soon as 500 are waiting, and everything left is written on close. Memory stays bounded: past
 * `maxBuffered` items are not recorded, and past `limitAbove` each client address may add only `perAddressPerMinute` a
 * minute, so one client cannot fill the buffer for everyone. Whatever is not recorded is counted and logged, never
 * lost in silence; the request itself is never refused for it.
 */
import { addressLimit } from './address-limit.ts';

export interface BatchRecorderLog {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface BatchRecorderOptions<T> {
  /** What is recorded, plural, as the log names it ('clicks'). */
  noun: string;
  /** Stores one batch; a rejection keeps the batch for the next tick. */
  write(items: readonly T[]): Promise<unknown>;
  log: BatchRecorderLog;
  flushEveryMs?: number;
  /** Waiting items that start a write before the next tick. */
  batchSize?: number;
  /** Items handed to one `write` at most (one transaction). */
  maxWrite?: number;
  /** Items held at most, waiting and being written together. */
  maxBuffered?: number;
  /** Held items above which the per-address limit applies. */
  limitAbove?: number;
  perAddressPerMinute?: number;
  /** Client addresses whose counts are kept at most. */
  maxAddresses?: number;
  now?: () => number;
}

export interface BatchRecorder<T> {
  /** Buffers an item from `address` (never stored); false when it was not recorded. */
  record(item: T, address: string): boolean;
  /** Writes everything waiting; false when a write failed (the items stay buffered). */
  flush(): Promise<boolean>;
  /** Items held now, waiting and being written. */
  buffered(): number;
  /** Stops the timer and writes everything left. */
  close(): Promise<void>;
}

/** Writes tried on close before what is left is given up (and logged). */
const CLOSE_ATTEMPTS = 3;

export function batchRecorder<T>(options: BatchRecorderOptions<T>): BatchRecorder<T> {
  const {
    noun,
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
  let waiting: T[] = [];
  let writing = 0;
  let running: Promise<boolean> | null = null;
  // After a failed write, waiting items no longer start writes by their number: the next tick retries.
  let failing = false;
  let closed = false;
  let overBound = 0;
  let overLimit = 0;
  const perAddress = addressLimit({ perMinute: perAddressPerMinute, maxAddresses, now });
  const allowed = (address: string) => perAddress.take(address) === 'allowed';

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
        log.error(`writing ${batch.length} ${noun} failed; ${waiting.length} kept for the next try`, error);
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
    if (overBound > 0) log.warn(`${overBound} ${noun} not recorded: ${maxBuffered} ${noun} are waiting to be written`);
    if (overLimit > 0) log.warn(`${overLimit} ${noun} not recorded: over ${perAddressPerMinute} a minute from one address while ${limitAbove}+ are waiting`);
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
    record(item, address) {
      const held = waiting.length + writing;
      if (closed || held >= maxBuffered) {
        overBound += 1;
        return false;
      }
      if (held >= limitAbove && !allowed(address)) {
        overLimit += 1;
        return false;
      }
      waiting.push(item);
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
      if (waiting.length > 0) log.error(`${waiting.length} ${noun} could not be written before shutdown and are lost`);
    },
  };
}
