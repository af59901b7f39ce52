/**
 * What the interaction bench runs inside the page: web-vitals' attribution build (its IIFE, as a page would load it
 * from a script tag) and a probe that keeps the last INP report and the first interaction's latency, read back
 * once the scenario has flushed the page by pretending it was hidden.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import type * as WebVitals from 'web-vitals/attribution';

/** One interaction as the probe saw it: its latency, the INP parts when web-vitals reported it, and what it hit. */
export interface MeasuredInteraction {
  latency: number;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  target: string;
  type: string;
  /** The document's load state when it happened ('complete' once the page's own load is over). */
  loadState: string;
  /** The longest script of the long animation frames around it, with the part it ran in, when one was over 5 ms. */
  longestScript: string;
}

export interface ProbeReadings {
  /** The page's INP at the end (web-vitals' last report), or null when no interaction reached its threshold. */
  inp: MeasuredInteraction | null;
  /** The first interaction: its latency and target, whether or not it ended up the page's INP. */
  first: { latency: number; target: string } | null;
  /** Interactions the browser counted (every key press and tap, however fast). */
  interactions: number;
}

interface Probe extends ProbeReadings {
  firstId: number;
}

type WebVitalsGlobal = { webVitals: typeof WebVitals; inpProbe?: Probe };

/**
 * web-vitals' own durationThreshold is 40 ms; the Event Timing API's floor is 16, which keeps the fast interactions
 * in view too (an INP under 40 ms would otherwise be reported as the first interaction at any value).
 */
const DURATION_THRESHOLD_MS = 16;

/** The IIFE build beside the package's ES module: the package exports no path to it, so it is found from there. */
function webVitalsIife(): string {
  const moduleUrl = import.meta.resolve('web-vitals/attribution');
  const source = readFileSync(fileURLToPath(new URL('web-vitals.attribution.iife.js', moduleUrl)), 'utf8');
  // Its `var webVitals` is global in a script tag, not in the function Playwright may wrap an init script in.
  return `${source}\nglobalThis.webVitals = webVitals;`;
}

/** Runs in the page, before its own scripts: measures INP with web-vitals and the first interaction on the side. */
function installProbe(threshold: number) {
  const scope = window as unknown as WebVitalsGlobal;
  const probe: Probe = { inp: null, first: null, interactions: 0, firstId: 0 };
  scope.inpProbe = probe;

  /** What a reader would call the element: a field by its label, a button or link by its name. */
  const describe = (node: Node | null): string | undefined => {
    if (!(node instanceof Element)) return undefined;
    const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const field = node as Partial<HTMLInputElement>;
    const name =
      text(node.getAttribute('aria-label')) ||
      text(field.labels?.[0]?.textContent) ||
      (node.localName === 'button' || node.localName === 'a' ? text(node.textContent) : '');
    return name ? `${node.localName} "${name}"` : node.localName;
  };

  scope.webVitals.onINP(
    ({ value, attribution }) => {
      const script = attribution.longestScript;
      probe.inp = {
        latency: value,
        inputDelay: attribution.inputDelay,
        processingDuration: attribution.processingDuration,
        presentationDelay: attribution.presentationDelay,
        target: attribution.interactionTarget,
        type: attribution.interactionType,
        loadState: attribution.loadState,
        longestScript: script
          ? `${script.entry.invoker || script.entry.sourceFunctionName || '?'} ${Math.round(script.intersectingDuration)} ms (${script.subpart})`
          : '',
      };
    },
    { reportAllChanges: true, durationThreshold: threshold, generateTarget: describe },
  );

  // The first interaction from its first-input entry (reported whatever its duration), lengthened by the event
  // entries of the same interaction (its keyup or pointerup can take longer than its first event).
  new PerformanceObserver((list) => {
    const [entry] = list.getEntries() as PerformanceEventTiming[];
    if (!entry || probe.first) return;
    probe.firstId = entry.interactionId;
    probe.first = { latency: entry.duration, target: describe(entry.target) ?? '' };
  }).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (probe.first && entry.interactionId !== 0 && entry.interactionId === probe.firstId) {
        probe.first.latency = Math.max(probe.first.latency, entry.duration);
      }
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/**
 * tsx compiles the bench keeping function names: a function declared inside another calls esbuild's `__name` helper,
 * which a function sent to the page (the probe, the suite's hydration check) finds nowhere there.
 */
const NAME_HELPER = 'globalThis.__name = (fn) => fn;';

/** Puts web-vitals and the probe into every page of `context`, before the page's own scripts run. */
export async function addProbe(context: BrowserContext) {
  await context.addInitScript({ content: NAME_HELPER });
  await context.addInitScript({ content: webVitalsIife() });
  await context.addInitScript(installProbe, DURATION_THRESHOLD_MS);
}

/**
 * Ends the measure as a page being left does: two frames, so the last interaction has painted and its entries are
 * queued, then the page's visibility set to hidden, at which web-vitals takes the pending records and reports.
 */
export async function readProbe(page: Page): Promise<ProbeReadings> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const probe = (window as unknown as WebVitalsGlobal).inpProbe;
    if (!probe) throw new Error('the INP probe is not in the page');
    const interactions = (performance as Performance & { interactionCount?: number }).interactionCount ?? 0;
    return { inp: probe.inp, first: probe.first, interactions };
  });
}
