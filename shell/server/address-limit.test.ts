import { describe, expect, it } from 'vitest';
import { addressLimit } from './address-limit.ts';

describe('addressLimit', () => {
  it('allows each address its count a clock minute, tells the first refusal apart, and starts again the next minute', () => {
    let time = 90_000;
    const limit = addressLimit({ perMinute: 2, now: () => time });
    expect(['a', 'a', 'a', 'a', 'b'].map((address) => limit.take(address))).toEqual(['allowed', 'allowed', 'newly-limited', 'limited', 'allowed']);
    // 90 s is 30 s into its minute.
    expect(limit.retryAfterSeconds()).toBe(30);
    time = 120_000;
    expect(limit.take('a')).toBe('allowed');
  });

  it('keeps at most maxAddresses counts: the least recently seen is forgotten and starts afresh', () => {
    const limit = addressLimit({ perMinute: 1, maxAddresses: 2, now: () => 0 });
    expect([limit.take('a'), limit.take('b'), limit.take('a')]).toEqual(['allowed', 'allowed', 'newly-limited']);
    // 'c' pushes out 'b', the least recently seen: 'a' is still counted, 'b' starts afresh.
    expect([limit.take('c'), limit.take('a'), limit.take('b')]).toEqual(['allowed', 'limited', 'allowed']);
  });
});
