/**
 * Measures the page views of this document with web-vitals (attribution build) and sends each one's beacon once, by
 * `navigator.sendBeacon`, when it ends: when the page is hidden, or when the reader moves to another page on the
 * client. A beacon names the route-table entry of the page, never its address, and holds no identifier (the browser
 * sends the site's cookies with any beacon to it; the server reads none). Loaded by `report-vitals.ts` once the
 * first load is over.
 *
 * Which view a value belongs to. web-vitals measures one document, and a client navigation does not start a new one:
 * - LCP, FCP and TTFB are the load's: they belong to the view the document was loaded (or restored from the
 *   back/forward cache) with, whenever they are reported;
 * - INP and CLS cover the document's whole life and are reported only when the page is hidden. Each goes to the view
 *   in which its moment fell (the interaction's time, the largest shift's time); a CLS without any shift is true of
 *   every view still open. A view left on the client has sent its beacon by then, so its own INP or CLS is lost,
 *   and a view after a client navigation carries INP and CLS only when the worst of them happened in it, or nothing.
 *   Better no figure than one of another route's page.
 */
import { matchRoute, routeOf, type RouteName } from 'shared-data';
import { VITALS_BEACON_PATH, type VitalMetric } from 'shared-data/vitals';
import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type MetricWithAttribution,
} from 'web-vitals/attribution';
import { interactionTarget } from './interaction-target.ts';
import { beaconBody, type MeasuredInteraction } from './vitals-beacon.ts';

interface PageView {
  /** Null: a page that is not measured (an unknown path, the admin). */
  route: RouteName | null;
  pathname: string;
  /** When it began, on the performance timeline; or when it was noticed, when it began unheard (`startKnown` false). */
  start: number;
  startKnown: boolean;
  metrics: Partial<Record<VitalMetric, number>>;
  interaction?: MeasuredInteraction;
  sent: boolean;
}

/** The Navigation API, where the browser has it: it hears the router's pushState, which no other event does. */
type NavigationTarget = Pick<EventTarget, 'addEventListener'>;

/** The route measured at a path: the public pages only (the admin's screens are the operator's, not readers'). */
function measuredRoute(pathname: string): RouteName | null {
  const route = matchRoute(pathname)?.route;
  return route && routeOf(route).firstLoad !== 'client' ? route : null;
}

/** The path the document was loaded at, which the reader may have left on the client before the reporter came. */
function loadedPathname(): string {
  const [entry] = performance.getEntriesByType('navigation');
  try {
    return entry ? new URL(entry.name).pathname : location.pathname;
  } catch {
    return location.pathname;
  }
}

const view = (pathname: string, start: number, startKnown = true): PageView => ({
  route: measuredRoute(pathname),
  pathname,
  start,
  startKnown,
  metrics: {},
  sent: false,
});

const whenIdle = (task: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200));

export function startVitalsReporter(): void {
  const first = view(loadedPathname(), 0);
  /** The views that may still take a value, oldest first: those not sent yet, and the current one (the last). */
  let views: PageView[] = [first];
  /** The view the load's metrics belong to. */
  let loaded = first;
  const current = () => views[views.length - 1] as PageView;

  function send(ended: PageView) {
    if (ended.sent) return;
    ended.sent = true;
    // Views end in order, so those sent before the current one are all behind it: no moment is placed in them again.
    views = views.filter((each) => !each.sent || each === current());
    const body = ended.route ? beaconBody(ended.route, ended.metrics, ended.interaction) : null;
    if (body) navigator.sendBeacon(VITALS_BEACON_PATH, body);
  }

  const sendAll = () => {
    for (const each of [...views]) send(each);
  };

  /**
   * A new view when the path changed (heard by a navigation event, or noticed late: then it began at some time
   * before now); the one left sends its beacon in the next idle time, or as the page hides.
   */
  function followPath(heard: boolean) {
    const left = current();
    if (location.pathname === left.pathname) return;
    views.push(view(location.pathname, performance.now(), heard));
    // Not at once: the click that navigated also ends LCP, which web-vitals reports in its own idle callback.
    whenIdle(() => send(left));
  }

  /** The view in which a moment fell, if it is still open and can be told. */
  function viewAt(time: number): PageView | undefined {
    followPath(false);
    for (let i = views.length - 1; i >= 0; i -= 1) {
      const candidate = views[i] as PageView;
      if (candidate.start <= time) return candidate.sent ? undefined : candidate;
      // Before a view noticed late, a moment may be its own or the one before's.
      if (!candidate.startKnown) return undefined;
    }
    return undefined;
  }

  const onLoadMetric = (metric: MetricWithAttribution) => {
    if (!loaded.sent) loaded.metrics[metric.name] = metric.value;
  };
  const onInteraction = (metric: INPMetricWithAttribution) => {
    const target = viewAt(metric.attribution.interactionTime);
    if (!target) return;
    const { interactionTarget, interactionType, inputDelay, processingDuration, presentationDelay, longestScript } = metric.attribution;
    target.metrics.INP = metric.value;
    target.interaction = {
      // Absent, despite the library's types, when it could not name the element (one that had left the page by the
      // time it looked): the beacon then carries INP without its attribution, instead of nothing at all.
      target: interactionTarget ?? '',
      type: interactionType,
      inputDelay,
      processingDuration,
      presentationDelay,
      scriptUrl: longestScript?.entry.sourceURL,
    };
  };
  const onShifts = (metric: CLSMetricWithAttribution) => {
    const time = metric.attribution.largestShiftTime;
    if (time !== undefined) {
      const target = viewAt(time);
      if (target) target.metrics.CLS = metric.value;
      return;
    }
    // No shift at all in the document: none in any view still open.
    followPath(false);
    for (const each of views) if (!each.sent) each.metrics.CLS = metric.value;
  };

  onTTFB(onLoadMetric);
  onFCP(onLoadMetric);
  onLCP(onLoadMetric);
  onINP(onInteraction, { generateTarget: interactionTarget });
  onCLS(onShifts);

  // After every listener of the library, which reports INP, CLS and a pending LCP as the page is hidden: this one then
  // sends with them. The library listens on window in the capturing phase, and adds listeners as it goes (a report it
  // defers to the next idle time, or to the hiding if that comes first, as it does after every interaction when the
  // main thread is busy); this one listens in the bubbling phase, which comes after every capturing listener, whenever
  // it was added. Not at 'pagehide': a document being left fires it first, while still visible, and the
  // visibilitychange to hidden after it (the HTML standard's order, and Chromium's: pagehide, visibilitychange,
  // unload), so a beacon sent then would never carry INP or CLS. A prerendered page's library listens only once the
  // page is shown, so this waits for that too.
  const listenForHiding = () => window.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && sendAll());
  if ((document as { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', listenForHiding, { once: true });
  else listenForHiding();
  window.addEventListener('pageshow', (event) => {
    // Back from the back/forward cache: a new view, whose load metrics web-vitals reports anew.
    if (!event.persisted) return;
    loaded = view(location.pathname, performance.now());
    views = [loaded];
  }, true);

  const navigation = (globalThis as { navigation?: NavigationTarget }).navigation;
  navigation?.addEventListener('currententrychange', () => followPath(true));
  window.addEventListener('popstate', () => followPath(true));
  // The reader may have moved on the client before this module came.
  followPath(false);
}
