// SafeBet's boot watch: a plain module of its own, outside the app's bundles. It starts the app once the page has
// loaded, and if the app's code (the shell, or a chunk every page needs, such as shared-data's) fails to load before
// the app has started, the page the server rendered stays, with its links and forms, and a Turkish notice says so and
// offers a reload. Once the app has started (data-app="started" on <html>), failures are the app's own to show.
const TITLE = 'Sayfanın etkileşimli bölümleri yüklenemedi';
const LOAD_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i;

function showBootFailure() {
  if (document.documentElement.dataset.app === 'started' || document.getElementById('safebet-boot-failure')) return;
  const box = document.createElement('div');
  box.id = 'safebet-boot-failure';
  box.setAttribute('role', 'alert');
  Object.assign(box.style, {
    position: 'relative',
    zIndex: '10',
    padding: '0.75rem 1rem',
    background: '#3b0d0d',
    color: '#fde8e8',
    borderBottom: '1px solid #f87171',
    textAlign: 'center',
  });
  const text = document.createElement('p');
  text.style.margin = '0 0 0.5rem';
  text.textContent = `${TITLE}. Sayfanın içeriği aşağıda; bağlantınızı kontrol edip sayfayı yeniden yükleyebilirsiniz.`;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Sayfayı Yenile';
  Object.assign(reload.style, { font: 'inherit', padding: '0.4rem 1rem', minHeight: '2.75rem', cursor: 'pointer' });
  reload.addEventListener('click', () => window.location.reload());
  box.append(text, reload);
  document.body.prepend(box);
}

window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason;
  if (LOAD_FAILURE.test(String(reason && reason.message ? reason.message : reason))) showBootFailure();
});
window.addEventListener('safebet:boot-failed', showBootFailure);

// The app's entry, named by the built page. The server's HTML is the page: its links, forms, menu and search work
// without scripts (docs/decisions/0011-the-app-starts-when-the-reader-acts.md). So the app starts when the reader
// first acts on the page (a touch, a click, a key, a scroll wheel, a pointer moving over it or a change to a field),
// or 3 s after the load at the latest; a reader who only reads has the main thread to themselves.
// The popups the server rendered need no app: their own small script is imported 2000 ms after the load, when the
// first is due. Pages the server's HTML cannot show without the app start as they appear: the admin (no server HTML),
// a part only the app can draw, and a part that holds something the reader kept in this browser (the bet log).
//
// Those start once the page has loaded and painted, so the server's HTML, its styles and its images have the
// connection and the main thread to themselves first. The first frame after the load event is the one that shows them
// (its largest paint included: on a fast device the page's layout often ends after the load event), and the app waits
// until the browser has also reported the page's largest paint so far: a frame is on screen some milliseconds after
// it is painted, and a script asked for before the largest paint is on screen counts, in Lighthouse's simulation, as
// holding it back (traced: the tactics list's LCP went from 0.7 to 1.5 s in some runs). Then it starts in the idle
// time after, or after a second at the latest.
const script = document.querySelector('script[data-app-entry]');
const entry = script?.getAttribute('data-app-entry');
const whenIdle = (task) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 1000 }) : setTimeout(task, 50));
const largestPaintShown =
  typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ? new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().length === 0) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      })
    : Promise.resolve();
function afterPaint(task) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    whenIdle(task);
  };
  // A frame's callbacks run before it is painted: the second runs once the first frame has been.
  requestAnimationFrame(() => requestAnimationFrame(() => largestPaintShown.then(start)));
  setTimeout(start, 1000);
}

// Every chunk the app runs, fetched together as the boot starts; and the stages run before the entry, one task each,
// with the browser free in between: the libraries, then shared-data, then the entry, which holds the app and hydrates
// (one task for all of them would be a long one on a phone).
const list = (name) => script?.getAttribute(name)?.split(' ').filter(Boolean) ?? [];
const chunks = list('data-app-chunks');
const stages = list('data-app-stages');
const popups = script?.getAttribute('data-app-popups');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function boot() {
  // At low priority: what the page shows does not wait for them (Lighthouse counts a script fetched at high priority
  // before the first paint, as a dynamic import is, as holding that paint back).
  for (const href of [...chunks, entry]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.append(link);
  }
  try {
    for (const stage of stages) {
      await import(stage);
      await nextTask();
    }
    await import(entry);
  } catch (error) {
    console.error('SafeBet başlatılamadı:', error);
    showBootFailure();
  }
}

/** When the popups' script is imported: the first popup is due 2000 ms after the load. */
const POPUPS_AT_MS = 2000;
/** The latest the app starts after the load without an act of the reader. */
const START_BY_MS = 3000;
/**
 * What shows that the reader is there and about to use the page: a field changed without a key (an autofill) counts
 * too. Not a focus: the first popup moves focus into itself, with no reader's act.
 */
const ACTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'input', 'change'];

function keptInThisBrowser(key) {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Whether the page needs the app to show what it is for (see above). */
function neededAtOnce() {
  const root = document.getElementById('root');
  if (!root || !root.firstElementChild) return true;
  return [...root.querySelectorAll('[data-island]')].some(
    (island) => island.childElementCount === 0 || (island.dataset.islandKept && keptInThisBrowser(island.dataset.islandKept)),
  );
}

// Heard from the start: a reader may act before the load (a slow connection's images), and then the app starts as
// the load is painted.
const actOptions = { capture: true, passive: true };
let acted = false;
let onAct = null;
function heard() {
  acted = true;
  for (const type of ACTS) window.removeEventListener(type, heard, actOptions);
  // Started inside the act, the boot's first work would delay the paint of the very tap or key that started it: it
  // waits for that frame, then a task of its own.
  if (onAct) requestAnimationFrame(() => setTimeout(onAct, 0));
}
if (entry) for (const type of ACTS) window.addEventListener(type, heard, actOptions);

// The load, stamped on <html> for every page: the popups count their 2 s from it
// (shell/src/features/popups/popup-driver.ts), on the page's own clock, and the decorative falling icons are drawn
// from it on (shell/src/features/layout/falling-icons.tsx). Before the onLoad below, which it runs ahead of.
function stampLoad() {
  document.documentElement.dataset.loadedAt = String(Date.now());
}
if (document.readyState === 'complete') stampLoad();
else window.addEventListener('load', stampLoad, { once: true });

function onLoad() {
  if (popups && document.getElementById('safebet-popups')) {
    setTimeout(() => import(popups).catch((error) => console.error('Açılır pencereler yüklenemedi:', error)), POPUPS_AT_MS);
  }
  if (acted || neededAtOnce()) {
    afterPaint(boot);
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    boot();
  };
  onAct = start;
  const timer = setTimeout(start, START_BY_MS);
}

if (entry) {
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
}
