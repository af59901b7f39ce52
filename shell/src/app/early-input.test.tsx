import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteEarlyChoices, replayEarlyInput, watchEarlyInput, type EarlyChoices } from './early-input.ts';

function Odds({ onValue }: { onValue: (value: string) => void }) {
  const [odds, setOdds] = useState('1,50');
  const [market, setMarket] = useState('1x2');
  const reports = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    onValue(event.target.value);
  };
  return (
    <form>
      <label>
        Oran
        <input value={odds} onChange={reports(setOdds)} />
      </label>
      <label>
        Pazar
        <select value={market} onChange={reports(setMarket)}>
          <option value="1x2">Maç Sonucu</option>
          <option value="ou">Alt/Üst</option>
        </select>
      </label>
      <output>{`${odds} ${market}`}</output>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

const setByReader = (field: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);

describe('replayEarlyInput', () => {
  it('hands what was typed and chosen before hydration over to React, once, and leaves untouched fields alone', async () => {
    const seen: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Odds onValue={(v) => seen.push(v)} />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    const select = container.querySelector('select')!;
    // The reader types and chooses while the page's script is still on its way.
    setByReader(input, '2,75');
    select.value = 'ou';
    const done = new WeakSet<Element>();
    const choices: EarlyChoices = new WeakMap();
    noteEarlyChoices(container, choices);
    expect(replayEarlyInput(container, done, choices)).toBe(2);

    await act(async () => {
      hydrateRoot(container, <Odds onValue={(v) => seen.push(v)} />);
    });
    expect(container.querySelector('output')?.textContent).toBe('1,50 1x2');
    await act(async () => {
      expect(replayEarlyInput(container, done, choices)).toBe(0);
    });
    expect(container.querySelector('output')?.textContent).toBe('2,75 ou');
    expect(input.value).toBe('2,75');
    expect(seen).toEqual(['2,75', 'ou']);
    // Looked at once: nothing is handed over a second time.
    await act(async () => {
      replayEarlyInput(container, done, choices);
    });
    expect(seen).toEqual(['2,75', 'ou']);
  });

  it('hands every early field over, though handing the first one over re-renders the others with their old values', async () => {
    function Pair() {
      const [odds, setOdds] = useState({ first: '', second: '' });
      return (
        <form>
          <input aria-label="1. oran" value={odds.first} onChange={(event) => setOdds({ ...odds, first: event.target.value })} />
          <input aria-label="2. oran" value={odds.second} onChange={(event) => setOdds({ ...odds, second: event.target.value })} />
          <output>{`${odds.first}/${odds.second}`}</output>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Pair />);
    document.body.append(container);
    const [first, second] = [...container.querySelectorAll('input')];
    setByReader(first!, '2,10');
    setByReader(second!, '2.10');
    await act(async () => {
      hydrateRoot(container, <Pair />);
    });
    await act(async () => {
      replayEarlyInput(container, new WeakSet());
    });
    expect(container.querySelector('output')?.textContent).toBe('2,10/2.10');
    expect(second!.value).toBe('2.10');
  });

  it('hands nothing over when the reader changed nothing', async () => {
    const seen: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Odds onValue={(v) => seen.push(v)} />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Odds onValue={(v) => seen.push(v)} />);
    });
    await act(async () => {
      expect(replayEarlyInput(container, new WeakSet())).toBe(0);
    });
    expect(seen).toEqual([]);
  });
});

describe('watchEarlyInput', () => {
  it('hands an early choice over once, however many watches overlap it (the document, a page, an island)', async () => {
    vi.useFakeTimers();
    try {
      const seen: string[] = [];
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Odds onValue={(v) => seen.push(v)} />);
      document.body.append(container);
      const select = container.querySelector('select')!;
      // The document is watched from the start; the page is watched again once it is needed.
      watchEarlyInput(document.body, 2_000);
      select.value = 'ou';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      watchEarlyInput(container, 2_000);
      await act(async () => {
        hydrateRoot(container, <Odds onValue={(v) => seen.push(v)} />);
      });
      await act(async () => {
        vi.advanceTimersByTime(500);
      });
      // One change: a select's choice handed over twice would be a second history entry on the games list.
      expect(seen).toEqual(['ou']);
      expect(container.querySelector('output')?.textContent).toBe('1,50 ou');
    } finally {
      vi.useRealTimers();
    }
  });
});
