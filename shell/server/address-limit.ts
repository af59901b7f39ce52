/**
 * How many requests each client address may make a minute, in fixed one-minute windows of the clock. The counts live
 * in an LRU of at most `maxAddresses` addresses (the least recently seen forgotten first), so memory stays bounded
 * whatever the traffic; a forgotten address starts afresh. Synchronous: requests that arrive together are counted one
 * by one.
 */
import { LRUCache } from 'lru-cache';

const MINUTE_MS = 60_000;

export interface AddressLimitOptions {
  perMinute: number;
  /** Client addresses whose counts are kept at most. */
  maxAddresses?: number;
  now?: () => number;
}

/** 'limited' for a request over the limit, 'newly-limited' for the first of them in its address's minute. */
export type AddressLimitAnswer = 'allowed' | 'limited' | 'newly-limited';

export interface AddressLimit {
  /** Counts a request from `address`. */
  take(address: string): AddressLimitAnswer;
  /** Seconds until the current minute ends and every address may start again. */
  retryAfterSeconds(): number;
}

export function addressLimit({ perMinute, maxAddresses = 10_000, now = Date.now }: AddressLimitOptions): AddressLimit {
  const windows = new LRUCache<string, { minute: number; count: number }>({ max: maxAddresses });
  return {
    take(address) {
      const minute = Math.floor(now() / MINUTE_MS);
      const entry = windows.get(address);
      if (entry === undefined || entry.minute !== minute) {
        windows.set(address, { minute, count: 1 });
        return perMinute >= 1 ? 'allowed' : 'newly-limited';
      }
      if (entry.count >= perMinute) {
        // Counted once past the limit, so the first refusal is told apart from the rest.
        if (entry.count > perMinute) return 'limited';
        entry.count += 1;
        return 'newly-limited';
      }
      entry.count += 1;
      return 'allowed';
    },
    retryAfterSeconds: () => Math.ceil((MINUTE_MS - (now() % MINUTE_MS)) / 1000),
  };
}
