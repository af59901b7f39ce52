import type { ClickRecord } from '@shared-data/store/cms';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchRecorder, type BatchRecorderOptions } from './batch-recorder.ts';

let serial = 0;
const click = (): ClickRecord => ({
  clickId: `c${++serial}`,
  at: 0,
  casinoId: 1,
  placement: 'tablo',
  pagePath: '/',
  device: 'desktop',
  isBot: false,
  country: null,
  rule: 'show',
});

/** A recorder over a writer that keeps what it is given, failing the first `failures` writes; the clock is ours. */
function setup(options: Partial<BatchRecorderOptions<ClickRecord>> & { failures?: number } = {}) {
  const writes: string[][] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  let failures = options.failures ?? 0;
  let time = 0;
  const recorder = batchRecorder<ClickRecord>({
    noun: 'clicks',
    write: async (clicks) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('database gone');
      }
      writes.push(clicks.map((c) => c.clickId));
    },
    log: { warn: (message) => warnings.push(message), error: (message) => errors.push(message) },
    now: () => time,
    ...options,
  });
  return { recorder, writes, warnings, errors, advanceClock: (ms: number) => (time += ms) };
}

beforeEach(() => {
  serial = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('batchRecorder batching', () => {
  it('writes what waits once a second, and nothing before', async () => {
    const { recorder, writes } = setup();
    for (let i = 0; i < 3; i++) expect(recorder.record(click(), 'a')).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([['c1', 'c2', 'c3']]);
    expect(recorder.buffered()).toBe(0);
    await recorder.close();
  });

  it('starts a write as soon as 500 clicks wait, without the tick', async () => {
    const { recorder, writes } = setup();
    for (let i = 0; i < 500; i++) recorder.record(click(), 'a');
    await vi.advanceTimersByTimeAsync(0);
    expect(writes.map((w) => w.length)).toEqual([500]);
    await recorder.close();
  });

  it('hands one write at most maxWrite clicks', async () => {
    const { recorder, writes } = setup({ maxWrite: 5 });
    for (let i = 0; i < 12; i++) recorder.record(click(), 'a');
    expect(await recorder.flush()).toBe(true);
    expect(writes.map((w) => w.length)).toEqual([5, 5, 2]);
  });
});

describe('batchRecorder failures', () => {
  it('keeps a batch whose write failed and writes it, in order, on the next tick', async () => {
    const { recorder, writes, errors } = setup({ failures: 1 });
    recorder.record(click(), 'a');
    recorder.record(click(), 'a');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(writes).toEqual([]);
    expect(recorder.buffered()).toBe(2);
    expect(errors).toEqual(['writing 2 clicks failed; 2 kept for the next try']);
    recorder.record(click(), 'a');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(writes).toEqual([['c1', 'c2', 'c3']]);
    expect(recorder.buffered()).toBe(0);
    await recorder.close();
  });

  it('does not start a write per click while writes fail: the tick retries', async () => {
    const { recorder, errors } = setup({ failures: 100, batchSize: 2 });
    recorder.record(click(), 'a');
    recorder.record(click(), 'a');
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(1);
    for (let i = 0; i < 10; i++) recorder.record(click(), 'a');
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toEqual(['writing 2 clicks failed; 2 kept for the next try', 'writing 12 clicks failed; 12 kept for the next try']);
  });

  it('writes everything left on close, and says how many are lost when it cannot', async () => {
    const kept = setup();
    for (let i = 0; i < 7; i++) kept.recorder.record(click(), 'a');
    await kept.recorder.close();
    expect(kept.writes).toEqual([['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']]);

    const lost = setup({ failures: 3 });
    for (let i = 0; i < 4; i++) lost.recorder.record(click(), 'a');
    await lost.recorder.close();
    expect(lost.writes).toEqual([]);
    expect(lost.errors.at(-1)).toBe('4 clicks could not be written before shutdown and are lost');
  });

  it('retries on close: a write that fails twice still lands', async () => {
    const { recorder, writes } = setup({ failures: 2 });
    recorder.record(click(), 'a');
    await recorder.close();
    expect(writes).toEqual([['c1']]);
  });
});

describe('batchRecorder bounds', () => {
  // Hand-worked: 5 clicks fill up to the limit; then each address adds 2 a minute; the bound is 10.
  const bounds = { maxBuffered: 10, limitAbove: 5, perAddressPerMinute: 2, batchSize: 1_000 };

  it('limits each address above limitAbove, refuses all at maxBuffered, and logs both counts', async () => {
    const { recorder, warnings } = setup({ ...bounds, failures: 100 });
    const results = (address: string, n: number) => Array.from({ length: n }, () => recorder.record(click(), address));
    expect(results('a', 5)).toEqual([true, true, true, true, true]);
    // From here 'a' has 2 a minute; its third is refused.
    expect(results('a', 3)).toEqual([true, true, false]);
    expect(results('b', 2)).toEqual([true, true]);
    expect(results('c', 1)).toEqual([true]);
    expect(recorder.buffered()).toBe(10);
    // Full: refused whatever the address.
    expect(results('d', 1)).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(warnings).toEqual([
      '1 clicks not recorded: 10 clicks are waiting to be written',
      '1 clicks not recorded: over 2 a minute from one address while 5+ are waiting',
    ]);
    expect(recorder.buffered()).toBe(10);
  });

  it('gives an address its allowance again the next minute, and records freely once the buffer drains', async () => {
    const { recorder, advanceClock } = setup(bounds);
    for (let i = 0; i < 5; i++) recorder.record(click(), 'x');
    expect([recorder.record(click(), 'a'), recorder.record(click(), 'a'), recorder.record(click(), 'a')]).toEqual([true, true, false]);
    advanceClock(60_000);
    expect(recorder.record(click(), 'a')).toBe(true);
    await recorder.flush();
    expect(recorder.buffered()).toBe(0);
    expect([recorder.record(click(), 'a'), recorder.record(click(), 'a'), recorder.record(click(), 'a')]).toEqual([true, true, true]);
    await recorder.close();
  });
});
