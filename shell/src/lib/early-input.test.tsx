import { act, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { EarlyInputContext, Island, type EarlyInputHandOver } from 'shared-data/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handOverEarlyInput, noteEarlyChoices, replayEarlyInput, watchEarlyInput, type EarlyChoices } from './early-input.ts';

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

  it('hands a box ticked before hydration over to React, which then computes with it', async () => {
    function Banker() {
      const [banker, setBanker] = useState(false);
      return (
        <form>
          <label>
            1. seçim banko
            <input type="checkbox" checked={banker} onChange={(event) => setBanker(event.target.checked)} />
          </label>
          <output>{banker ? 'banko' : 'değil'}</output>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Banker />);
    document.body.append(container);
    const box = container.querySelector('input')!;
    box.checked = true;
    const done = new WeakSet<Element>();
    expect(replayEarlyInput(container, done)).toBe(1);
    await act(async () => {
      hydrateRoot(container, <Banker />);
    });
    // Hydrated, the box still shows the tick, but React's state is the server's.
    expect(box.checked).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('değil');
    await act(async () => {
      replayEarlyInput(container, done);
    });
    expect(container.querySelector('output')?.textContent).toBe('banko');
    expect(box.checked).toBe(true);
    // The reader unticks it afterwards: React hears that itself.
    await act(async () => {
      box.click();
    });
    expect(container.querySelector('output')?.textContent).toBe('değil');
  });

  it('hands a radio chosen before hydration over to React, and its group with it', async () => {
    function BetType() {
      const [type, setType] = useState('normal');
      return (
        <form>
          {['normal', 'snr', 'sr'].map((value) => (
            <label key={value}>
              {value}
              <input type="radio" name="tur" value={value} checked={type === value} onChange={() => setType(value)} />
            </label>
          ))}
          <output>{type}</output>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BetType />);
    document.body.append(container);
    const [normal, snr, sr] = [...container.querySelectorAll('input')];
    // An arrow key moves the choice from the first radio to the second.
    snr!.checked = true;
    const done = new WeakSet<Element>();
    expect(replayEarlyInput(container, done)).toBe(1);
    await act(async () => {
      hydrateRoot(container, <BetType />);
    });
    expect(container.querySelector('output')?.textContent).toBe('normal');
    await act(async () => {
      replayEarlyInput(container, done);
    });
    expect(container.querySelector('output')?.textContent).toBe('snr');
    expect([normal!.checked, snr!.checked, sr!.checked]).toEqual([false, true, false]);
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

/** A form that React renders anew (another key) once the market changes, as a page re-rendered after a navigation. */
function Remounted({ onValue }: { onValue: (value: string) => void }) {
  const [market, setMarket] = useState('1x2');
  return (
    <form key={market}>
      <label>
        Pazar
        <select
          value={market}
          onChange={(event) => {
            setMarket(event.target.value);
            onValue(event.target.value);
          }}
        >
          <option value="1x2">Maç Sonucu</option>
          <option value="ou">Alt/Üst</option>
        </select>
      </label>
    </form>
  );
}

type Form = typeof Odds | typeof Remounted;

/** The server's HTML of `form` in the document, and the values its fields report to React, in order. */
function serverRendered(form: Form) {
  const seen: string[] = [];
  const container = document.createElement('div');
  const Component = form;
  container.innerHTML = renderToString(<Component onValue={(v) => seen.push(v)} />);
  document.body.append(container);
  const hydrate = () =>
    act(async () => {
      hydrateRoot(container, <Component onValue={(v) => seen.push(v)} />);
    });
  return { seen, container, select: container.querySelector('select')!, hydrate };
}

/**
 * `children` in an island named `name`, as a page's first load has it: the server's HTML in the document, and a
 * hydration of the same page with the hand-over the host gives.
 */
function serverRenderedIsland(name: string, children: ReactNode) {
  const Page = ({ handOver }: { handOver: EarlyInputHandOver | null }) => (
    <EarlyInputContext value={handOver}>
      <Island name={name}>{children}</Island>
    </EarlyInputContext>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page handOver={null} />);
  document.body.append(container);
  const hydrate = () =>
    act(async () => {
      hydrateRoot(container, <Page handOver={handOverEarlyInput} />);
    });
  return { container, hydrate };
}

/** The reader chooses `value` in `select` (the change event a browser sends). */
const choose = (select: HTMLSelectElement, value: string) =>
  act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

/** Lets the watches look `ms` later (fake timers). */
const later = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe('watchEarlyInput', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves a choice made after hydration, before the watch has looked at the field, to React alone', async () => {
    const { seen, container, select, hydrate } = serverRendered(Odds);
    watchEarlyInput(container, 2_000);
    await hydrate();
    // The reader chooses between hydration and the watch's next look (every 100 ms): React hears the change itself.
    await choose(select, 'ou');
    await later(500);
    expect(seen).toEqual(['ou']);
    expect(container.querySelector('output')?.textContent).toBe('1,50 ou');
  });

  it("never hands over a field React made in the browser, whatever its value: only the server's fields held early input", async () => {
    const { seen, container, select, hydrate } = serverRendered(Remounted);
    watchEarlyInput(container, 2_000);
    await hydrate();
    await later(300);
    // The reader chooses after hydration: React hears it, and renders a new form whose select holds 'ou'.
    await choose(select, 'ou');
    expect(container.querySelector('select')).not.toBe(select);
    await later(500);
    // One change: the new select handed over as well would be a second history entry on the games list.
    expect(seen).toEqual(['ou']);
  });

  it('stops watching a part once it has left the document', async () => {
    const { container, select } = serverRendered(Odds);
    const replays = vi.spyOn(window, 'clearInterval');
    watchEarlyInput(container, 60_000);
    container.remove();
    await later(200);
    // Cleared at the first look, long before its 60 s: a page left behind is not read again.
    expect(replays).toHaveBeenCalledTimes(1);
    replays.mockRestore();
    expect(select.isConnected).toBe(false);
  });

  it('waits as long as its part takes to hydrate: what was typed is handed over 40 s later, on a slow connection', async () => {
    const { seen, container, hydrate } = serverRendered(Odds);
    watchEarlyInput(container);
    const input = container.querySelector('input')!;
    input.value = '2,75';
    // The remote's code takes 40 s to arrive.
    await later(40_000);
    await hydrate();
    await later(200);
    expect(seen).toEqual(['2,75']);
    expect(container.querySelector('output')?.textContent).toBe('2,75 1x2');
  });

  it('stops once every field of its part is React\'s, long before its bound', async () => {
    const { container, hydrate } = serverRendered(Odds);
    const stops = vi.spyOn(window, 'clearInterval');
    watchEarlyInput(container);
    await later(300);
    expect(stops).not.toHaveBeenCalled();
    await hydrate();
    await later(200);
    expect(stops).toHaveBeenCalledTimes(1);
    stops.mockRestore();
  });

  it('hands an early choice over once, however many watches overlap it (the document, a page, an island)', async () => {
    const { seen, container, select, hydrate } = serverRendered(Odds);
    // The document is watched from the start; the page is watched again once it is needed.
    watchEarlyInput(document.body, 2_000);
    select.value = 'ou';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    watchEarlyInput(container, 2_000);
    await hydrate();
    await later(500);
    // One change: a select's choice handed over twice would be a second history entry on the games list.
    expect(seen).toEqual(['ou']);
    expect(container.querySelector('output')?.textContent).toBe('1,50 ou');
  });

  it("leaves an island whose hydration has begun but not committed to its own hand-over: React has marked its fields, but would lose an event sent to them", async () => {
    const seen: string[] = [];
    let ready = true;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The island's code after the form is still on its way as it hydrates: the render reaches the form's fields, then
    // suspends, and the island stays the server's until it comes.
    function Rest() {
      if (!ready) throw held;
      return null;
    }
    const { container, hydrate } = serverRenderedIsland(
      'oran',
      <>
        <Odds onValue={(value) => seen.push(value)} />
        <Rest />
      </>,
    );
    const input = container.querySelector('input')!;
    setByReader(input, '2,75');
    watchEarlyInput(container, 5_000);
    ready = false;
    await hydrate();
    // React's render reached the field (it carries React's keys) and stopped at the part still to come.
    expect(Object.keys(input).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    await later(300);
    expect(seen).toEqual([]);
    expect(input.value).toBe('2,75');
    // The rest arrives: the island commits and hands the text over, once.
    ready = true;
    await act(async () => {
      release();
      await held;
    });
    await later(300);
    expect(seen).toEqual(['2,75']);
    expect(container.querySelector('output')?.textContent).toBe('2,75 1x2');
  });
});

describe('handOverEarlyInput, in the commit that hydrates an island', () => {
  /** A page that renders again right after it hydrates (an effect's state), with the odds form in an island. */
  function Page({ handOver }: { handOver: EarlyInputHandOver | null }) {
    const [, setRendered] = useState(false);
    // As a store the page subscribes to would, once it has hydrated.
    useEffect(() => {
      void Promise.resolve().then(() => setRendered(true));
    }, []);
    return (
      <EarlyInputContext value={handOver}>
        <Island name="oran">
          <Odds onValue={() => undefined} />
        </Island>
      </EarlyInputContext>
    );
  }

  const typedBeforeHydration = async (handOver: EarlyInputHandOver | null) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page handOver={null} />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    setByReader(input, '2,75');
    await act(async () => {
      hydrateRoot(container, <Page handOver={handOver} />);
    });
    return { input, output: container.querySelector('output')! };
  };

  it("keeps what the reader typed, though the page renders again before any watch could look", async () => {
    const { input, output } = await typedBeforeHydration(handOverEarlyInput);
    expect(input.value).toBe('2,75');
    expect(output.textContent).toBe('2,75 1x2');
  });

  it('hands a choice and a text over together to a form that reads all its fields on each change, as the games filters do', async () => {
    function WholeForm() {
      const [query, setQuery] = useState('');
      const values = new URLSearchParams(query);
      // Controlled fields, each change taking every field from the form as it stands.
      const read = (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
        const form = event.currentTarget.form;
        if (form) setQuery(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString());
      };
      return (
        <form>
          <input aria-label="En az" name="rtp" value={values.get('rtp') ?? ''} onChange={read} />
          <select aria-label="Volatilite" name="vol" value={values.get('vol') ?? ''} onChange={read}>
            <option value="">Tümü</option>
            <option value="yuksek">Yüksek</option>
          </select>
          <output>{query}</output>
        </form>
      );
    }
    const { container, hydrate } = serverRenderedIsland('filtreler', <WholeForm />);
    container.querySelector('select')!.value = 'yuksek';
    setByReader(container.querySelector('input')!, '96,7');
    await hydrate();
    expect(container.querySelector('output')?.textContent).toBe('rtp=96%2C7&vol=yuksek');
  });

  it('keeps a text typed before hydration that a render right after hydration wrote over before the hand-over', async () => {
    // As the coupon's table does: a state that is false in the server's HTML and true in the browser, which React
    // renders again at once after hydrating, writing the field's state over the reader's text.
    const noSubscription = () => () => undefined;
    function InBrowser() {
      const scripted = useSyncExternalStore(noSubscription, () => true, () => false);
      return (
        <>
          <Odds onValue={() => undefined} />
          <p>{scripted ? 'hazır' : 'bekliyor'}</p>
        </>
      );
    }
    const { container, hydrate } = serverRenderedIsland('kupon', <InBrowser />);
    watchEarlyInput(container, 2_000);
    const input = container.querySelector('input')!;
    // Typed key by key before the code came: the watch hears each input.
    for (const text of ['1', '1,', '1,8']) {
      setByReader(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await hydrate();
    expect(container.querySelector('p')?.textContent).toBe('hazır');
    expect(input.value).toBe('1,8');
    expect(container.querySelector('output')?.textContent).toBe('1,8 1x2');
  });

  it('is needed: without it, the render after hydration writes the default back over the text', async () => {
    const { input, output } = await typedBeforeHydration(null);
    expect(input.value).toBe('1,50');
    expect(output.textContent).toBe('1,50 1x2');
  });
});
