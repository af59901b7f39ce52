import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginThrottle, type Admission, type LoginAttempt } from './login-throttle.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const A = '198.51.100.1';
const B = '203.0.113.2';

function admitted(admission: Admission): LoginAttempt {
  if (!admission.allowed) throw new Error(`refused for ${admission.retryAfterMs} ms (${admission.limit})`);
  return admission.attempt;
}

function refusal(admission: Admission) {
  return admission.allowed ? 'allowed' : { retryAfterMs: admission.retryAfterMs, limit: admission.limit };
}

/** One failed attempt of the pair, which must be admitted. */
function fail(throttle: LoginThrottle, username: string, address: string) {
  admitted(throttle.admit(username, address)).failed();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-08-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LoginThrottle.delayAfter', () => {
  it.each([
    [1, 1 * SECOND],
    [2, 2 * SECOND],
    [3, 4 * SECOND],
    [10, 512 * SECOND],
    // 1 s × 2^10 = 1024 s is past the 15 minute cap.
    [11, 15 * MINUTE],
    [40, 15 * MINUTE],
  ])('waits after failure %i for %i ms', (failures, ms) => {
    expect(new LoginThrottle().delayAfter(failures)).toBe(ms);
  });
});

describe('LoginThrottle.admit', () => {
  it('reserves the attempt: while it is checked, the same pair is held without a check until it settles', async () => {
    const throttle = new LoginThrottle();
    const first = admitted(throttle.admit('operator', A));
    const burst = Array.from({ length: 19 }, () => throttle.admit('operator', A));
    expect(burst.map(refusal)).toEqual(Array.from({ length: 19 }, () => ({ retryAfterMs: SECOND, limit: 'pair' })));
    let settled = 0;
    const waits = burst.map((held) => (held.allowed ? undefined : held.inFlight?.then(() => (settled += 1))));
    expect(waits.every((wait) => wait instanceof Promise)).toBe(true);
    await Promise.resolve();
    expect(settled).toBe(0);
    first.failed();
    await Promise.all(waits);
    expect(settled).toBe(19);
    // Asked again after the failure: refused with the wait it imposed, and nothing more to wait for.
    const again = throttle.admit('operator', A);
    expect(refusal(again)).toEqual({ retryAfterMs: SECOND, limit: 'pair' });
    expect(!again.allowed && again.inFlight).toBeUndefined();
  });

  it('admits the next attempt of the pair once one in flight succeeds, and holds the others behind it', async () => {
    const throttle = new LoginThrottle();
    const first = admitted(throttle.admit('operator', A));
    const held = throttle.admit('operator', A);
    if (held.allowed) throw new Error('admitted while another attempt was checked');
    expect(held.inFlight).toBeInstanceOf(Promise);
    first.succeeded();
    await held.inFlight;
    const second = admitted(throttle.admit('operator', A));
    expect(throttle.admit('operator', A)).toMatchObject({ allowed: false, limit: 'pair' });
    second.succeeded();
    expect(throttle.admit('operator', A).allowed).toBe(true);
  });

  it('doubles the wait after every failure of the pair', () => {
    const throttle = new LoginThrottle();
    const start = Date.now();
    fail(throttle, 'operator', A);
    vi.setSystemTime(start + 999);
    expect(refusal(throttle.admit('operator', A))).toEqual({ retryAfterMs: 1, limit: 'pair' });
    vi.setSystemTime(start + SECOND);
    fail(throttle, 'operator', A);
    expect(refusal(throttle.admit('OPERATOR ', A))).toEqual({ retryAfterMs: 2 * SECOND, limit: 'pair' });
    vi.setSystemTime(start + 3 * SECOND);
    fail(throttle, 'operator', A);
    expect(refusal(throttle.admit('operator', A))).toEqual({ retryAfterMs: 4 * SECOND, limit: 'pair' });
  });

  it('never delays the same username at another address', () => {
    const throttle = new LoginThrottle({ failuresPerAddress: 1000 });
    const start = Date.now();
    // Fifty failures from A, each as soon as the previous wait allows: 1023 s of doubling, then 40 × 15 minutes.
    for (let i = 0; i < 50; i += 1) {
      fail(throttle, 'operator', A);
      vi.setSystemTime(Date.now() + throttle.delayAfter(i + 1));
    }
    expect(Date.now() - start).toBe((1 + 2 + 4 + 8 + 16 + 32 + 64 + 128 + 256 + 512) * SECOND + 40 * 15 * MINUTE);
    expect(throttle.admit('operator', B).allowed).toBe(true);
  });

  it('clears the pair on success, so the next failure waits 1 s again', () => {
    const throttle = new LoginThrottle();
    const start = Date.now();
    fail(throttle, 'operator', A);
    vi.setSystemTime(start + SECOND);
    fail(throttle, 'operator', A);
    vi.setSystemTime(start + 3 * SECOND);
    admitted(throttle.admit('operator', A)).succeeded();
    fail(throttle, 'operator', A);
    expect(refusal(throttle.admit('operator', A))).toEqual({ retryAfterMs: SECOND, limit: 'pair' });
  });

  it('forgets a pair that stayed quiet for the longest wait after its own wait ended', () => {
    const throttle = new LoginThrottle();
    const start = Date.now();
    fail(throttle, 'operator', A);
    vi.setSystemTime(start + SECOND);
    fail(throttle, 'operator', A);
    // The second wait ended at 3 s; 15 minutes later the pair starts from 1 s again.
    vi.setSystemTime(start + 3 * SECOND + 15 * MINUTE);
    fail(throttle, 'operator', A);
    expect(refusal(throttle.admit('operator', A))).toEqual({ retryAfterMs: SECOND, limit: 'pair' });
  });

  it('counts neither way an attempt that could not be checked', () => {
    const throttle = new LoginThrottle({ failuresPerAddress: 1 });
    const attempt = admitted(throttle.admit('operator', A));
    attempt.abandoned();
    attempt.failed();
    expect(throttle.admit('operator', A).allowed).toBe(true);
  });

  it('limits failures per address over all usernames, checks in flight included', () => {
    const throttle = new LoginThrottle();
    const start = Date.now();
    for (let i = 0; i < 19; i += 1) {
      fail(throttle, `user-${i}`, A);
      vi.setSystemTime(Date.now() + SECOND);
    }
    // The 20th attempt is in flight: it fills the address's allowance until it is settled.
    const twentieth = admitted(throttle.admit('user-19', A));
    expect(refusal(throttle.admit('someone-else', A))).toEqual({ retryAfterMs: SECOND, limit: 'address' });
    twentieth.failed();
    // Window full: the first failure (at the start) leaves it 15 minutes later; it is now 19 s past the start.
    expect(refusal(throttle.admit('someone-else', A))).toEqual({ retryAfterMs: 15 * MINUTE - 19 * SECOND, limit: 'address' });
    expect(throttle.admit('operator', B).allowed).toBe(true);
    vi.setSystemTime(start + 15 * MINUTE);
    expect(throttle.admit('someone-else', A).allowed).toBe(true);
  });

  it('lets a success pass without using up the address allowance', () => {
    const throttle = new LoginThrottle({ failuresPerAddress: 2 });
    for (let i = 0; i < 5; i += 1) admitted(throttle.admit('operator', A)).succeeded();
    fail(throttle, 'a', A);
    fail(throttle, 'b', A);
    expect(refusal(throttle.admit('c', A))).toMatchObject({ limit: 'address' });
  });
});
