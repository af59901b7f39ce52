import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportVitals } from './report-vitals.ts';

/** The metrics the library was asked for: it is asked once the reporter has loaded. */
const asked = vi.hoisted(() => ({ metrics: [] as string[] }));

vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => {
    asked.metrics.push(name);
    callback({ name, value: 1000, attribution: {} });
  };
  return { onTTFB: on('TTFB'), onFCP: on('FCP'), onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') };
});

const sendBeacon = vi.fn(() => true);
let visibility: DocumentVisibilityState = 'visible';

/** The reader leaves: the page is hidden. */
function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Lets the dynamic import of the reporter settle. */
const loaded = () => vi.waitFor(() => expect(asked.metrics).toEqual(['TTFB', 'FCP', 'LCP', 'INP', 'CLS']));

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState({}, '', '/blog');
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});

afterEach(() => {
  hide();
  asked.metrics.length = 0;
  sendBeacon.mockClear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('reportVitals', () => {
  it('loads the reporter only after the reader first acts, in the idle time that follows', async () => {
    reportVitals(1);
    await vi.advanceTimersByTimeAsync(9000);
    expect(asked.metrics).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    expect(asked.metrics).toEqual([]);
    await vi.advanceTimersByTimeAsync(600);
    await loaded();
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('loads it ten seconds after the load when the reader does nothing', async () => {
    reportVitals(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked.metrics).toEqual([]);
    await vi.advanceTimersByTimeAsync(600);
    await loaded();
  });

  it('at a sample rate of 0 loads nothing and sends nothing', async () => {
    reportVitals(0);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(30_000);
    hide();
    expect(asked.metrics).toEqual([]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('measures nothing on a page whose data names no rate (a not-found page)', async () => {
    reportVitals(undefined);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked.metrics).toEqual([]);
  });

  it.each([
    [0.25, 0.2499, true],
    [0.25, 0.25, false],
    [1, 0.9999, true],
  ])('at a rate of %d measures a page view whose draw is %d: %s', async (rate, draw, measured) => {
    vi.spyOn(Math, 'random').mockReturnValue(draw);
    reportVitals(rate);
    await vi.advanceTimersByTimeAsync(11_000);
    if (measured) await loaded();
    else expect(asked.metrics).toEqual([]);
  });
});
