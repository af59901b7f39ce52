/**
 * The selector an INP's interaction target is named by. web-vitals' own stops at the first id, and React's `useId`
 * ids ('_R_iq6i_', '«r1»', ':r1:') change with the component tree: '#_R_iq6i_' names nothing the operator can find.
 * This one skips such ids, names a form field by its `name` (the calculators' GET forms name every field), and keeps
 * the element and at most two of its ancestors, joined as descendants.
 */

/** An id React generated: it changes with the tree, so it is no name. */
const GENERATED_ID = /^(?:_r_.*_|«r.*»|:r.*:)$/i;
const STEPS = 3;

function step(element: Element): { text: string; named: boolean } {
  if (element.id && !GENERATED_ID.test(element.id)) return { text: `#${element.id}`, named: true };
  const name = element.getAttribute('name');
  return { text: name ? `${element.localName}[name="${name}"]` : element.localName, named: false };
}

/** The target's selector, or undefined (web-vitals' own then) for what is not an element. */
export function interactionTarget(node: Node | null): string | undefined {
  if (!(node instanceof Element)) return undefined;
  const steps: string[] = [];
  for (let element: Element | null = node; element && element.localName !== 'body' && steps.length < STEPS; element = element.parentElement) {
    const { text, named } = step(element);
    steps.unshift(text);
    if (named) break;
  }
  return steps.join(' ');
}
