/**
 * What a reader types or chooses in a server-rendered page before React has hydrated that part is in the field, but
 * React never heard of it: it would sit there unused (a calculator showing '2,5' and computing with the default). Once
 * a field is hydrated, its early value is handed to React as the change it was. React replays early clicks itself.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckbox = (element: Element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'checkbox';

const isRadio = (element: Element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'radio';

/** A field whose value is whether it is checked: a checkbox or a radio. */
const isToggle = (element: Element): element is HTMLInputElement => isCheckbox(element) || isRadio(element);

const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * The value React last rendered into a controlled field (its props, which React keeps on the element), or undefined.
 * When it is the reader's value, React already knows what the field shows: the reader changed it after hydration
 * (React heard that), or React made the field itself (a page rendered again after a navigation). Handed over again,
 * it would count twice (on the games list, a second history entry).
 */
function renderedValue(element: Element): string | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  const props = key ? (element as unknown as Record<string, { value?: unknown; checked?: unknown } | undefined>)[key] : undefined;
  if (isToggle(element)) return typeof props?.checked === 'boolean' ? String(props.checked) : undefined;
  const value = props?.value;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}


/** What a field holds now, as text: a checkbox's or a radio's is 'true' or 'false'. */
const currentValue = (field: Field) => (isToggle(field) ? String(field.checked) : field.value);

/** The value the server rendered: what the field held before the reader touched it. */
function serverValue(field: Field): string {
  if (isToggle(field)) return String(field.defaultChecked);
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return chosen?.value ?? '';
  }
  return field.defaultValue;
}

const textLike = (field: Field): field is HTMLInputElement | HTMLTextAreaElement =>
  field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'hidden'].includes(field.type));

/**
 * What the reader chose in each select, and typed in each text field, not yet hydrated: hydration puts a select back
 * to its rendered value, and a render right after it can write a field's state over the text, so both are noted as
 * they are made (and selects changed before the watch began, when it begins). A noted value is the one handed over.
 */
export type EarlyChoices = WeakMap<Element, string>;

/** Tells React that `field` now holds `value`, as typing would have. */
function handOver(field: Field, value: string) {
  if (textLike(field)) {
    // React keeps the value it last saw on the element's own `value` property; through that property the field first
    // goes back to the server's value, then the prototype's setter puts the reader's back without React noticing, so
    // the input event reads as a change.
    field.value = serverValue(field);
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  } else if (isToggle(field)) {
    // Hydration keeps the box as the reader left it and React takes that for its own state's; set back to the other
    // state through React's view of the element, a click puts the reader's back as the change React listens for. A
    // radio is only ever handed over as the one chosen: a click checks it, and its group's old choice with it.
    field.checked = value !== 'true';
    field.click();
  } else if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * The parts of a page that hydrate on their own, each in a Suspense boundary that hands its early input over as its
 * commit ends (shared-data/react's `Island`, and the shell's remote page).
 */
const PARTS = '[data-island], [data-remote-page]';

/**
 * The parts whose hydration has committed: their hand-over has run. React marks a field as its own as its render
 * reaches it, before the commit: a render can stop there (the part suspends, or yields to the reader's keys), and an
 * event sent to a field of a part not yet committed is lost ('1,50' typed into the coupon while it hydrated came out
 * empty). A field in a part is React's only once the part has committed.
 */
const committedParts = new WeakSet<Element>();

/** Whether React has `field`: hydrated, and in no part or in one whose hydration has committed. */
function isReact(field: Element): boolean {
  if (!isHydrated(field)) return false;
  const part = field.parentElement?.closest(PARTS);
  return !part || committedParts.has(part);
}

/**
 * Hands every hydrated field of `root` whose value differs from the server's over to React, once each. Every value is
 * read before any is handed over: the first hand-over re-renders its component at once, and React then writes its
 * state (still the server's value) into the other fields, wiping what the reader typed there.
 */
export function replayEarlyInput(root: ParentNode, done: WeakSet<Element>, choices: EarlyChoices = new WeakMap()): number {
  let pending = 0;
  const early: Array<[Field, string]> = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (done.has(field)) continue;
    if (field instanceof HTMLInputElement && !textLike(field) && !isToggle(field)) continue;
    const value = choices.get(field) ?? currentValue(field);
    // A radio the reader left by choosing another in its group changed with that one, which is handed over instead.
    const changed = value !== serverValue(field) && !(isRadio(field) && value === 'false');
    if (!isReact(field)) {
      if (changed) pending += 1;
      continue;
    }
    // Looked at once, when first seen hydrated: a field the reader types into later is React's alone.
    done.add(field);
    if (changed && renderedValue(field) !== value) early.push([field, value]);
  }
  for (const [field, value] of early) handOver(field, value);
  return pending;
}

/**
 * The fields any watch has looked at once hydrated, and the early choices any has noted: shared, because watches
 * overlap (the document's from the start, an island's or a page's when it is needed), and a field handed over twice
 * would be two changes (a select's second one another history entry).
 */
const lookedAt = new WeakSet<Element>();
const notedChoices: EarlyChoices = new WeakMap();

/**
 * Hands the early input of `root` over at once: called as a part hydrates (in the commit that hydrates it), so that
 * no render of a controlled field comes first and writes its state over the reader's text. The watches stay for
 * anything hydrated elsewhere.
 */
export function handOverEarlyInput(root: HTMLElement) {
  committedParts.add(root);
  noteEarlyChoices(root, notedChoices);
  replayEarlyInput(root, lookedAt, notedChoices);
}

/** Every field of `root` is React's: React hears whatever the reader does there from now on. */
const allHydrated = (root: ParentNode) => [...root.querySelectorAll('input, textarea, select')].every(isReact);

/**
 * How long a watch waits at most for its part to hydrate: long enough for a phone on a slow connection (the remote's
 * code can take tens of seconds to arrive), and a bound for a part that never hydrates (a static part's forms stay the
 * server's). A watch whose part is all React's stops at once.
 */
export const EARLY_INPUT_WATCH_MS = 90_000;

/**
 * Watches `root` while it hydrates (every 100 ms, until every field in it is React's, for `forMs` at most, and only
 * while it is in the document: a page left behind holds nothing to hand over) and hands early input over as each
 * part becomes React's.
 */
export function watchEarlyInput(root: HTMLElement, forMs = EARLY_INPUT_WATCH_MS) {
  noteEarlyChoices(root, notedChoices);
  // A select's choice and a text typed before their field hydrates are noted as they are made: hydration puts a
  // select back to its rendered value, and a render right after hydration (a state that differs in the browser) can
  // write a field's state over the text before it is handed over.
  const note = ({ target }: Event) => {
    const noted = target instanceof HTMLSelectElement || ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && textLike(target));
    if (noted && !isReact(target)) notedChoices.set(target, target.value);
  };
  root.addEventListener('change', note, true);
  root.addEventListener('input', note, true);
  const started = Date.now();
  // The global timer functions, not `window.`'s (the same ones in a browser): a watch whose page was taken down with
  // its window, as a test's document is, still ends at its next tick instead of throwing there.
  const timer = setInterval(() => {
    const gone = !root.isConnected;
    if (!gone) replayEarlyInput(root, lookedAt, notedChoices);
    if (gone || allHydrated(root) || Date.now() - started > forMs) {
      clearInterval(timer);
      root.removeEventListener('change', note, true);
      root.removeEventListener('input', note, true);
    }
  }, 100);
}

/** Whether the reader has typed or chosen something in `root` that differs from what the server rendered. */
export function hasEarlyInput(root: ParentNode): boolean {
  return [...root.querySelectorAll<Field>('input, textarea, select')].some(
    (field) => (field instanceof HTMLSelectElement || textLike(field) || isToggle(field)) && currentValue(field) !== serverValue(field),
  );
}

/** Notes the selects of `root` already changed from the server's value (before anything listened). */
export function noteEarlyChoices(root: ParentNode, choices: EarlyChoices) {
  for (const select of root.querySelectorAll('select')) {
    if (select.value !== serverValue(select)) choices.set(select, select.value);
  }
}
