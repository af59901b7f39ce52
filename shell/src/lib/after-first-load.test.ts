import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstLoad } from './after-first-load.ts';

beforeEach(() => {
  vi.useFakeTimers();
  // The task runs in the idle time after the start; jsdom has no requestIdleCallback, so the fallback's 500 ms.
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstLoad', () => {
  it('runs the task after the reader’s first tap, not at a focus the page moved (a popup opening)', () => {
    const task = vi.fn();
    afterFirstLoad(task);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // The frame that paints the answer to the tap, then the fallback's 500 ms.
    vi.advanceTimersByTime(520);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it once, 10 s after the load when the reader never acts', () => {
    const task = vi.fn();
    afterFirstLoad(task);
    vi.advanceTimersByTime(9_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(501);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(20_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
