/**
 * Login throttling that a parallel burst cannot get past and that a stranger cannot turn against the operator.
 * Two limits, both decided before any password is checked:
 *
 * - Per (username, client address) pair: after each failure the pair waits 1 s, 2 s, 4 s … (up to 15 minutes)
 *   before its next attempt is even checked. `admit` reserves the attempt synchronously, so while one attempt of a
 *   pair is being verified every other one waits for its outcome (`inFlight`) and then asks again: after a failure
 *   they are refused with the wait it imposed, so twenty wrong passwords arriving together get one Argon2id check
 *   between them; after a success they are checked one after another, so two tabs (or two colleagues behind one
 *   address) signing in to one account at the same moment both get in. Failures at one address never delay the same
 *   username at another, so nobody can lock the operator out by failing logins with the operator's name.
 * - Per address: at most `failuresPerAddress` failures in `addressWindowMs` over all usernames, attempts in flight
 *   counted as failures until they are settled, so spraying many usernames from one address is bounded too.
 *
 * State lives in this process, in LRU caches so that memory stays bounded whatever addresses and names arrive. With a
 * database, the same limits are also kept there for every process to see (shared-limits.ts).
 */
import { LRUCache } from 'lru-cache';

const MINUTE = 60_000;

export interface ThrottleOptions {
  /** The wait after a pair's first failure; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait; a pair quiet this long after its wait ended starts again from `baseDelayMs`. */
  maxDelayMs: number;
  failuresPerAddress: number;
  addressWindowMs: number;
  /** Pairs and addresses remembered; the least recently used are forgotten first. */
  maxTracked: number;
}

export const defaultThrottleOptions: ThrottleOptions = {
  baseDelayMs: 1000,
  maxDelayMs: 15 * MINUTE,
  failuresPerAddress: 20,
  addressWindowMs: 15 * MINUTE,
  maxTracked: 10_000,
};

/** One admitted attempt; exactly the first of its calls counts. */
export interface LoginAttempt {
  succeeded(): void;
  failed(): void;
  /** The check could not be made (the database is down): the attempt counts neither way. */
  abandoned(): void;
}

export type Admission =
  | { allowed: true; attempt: LoginAttempt }
  | {
      allowed: false;
      retryAfterMs: number;
      limit: 'pair' | 'address';
      /** Set while another attempt of the pair is being checked: settles with it; then `admit` again. */
      inFlight?: Promise<void>;
    };

interface PairState {
  failures: number;
  /** Epoch ms before which the pair's next attempt is refused. */
  retryAt: number;
  /** The attempt being checked, settled when it is; null when none is. */
  checking: Promise<void> | null;
}

interface AddressState {
  /** Times of the failures inside the window, oldest first. */
  failedAt: number[];
  checking: number;
}

/** A (username, client address) pair as one key; JSON keeps it unambiguous whatever characters the username holds. */
export function pairKey(username: string, address: string): string {
  return JSON.stringify([username.trim().toLowerCase(), address]);
}

export class LoginThrottle {
  private readonly options: ThrottleOptions;
  private readonly pairs: LRUCache<string, PairState>;
  private readonly addresses: LRUCache<string, AddressState>;

  constructor(options: Partial<ThrottleOptions> = {}) {
    this.options = { ...defaultThrottleOptions, ...options };
    this.pairs = new LRUCache({ max: this.options.maxTracked });
    this.addresses = new LRUCache({ max: this.options.maxTracked });
  }

  /** The wait after a pair's `failures`-th failure in a row. */
  delayAfter(failures: number): number {
    return Math.min(this.options.baseDelayMs * 2 ** Math.max(0, failures - 1), this.options.maxDelayMs);
  }

  /** Lets an attempt through and reserves it, or says how long to wait. Must be called before anything is awaited. */
  admit(username: string, address: string): Admission {
    const now = Date.now();
    const place = this.addressState(address, now);
    const { failuresPerAddress, addressWindowMs, baseDelayMs } = this.options;
    if (place.failedAt.length + place.checking >= failuresPerAddress) {
      // With the window full, its oldest failure leaves first; otherwise the checks in flight decide within moments.
      const oldest = place.failedAt.length >= failuresPerAddress ? place.failedAt[0] : undefined;
      const retryAfterMs = oldest === undefined ? baseDelayMs : oldest + addressWindowMs - now;
      return { allowed: false, retryAfterMs, limit: 'address' };
    }
    const key = pairKey(username, address);
    const pair = this.pairState(key, now);
    // An attempt in flight will, if it fails, impose the next wait: nobody learns more by asking before it settles.
    if (pair.checking) return { allowed: false, retryAfterMs: this.delayAfter(pair.failures + 1), limit: 'pair', inFlight: pair.checking };
    if (now < pair.retryAt) return { allowed: false, retryAfterMs: pair.retryAt - now, limit: 'pair' };

    let release = () => {};
    pair.checking = new Promise<void>((resolve) => {
      release = resolve;
    });
    place.checking += 1;
    this.pairs.set(key, pair);
    this.addresses.set(address, place);
    let settled = false;
    const settle = (outcome: 'succeeded' | 'failed' | 'abandoned') => {
      if (settled) return;
      settled = true;
      pair.checking = null;
      place.checking -= 1;
      if (outcome === 'succeeded') this.pairs.delete(key);
      if (outcome === 'failed') {
        const at = Date.now();
        pair.failures += 1;
        pair.retryAt = at + this.delayAfter(pair.failures);
        place.failedAt.push(at);
        // Set again in case the caches let them go while the check ran.
        this.pairs.set(key, pair);
        this.addresses.set(address, place);
      }
      release();
    };
    return {
      allowed: true,
      attempt: {
        succeeded: () => settle('succeeded'),
        failed: () => settle('failed'),
        abandoned: () => settle('abandoned'),
      },
    };
  }

  private pairState(key: string, now: number): PairState {
    const pair = this.pairs.get(key);
    const forgotten = pair && !pair.checking && now >= pair.retryAt + this.options.maxDelayMs;
    return pair && !forgotten ? pair : { failures: 0, retryAt: 0, checking: null };
  }

  private addressState(address: string, now: number): AddressState {
    const place = this.addresses.get(address) ?? { failedAt: [], checking: 0 };
    const windowStart = now - this.options.addressWindowMs;
    while (place.failedAt.length > 0 && (place.failedAt[0] ?? 0) <= windowStart) place.failedAt.shift();
    return place;
  }
}
