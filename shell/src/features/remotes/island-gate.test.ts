// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadIslandGate, firstLoadPageGate } from './island-gate.ts';

/** Settles to 'open' when the gate opens, or 'waiting' once the microtasks queued so far have run. */
async function stateOf(gate: PromiseLike<void>): Promise<'open' | 'waiting'> {
  let open = false;
  void gate.then(() => {
    open = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return open ? 'open' : 'waiting';
}

function serverPage(name: string, islands: string) {
  document.body.innerHTML = `<div id="root"><div data-remote-page="${name}" data-first-load="when-used"><h1>Oyunlar</h1>${islands}<a href="/oyunlar?sayfa=2">2</a></div></div>`;
}

describe("the first page's gate for a page whose code loads when it is used", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits while the reader only reads, opens when they focus a field of its island, and that island then hydrates at once', async () => {
    serverPage('content/GamesPage', '<div data-island="filters-a" data-island-when="interaction"><form><input name="q" value=""></form></div>');
    const gate = firstLoadPageGate('content/GamesPage');
    expect(gate).not.toBeNull();
    // A link is no use of the island: the page stays the server's.
    document.querySelector('a')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await stateOf(gate!)).toBe('waiting');
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await stateOf(gate!)).toBe('open');
    // Asked again (React rendering the page once its code is there): no wait, for the page or the island used.
    expect(firstLoadPageGate('content/GamesPage')).toBeNull();
    expect(firstLoadIslandGate('filters-a')).toBeNull();
  });

  it('asked again before any island heard the reader (React hydrating on a click it stopped there), lets the page and its islands hydrate at once', async () => {
    serverPage('content/ClickedPage', '<div data-island="filters-d" data-island-when="interaction"><input value=""></div><div data-island="filters-e" data-island-when="interaction"><select><option value="">Tümü</option></select></div>');
    const gate = firstLoadPageGate('content/ClickedPage');
    expect(await stateOf(gate!)).toBe('waiting');
    expect(firstLoadPageGate('content/ClickedPage')).toBeNull();
    expect(firstLoadIslandGate('filters-d')).toBeNull();
    expect(firstLoadIslandGate('filters-e')).toBeNull();
  });

  it('opens at once when the reader changed a field before the app started', async () => {
    serverPage('content/EarlyPage', '<div data-island="filters-b" data-island-when="interaction"><select name="v"><option value="">Tümü</option><option value="yuksek">Yüksek</option></select></div>');
    const select = document.querySelector('select')!;
    select.value = 'yuksek';
    const gate = firstLoadPageGate('content/EarlyPage');
    expect(await stateOf(gate!)).toBe('open');
  });

  it('has nothing to wait for on a page without islands', () => {
    serverPage('content/PlainPage', '<p>Metin</p>');
    expect(firstLoadPageGate('content/PlainPage')).toBeNull();
  });
});

describe("an island's own gate", () => {
  it('of an island that waits for the reader does not open as it comes into view', async () => {
    const observed: Element[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      document.body.innerHTML = '<div data-island="filters-c" data-island-when="interaction"><input value=""></div><div data-island="calc"><input value=""></div>';
      const waiting = firstLoadIslandGate('filters-c');
      const calc = firstLoadIslandGate('calc');
      expect(await stateOf(waiting!)).toBe('waiting');
      expect(await stateOf(calc!)).toBe('waiting');
      // Only the calculator's boxes are watched for coming into view.
      expect(observed).toEqual([document.querySelector('[data-island="calc"] input')]);
      document.querySelector('[data-island="filters-c"] input')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      expect(await stateOf(waiting!)).toBe('open');
    } finally {
      globalThis.IntersectionObserver = original;
      document.body.innerHTML = '';
    }
  });
});
