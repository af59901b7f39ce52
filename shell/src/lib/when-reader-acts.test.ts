import { describe, expect, it, vi } from 'vitest';
import { whenReaderActs } from './when-reader-acts.ts';

describe('whenReaderActs', () => {
  it('runs the task once, at the first key, touch, click, focus or scroll', () => {
    const task = vi.fn();
    whenReaderActs(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '/' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'focusin', 'wheel', 'touchstart'])('starts on %s', (type) => {
    const task = vi.fn();
    whenReaderActs(task);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const task = vi.fn();
    whenReaderActs(task)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
  });
});
