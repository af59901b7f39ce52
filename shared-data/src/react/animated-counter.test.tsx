// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimatedCounter } from './animated-counter.tsx';
import { ThemeRoot } from './theme-root.tsx';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function renderCounter(props: { value: number; format?: boolean }) {
  return render(
    <ThemeRoot withGlobalStyle={false}>
      <p data-testid="counter">
        <AnimatedCounter {...props} />
      </p>
    </ThemeRoot>,
  );
}

const figure = () => screen.getByTestId('animated-counter-figure').getAttribute('data-figure');
/** What assistive technology reads: the text outside aria-hidden. */
const spoken = () => {
  const clone = screen.getByTestId('counter').cloneNode(true) as HTMLElement;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((el) => el.remove());
  return clone.textContent;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AnimatedCounter', () => {
  it('eases from 0 to the target in about a second', () => {
    mockReducedMotion(false);
    renderCounter({ value: 1000, format: true });
    expect(figure()).toBe('0');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    const halfway = Number((figure() ?? '').replace(/\./g, ''));
    // Ease-out: past the middle at half time, not yet there.
    expect(halfway).toBeGreaterThan(500);
    expect(halfway).toBeLessThan(1000);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(figure()).toBe('1.000');
  });

  it('gives screen readers only the final figure, from the first frame', () => {
    mockReducedMotion(false);
    renderCounter({ value: 37 });
    expect(spoken()).toBe('37');
    // The moving figure is drawn from an attribute: the text holds the figure once, so a text search finds one.
    expect(screen.getByTestId('counter').textContent).toBe('37');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(spoken()).toBe('37');
  });

  it('shows the final value at once when reduced motion is requested', () => {
    mockReducedMotion(true);
    renderCounter({ value: 12_345, format: true });
    expect(figure()).toBe('12.345');
  });

  it('formats with Turkish grouping, or one decimal for a non-whole value without format', () => {
    mockReducedMotion(true);
    renderCounter({ value: 2.46 });
    expect(figure()).toBe('2,5');
    cleanup();
    renderCounter({ value: 10_000.4, format: true });
    expect(figure()).toBe('10.000');
  });

  it('continues from the figure on screen when the target changes', () => {
    mockReducedMotion(false);
    const view = renderCounter({ value: 100 });
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(figure()).toBe('100');
    view.rerender(
      <ThemeRoot withGlobalStyle={false}>
        <p data-testid="counter">
          <AnimatedCounter value={200} />
        </p>
      </ThemeRoot>,
    );
    act(() => {
      vi.advanceTimersByTime(16);
    });
    expect(Number(figure()?.replace(',', '.'))).toBeGreaterThanOrEqual(100);
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(figure()).toBe('200');
  });
});
