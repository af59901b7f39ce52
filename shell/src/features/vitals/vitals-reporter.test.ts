import { vitalsBeaconSchema } from 'shared-data/cms';
import { MAX_VITALS_BEACON_BYTES, VITALS_BEACON_PATH } from 'shared-data/vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interactionTarget } from './interaction-target.ts';
import { startVitalsReporter } from './vitals-reporter.ts';

type Report = (metric: unknown) => void;

/** The library's stand-in: its callbacks by metric, and what it reports as the page hides. */
const library = vi.hoisted(() => ({ callbacks: new Map<string, (metric: unknown) => void>(), options: new Map<string, unknown>(), atHide: new Map<string, unknown>() }));

vi.mock('web-vitals/attribution', () => {
  // As web-vitals does, its own listener (registered first, on window, capturing) reports INP and CLS as the page hides.
  addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState !== 'hidden') return;
      for (const [name, metric] of library.atHide) library.callbacks.get(name)?.(metric);
      library.atHide.clear();
    },
    true,
  );
  const on = (name: string) => (callback: Report, options?: unknown) => {
    library.callbacks.set(name, callback);
    library.options.set(name, options);
  };
  return { onTTFB: on('TTFB'), onFCP: on('FCP'), onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') };
});

const report = (name: string, value: number) => library.callbacks.get(name)?.({ name, value, attribution: {} });

interface Interaction {
  value: number;
  time: number;
  target?: string;
  script?: string;
}

const inp = ({ value, time, target = 'main>form>input#oran-1', script }: Interaction) => ({
  name: 'INP',
  value,
  attribution: {
    interactionTarget: target,
    interactionType: 'keyboard',
    interactionTime: time,
    inputDelay: 12.4,
    processingDuration: 180.6,
    presentationDelay: value - 193,
    ...(script ? { longestScript: { entry: { sourceURL: script }, subpart: 'processing-duration', intersectingDuration: 150 } } : {}),
  },
});
const cls = (value: number, time?: number) => ({ name: 'CLS', value, attribution: time === undefined ? {} : { largestShiftTime: time } });

let visibility: DocumentVisibilityState = 'visible';
let now = 0;
const navigation = new EventTarget();

// As browsers fire it: at the document, bubbling to window.
function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}
function show() {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}
/** The router's client navigation: pushState, which only the Navigation API hears. */
function navigate(path: string, at: number) {
  now = at;
  history.pushState({}, '', path);
  navigation.dispatchEvent(new Event('currententrychange'));
}

const sendBeacon = vi.fn((_url: string, _body: string) => true);
const beacons = () =>
  sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(VITALS_BEACON_PATH);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_VITALS_BEACON_BYTES);
    // Every beacon is one the server accepts.
    expect(vitalsBeaconSchema.safeParse(JSON.parse(body)).error).toBeUndefined();
    return JSON.parse(body) as unknown;
  });

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  now = 0;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('navigation', navigation);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});

afterEach(() => {
  // Every view of the test ends here, so no reporter of an earlier test has one open when the next one starts.
  hide();
  sendBeacon.mockClear();
  library.callbacks.clear();
  library.atHide.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  history.replaceState({}, '', '/');
});

describe('startVitalsReporter', () => {
  it('sends one beacon for the page view as the page hides, named by its route and never by its address', () => {
    history.replaceState({}, '', '/casinolar/nebula-bet?ref=telegram');
    startVitalsReporter();
    report('TTFB', 212.4);
    report('FCP', 800);
    report('LCP', 1234.56);
    library.atHide.set('INP', inp({ value: 231.2, time: 5000, script: `${location.origin}/mfe/calculators/assets/surebet-Ab12.js?v=3` }));
    library.atHide.set('CLS', cls(0.051234, 900));
    expect(sendBeacon).not.toHaveBeenCalled();

    hide();
    expect(beacons()).toEqual([
      {
        route: 'casino',
        metrics: { LCP: 1235, INP: 231, CLS: 0.0512, TTFB: 212, FCP: 800 },
        inp: {
          target: 'main form input#oran-1',
          type: 'keyboard',
          inputDelay: 12,
          processingDuration: 181,
          presentationDelay: 38,
          script: '/mfe/calculators/assets/surebet-Ab12.js',
        },
      },
    ]);
    const [, body] = sendBeacon.mock.calls[0] ?? [];
    expect(body).not.toMatch(/nebula|telegram|ref=/);
    // Every metric as the library reports it once final (no report of every change); INP's target named without
    // React's generated ids.
    expect([...library.options]).toEqual([['TTFB', undefined], ['FCP', undefined], ['LCP', undefined], ['INP', { generateTarget: interactionTarget }], ['CLS', undefined]]);

    // The reader comes back and leaves again: the view has sent its beacon.
    show();
    library.atHide.set('INP', inp({ value: 400, time: 9000 }));
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it("waits past 'pagehide' for the hidden state that follows it, when the library reports INP and CLS", () => {
    history.replaceState({}, '', '/oyunlar');
    startVitalsReporter();
    report('LCP', 800);
    library.atHide.set('INP', inp({ value: 96, time: 3000, target: 'input#oyun-ara' }));
    library.atHide.set('CLS', cls(0));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    expect(beacons()).toEqual([
      {
        route: 'games',
        metrics: { LCP: 800, INP: 96, CLS: 0 },
        inp: { target: 'input#oyun-ara', type: 'keyboard', inputDelay: 12, processingDuration: 181, presentationDelay: 0 },
      },
    ]);
  });

  it('waits for what the library defers to the hiding with a listener added after the reporter started', () => {
    history.replaceState({}, '', '/bahis-hesaplayici/adil-oran');
    startVitalsReporter();
    // As web-vitals does after an interaction while the main thread is busy: the report waits for an idle time that
    // has not come, or for the hiding, with a capturing listener on window added now, after the reporter's own.
    const deferred = (name: string, metric: unknown) =>
      addEventListener('visibilitychange', () => library.callbacks.get(name)?.(metric), { once: true, capture: true });
    deferred('LCP', { name: 'LCP', value: 640, attribution: {} });
    deferred('INP', inp({ value: 240, time: 1200, target: 'input[name="o2"]' }));
    hide();
    expect(beacons()).toEqual([
      {
        route: 'calculator',
        metrics: { LCP: 640, INP: 240 },
        inp: { target: 'input[name="o2"]', type: 'keyboard', inputDelay: 12, processingDuration: 181, presentationDelay: 47 },
      },
    ]);
  });

  it('sends INP without its attribution when the library could not name the element', () => {
    history.replaceState({}, '', '/bahis-hesaplayici/surebet');
    startVitalsReporter();
    report('FCP', 700);
    const unnamed = inp({ value: 288, time: 900 });
    library.atHide.set('INP', { ...unnamed, attribution: { ...unnamed.attribution, interactionTarget: undefined } });
    hide();
    expect(beacons()).toEqual([{ route: 'calculator', metrics: { INP: 288, FCP: 700 } }]);
  });

  it('sends the first view first on a client navigation, and gives the next one the INP and CLS that happened in it', () => {
    history.replaceState({}, '', '/blog');
    startVitalsReporter();
    report('TTFB', 150);
    report('FCP', 600);
    navigate('/oyunlar?saglayici=netent', 4000);
    // LCP, ended by the click that navigated, comes in the library's idle callback: before this view's beacon.
    report('LCP', 1100);
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(beacons()).toEqual([{ route: 'blog', metrics: { LCP: 1100, TTFB: 150, FCP: 600 } }]);

    // Load metrics reported again later are the first view's, which has sent its beacon.
    report('LCP', 1500);
    library.atHide.set('INP', inp({ value: 320, time: 7000, target: 'input#oyun-ara' }));
    library.atHide.set('CLS', cls(0.3, 4500));
    hide();
    expect(beacons()).toEqual([
      { route: 'blog', metrics: { LCP: 1100, TTFB: 150, FCP: 600 } },
      {
        route: 'games',
        metrics: { INP: 320, CLS: 0.3 },
        inp: { target: 'input#oyun-ara', type: 'keyboard', inputDelay: 12, processingDuration: 181, presentationDelay: 127 },
      },
    ]);
  });

  it("leaves a later view without the INP and CLS of an earlier view's moments; a document without shifts has CLS 0 in it", () => {
    history.replaceState({}, '', '/');
    startVitalsReporter();
    report('LCP', 900);
    navigate('/bahis-hesaplayici/surebet', 3000);
    vi.runOnlyPendingTimers();
    library.atHide.set('INP', inp({ value: 560, time: 2500 }));
    library.atHide.set('CLS', cls(0));
    hide();
    expect(beacons()).toEqual([
      { route: 'home', metrics: { LCP: 900 } },
      { route: 'calculator', metrics: { CLS: 0 } },
    ]);
  });

  it('gives a view left on the client its own INP when the page hides before its beacon went', () => {
    history.replaceState({}, '', '/');
    startVitalsReporter();
    report('LCP', 900);
    navigate('/bahis-hesaplayici/surebet', 3000);
    library.atHide.set('INP', inp({ value: 560, time: 2500, target: 'a#hesaplayici-link' }));
    hide();
    expect(beacons()).toEqual([
      {
        route: 'home',
        metrics: { LCP: 900, INP: 560 },
        inp: { target: 'a#hesaplayici-link', type: 'keyboard', inputDelay: 12, processingDuration: 181, presentationDelay: 367 },
      },
    ]);
  });

  it('places nothing timed when it notices a navigation only afterwards (no Navigation API)', () => {
    vi.unstubAllGlobals();
    history.replaceState({}, '', '/kazanma-taktikleri');
    startVitalsReporter();
    report('FCP', 700);
    now = 5000;
    history.pushState({}, '', '/blog');
    library.atHide.set('INP', inp({ value: 250, time: 4000 }));
    library.atHide.set('CLS', cls(0.12, 4100));
    hide();
    expect(beacons()).toEqual([{ route: 'tactics', metrics: { FCP: 700 } }]);
  });

  it('measures a page restored from the back/forward cache as a new view', () => {
    history.replaceState({}, '', '/saglayicilar');
    startVitalsReporter();
    report('LCP', 1300);
    // Into the cache: 'pagehide', then hidden; back: 'pageshow', then visible.
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    hide();
    now = 60_000;
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    show();
    report('LCP', 24);
    report('TTFB', 0);
    hide();
    expect(beacons()).toEqual([
      { route: 'providers', metrics: { LCP: 1300 } },
      { route: 'providers', metrics: { LCP: 24, TTFB: 0 } },
    ]);
  });

  it("sends nothing for the admin's screens or a path the route table does not know", () => {
    history.replaceState({}, '', '/admin/clicks');
    startVitalsReporter();
    report('LCP', 700);
    navigate('/bilinmeyen/sayfa', 2000);
    library.atHide.set('INP', inp({ value: 90, time: 2500 }));
    hide();
    vi.runOnlyPendingTimers();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
