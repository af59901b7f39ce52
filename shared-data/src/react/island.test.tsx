// @vitest-environment jsdom
import { act, createContext, useContext, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Island, IslandGateContext, type IslandGate } from './island.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const isHydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Something above the island that can change while it waits (the page's location, say). */
const Heading = createContext('Hesaplayıcılar');
const controls = { setHeading: (_text: string): void => undefined };

function Counter() {
  const [count, setCount] = useState(0);
  const heading = useContext(Heading);
  return (
    <button type="button" data-testid="counter" data-heading={heading} onClick={() => setCount((n) => n + 1)}>
      {count} kez
    </button>
  );
}

function Page({ gate }: { gate: IslandGate | null }) {
  const [heading, set] = useState('Hesaplayıcılar');
  useEffect(() => {
    controls.setHeading = set;
  }, []);
  return (
    <IslandGateContext value={gate}>
      <Heading value={heading}>
        <h1 data-testid="heading">{heading}</h1>
        <Island name="counter">
          <Counter />
        </Island>
      </Heading>
    </IslandGateContext>
  );
}

/** A host's gate for one island: a promise the first time, null after (as the shell's first-load gate). */
function gateFor() {
  let open = () => undefined as void;
  const waiting = new Promise<void>((resolve) => {
    open = resolve;
  });
  let asked = false;
  const gate: IslandGate = () => {
    if (asked) return null;
    asked = true;
    return waiting;
  };
  return { gate, open: () => act(async () => open()) };
}

describe('Island', () => {
  let container: HTMLElement;
  let root: Root | null = null;
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    container = document.createElement('div');
    // What the server sends: no gate there.
    container.innerHTML = renderToString(<Page gate={null} />);
    document.body.append(container);
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    consoleError.mockRestore();
  });

  const counter = () => container.querySelector<HTMLButtonElement>('[data-testid="counter"]');

  async function hydrate(gate: IslandGate) {
    await act(async () => {
      root = hydrateRoot(container, <Page gate={gate} />);
    });
  }

  it('keeps its server HTML inert while the gate is closed, and hydrates once it opens', async () => {
    const { gate, open } = gateFor();
    const serverHtml = container.innerHTML;
    await hydrate(gate);
    expect(isHydrated(container.querySelector('[data-testid="heading"]'))).toBe(true);
    expect(isHydrated(counter())).toBe(false);
    expect(container.innerHTML).toBe(serverHtml);

    await open();
    expect(isHydrated(counter())).toBe(true);
    await act(async () => counter()?.click());
    expect(counter()?.textContent).toBe('1 kez');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hydrates at once, keeping its HTML, when the page above it changes before it was needed', async () => {
    const { gate } = gateFor();
    await hydrate(gate);
    const before = counter();
    expect(isHydrated(before)).toBe(false);

    await act(async () => controls.setHeading('Bahis Hesaplayıcı'));
    // The same element, now React's, with the new value: not dropped and rendered again.
    expect(counter()).toBe(before);
    expect(isHydrated(counter())).toBe(true);
    expect(counter()?.dataset.heading).toBe('Bahis Hesaplayıcı');
    expect(container.querySelector('[data-testid="heading"]')?.textContent).toBe('Bahis Hesaplayıcı');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is its children at once where there is no gate (a page the browser renders)', () => {
    const html = renderToString(
      <Island name="x">
        <p>içerik</p>
      </Island>,
    );
    expect(html).toContain('data-island="x"');
    expect(html).toContain('<p>içerik</p>');
  });
});

