import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenReaderActs } from './when-reader-acts.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The frame that paints the answer to the event, and the task after it. */
const afterPaint = () => vi.advanceTimersByTime(20);

describe('whenReaderActs', () => {
  it('runs the task once, at the first key, touch, click, focus or scroll', () => {
    const task = vi.fn();
    whenReaderActs(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '/' }));
    window.dispatchEvent(new Event('pointerdown'));
    afterPaint();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it after the page has painted its answer to that act, not inside the event', () => {
    const task = vi.fn();
    whenReaderActs(task);
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'focusin', 'wheel', 'touchstart'])('starts on %s', (type) => {
    const task = vi.fn();
    whenReaderActs(task);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    afterPaint();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const task = vi.fn();
    whenReaderActs(task)();
    window.dispatchEvent(new Event('pointerdown'));
    afterPaint();
    expect(task).not.toHaveBeenCalled();
  });

  it('runs nothing when cancelled between the act and its paint (a page left at once)', () => {
    const task = vi.fn();
    const cancel = whenReaderActs(task);
    window.dispatchEvent(new Event('pointerdown'));
    cancel();
    afterPaint();
    expect(task).not.toHaveBeenCalled();
  });
});
