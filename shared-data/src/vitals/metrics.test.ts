import { describe, expect, it } from 'vitest';
import { deviceClassOf, percentileFromBuckets, vitalBucket, vitalRating } from './metrics.ts';

describe('vitalBucket', () => {
  it('puts a value in the bucket of its width, the last one open-ended', () => {
    // INP: 10 ms buckets. 0–9.99 → 0, 10 → 1, 199 → 19, 1000 and above → 100.
    expect(vitalBucket('INP', 0)).toBe(0);
    expect(vitalBucket('INP', 9.99)).toBe(0);
    expect(vitalBucket('INP', 10)).toBe(1);
    expect(vitalBucket('INP', 199)).toBe(19);
    expect(vitalBucket('INP', 1000)).toBe(100);
    expect(vitalBucket('INP', 250_000)).toBe(100);
    // LCP: 100 ms buckets. 2,450 ms → 24.
    expect(vitalBucket('LCP', 2450)).toBe(24);
    // CLS: 0.01 buckets; 0.3 is bucket 30 although 0.3 / 0.01 is 29.999… in floating point.
    expect(vitalBucket('CLS', 0.3)).toBe(30);
    expect(vitalBucket('CLS', 0.005)).toBe(0);
  });
});

describe('percentileFromBuckets', () => {
  it('reads the p75 by nearest rank as the upper edge of its bucket', () => {
    // Four INPs: two in [50, 60), one in [100, 110), one in [200, 210). Rank ⌈0.75 × 4⌉ = 3 is in [100, 110).
    expect(percentileFromBuckets('INP', new Map([[5, 2], [10, 1], [20, 1]]))).toEqual({ value: 110, over: false });
    // Five: rank ⌈3.75⌉ = 4, the [200, 210) one.
    expect(percentileFromBuckets('INP', new Map([[5, 2], [10, 1], [20, 2]]))).toEqual({ value: 210, over: false });
  });

  it('says when the percentile is past the last bucket, and gives nothing for no counts', () => {
    // LCP: one at 1.2 s, three past 10 s: rank 3 is in the open bucket, at least 10,000 ms.
    expect(percentileFromBuckets('LCP', new Map([[12, 1], [100, 3]]))).toEqual({ value: 10_000, over: true });
    expect(percentileFromBuckets('LCP', new Map())).toBeNull();
  });

  it('reads CLS without floating-point noise', () => {
    // CLS 0.05 ×3 and 0.12 ×1: rank 3 is in [0.05, 0.06).
    const counts: number[] = [];
    counts[5] = 3;
    counts[12] = 1;
    expect(percentileFromBuckets('CLS', counts)).toEqual({ value: 0.06, over: false });
  });
});

describe('vitalRating', () => {
  it('follows Google’s lines, the good one inclusive', () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2600)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4001)).toBe('poor');
    expect(vitalRating('INP', 200)).toBe('good');
    expect(vitalRating('INP', 500)).toBe('needs-improvement');
    expect(vitalRating('CLS', 0.26)).toBe('poor');
  });
});

describe('deviceClassOf', () => {
  it('tells phones, tablets and desktops apart by their user agents', () => {
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceClassOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('mobile');
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toBe('tablet');
    expect(deviceClassOf('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe('tablet');
    expect(deviceClassOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe('desktop');
    expect(deviceClassOf(undefined)).toBe('desktop');
  });
});
