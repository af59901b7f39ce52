import { createContext, Suspense, useContext, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';

/**
 * When a named island of a server-rendered page may hydrate. The host gives it on a page's first load: the first time
 * it is asked about an island it answers a promise that settles once the island is needed (in view, or the reader
 * acts on it), and null from then on, so any later render goes ahead at once. Null everywhere else: on the server,
 * and on a page the browser renders itself.
 */
export type IslandGate = (name: string) => PromiseLike<void> | null;

export const IslandGateContext = createContext<IslandGate | null>(null);

/**
 * Hands what the reader typed or chose in a server-rendered part before it hydrated over to React, as the changes
 * they were. The host gives it; null where nothing is server-rendered (a remote running on its own).
 */
export type EarlyInputHandOver = (part: HTMLElement) => void;

export const EarlyInputContext = createContext<EarlyInputHandOver | null>(null);

/**
 * Placed last inside a Suspense boundary that hydrates on its own: as soon as the commit that hydrates it is over,
 * before any other task can render it again, it hands over what the reader typed meanwhile. React 19 keeps the
 * reader's text in a field it hydrates but not in its state, and the next render of a controlled field writes the
 * state back into it: handed over any later (a watch that looks every 100 ms), the text may already be gone ('5/' of
 * '5/2' lost, the rest typed after the default). Not inside the commit itself: there React cannot render a change
 * before the next one is handed over, and puts every other field back to its old value between them (a choice made,
 * the RTP typed beside it lost).
 */
export function HandOverEarlyInput({ part }: { part: RefObject<HTMLElement | null> }) {
  const handOver = useContext(EarlyInputContext);
  useLayoutEffect(() => {
    if (!handOver) return;
    // A microtask: after the commit, before the effects and renders React schedules as tasks of their own.
    queueMicrotask(() => {
      if (part.current?.isConnected) handOver(part.current);
    });
  }, [handOver, part]);
  return null;
}

/**
 * Holds its island's hydration while the host's gate is closed; renders nothing. It suspends by throwing the gate's
 * promise, not through `use`: it suspends on its first render only, and React asks `use` to be called on every render
 * of a component that once suspended with it.
 */
function Gate({ name }: { name: string }) {
  const gate = useContext(IslandGateContext);
  const waiting = gate?.(name) ?? null;
  if (waiting) throw waiting;
  return null;
}

/** Marks an island in the HTML (for the host to watch), without a box of its own. */
const Part = styled.div`
  display: contents;
`;

/**
 * When an island is needed: by default as it comes into view or the reader touches it; `interaction` only when the
 * reader touches it (a form of native controls that works without scripts, in view from the start).
 */
export type IslandWhen = 'interaction';

interface IslandProps {
  /** Unique on its page. */
  name: string;
  when?: IslandWhen;
  /**
   * A `localStorage` key the island writes while the reader keeps something of theirs in it (the bet log's bets, which
   * only the browser holds): present, the island opens as the page starts, whatever `when` says, since the server's
   * HTML cannot show what the reader came back for.
   */
  keptAs?: string;
  children: ReactNode;
}

/**
 * A stateful part of a page (a calculator) that hydrates on its own: on the first load, the
 * server's HTML stays as it is, inert, until the island comes into view or the reader touches it; what they typed
 * meanwhile is handed over then. `name` is unique on its page. Rendered by the browser (a client navigation), it is
 * its children, at once.
 *
 * Hydration waits in a Suspense boundary of its own: React keeps a boundary's server HTML while something in it is
 * suspended. Should the page above it change before then, React renders the island again and the gate lets it
 * hydrate at once, instead of dropping its HTML.
 */
export function Island({ name, when, keptAs, children }: IslandProps) {
  const part = useRef<HTMLDivElement>(null);
  return (
    <Part ref={part} data-island={name} data-island-when={when} data-island-kept={keptAs}>
      <Suspense fallback={null}>
        <Gate name={name} />
        {children}
        <HandOverEarlyInput part={part} />
      </Suspense>
    </Part>
  );
}
