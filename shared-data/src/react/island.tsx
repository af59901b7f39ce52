import { createContext, Suspense, useContext, type ReactNode } from 'react';
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
export function Island({ name, when, children }: { name: string; when?: IslandWhen; children: ReactNode }) {
  return (
    <Part data-island={name} data-island-when={when}>
      <Suspense fallback={null}>
        <Gate name={name} />
        {children}
      </Suspense>
    </Part>
  );
}
