/**
 * Build step: renders every public route of the built site in headless Chromium and saves finished HTML
 * (text, links, head tags, JSON-LD and the styled-components CSS read from the CSSOM), plus sitemap.xml and
 * robots.txt. The app takes the prerendered page over without a flash (see src/features/prerender).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { siteOrigin } from 'shared-data';
import { buildServer } from '../server/app.ts';
import { openContentStore } from '../server/store.ts';
import { sitemapData } from 'shared-data/store';
import { APP_SHELL_FILE, notFoundPages, prerenderFile, robotsTxt, siteRoutes, sitemapXml } from './routes.ts';
import { chromiumArgs, chromiumPath } from 'shared-data/chromium';
import { PRERENDER_READY_FLAG } from '../src/features/prerender/ready.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const shellDir = join(root, 'shell/dist');
const CONCURRENCY = Number(process.env.PRERENDER_CONCURRENCY ?? 4);
const WAITING_ATTRIBUTE = 'data-prerender-waiting';

interface Captured {
  head: string;
  css: string;
  body: string;
}

/**
 * Runs in the page: the hoisted head tags, the CSS rules of styled-components and the rendered app.
 *
 * Until the app takes the page over, a saved button or field would do nothing, so the saved controls are disabled
 * (links work without the app and stay as they are). The attribute marks them, and the saved CSS keeps styling
 * them as enabled, so nothing changes on screen when the live controls replace them.
 */
function capture(waitingAttribute: string): Captured {
  const headSelector = [
    'title',
    'meta[name="description"]',
    'meta[name="robots"]',
    'link[rel="canonical"]',
    'meta[property^="og:"]',
    'meta[name^="twitter:"]',
  ].join(',');
  const head = [...document.head.querySelectorAll(headSelector)]
    .map((el) => {
      const clone = el.cloneNode(true) as Element;
      clone.setAttribute('data-prerendered-head', '');
      return clone.outerHTML;
    })
    .join('\n    ');
  const css = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')]
    .map((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n'))
    .join('\n')
    .replaceAll(':disabled', `:disabled:not([${waitingAttribute}])`);
  const app = document.getElementById('root');
  const clone = app?.cloneNode(true) as HTMLElement | undefined;
  // Nothing interactive that only exists for this visit (open dialogs, live regions' transient text).
  clone?.querySelectorAll('[role="dialog"], [data-prerender-skip]').forEach((el) => el.remove());
  clone?.querySelectorAll('button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])').forEach((el) => {
    el.setAttribute('disabled', '');
    el.setAttribute(waitingAttribute, '');
  });
  return { head, css, body: clone?.innerHTML ?? '' };
}

function compose(template: string, page: Captured): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta name="description"[^>]*>\s*/i, '')
    .replace('</head>', `    ${page.head}\n    <style data-prerendered-css>${page.css}</style>\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${page.body}</div>`);
}

/** Runs in the page: routes the running app to `url` the way the back button does, without reloading it. */
function routeTo(url: string) {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Runs in the page: true once the app shows `url` (its canonical link names it) with nothing still pending. */
function showsSettled(url: string): boolean {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return false;
  const shown = new URL(canonical.href);
  const root = document.getElementById('root');
  const page = root?.querySelector('main');
  return (
    `${shown.pathname}${shown.search}` === url &&
    page !== null &&
    page !== undefined &&
    page.childElementCount > 0 &&
    root?.querySelector('[data-pending], [data-load-failed]') === null
  );
}

async function renderAll(browser: Browser, baseUrl: string, urls: string[], template: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'tr-TR' });
  // Popups and other once-per-visit extras stay out of the saved pages.
  await context.addInitScript(() => {
    (window as unknown as Record<string, boolean>).__SAFEBET_PRERENDER__ = true;
  });
  const queue = [...urls];
  let done = 0;
  let fullLoads = 0;
  const failures: string[] = [];
  const worker = async () => {
    const page = await context.newPage();
    let loaded = false;
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        // After the first page, the running app is routed to the next one: far cheaper than loading every page
        // anew. The styles of pages seen before stay in the CSSOM, so a saved page may carry a few rules it does
        // not use. A page that does not settle that way is loaded afresh.
        let routed = false;
        if (loaded) {
          await page.evaluate(routeTo, url);
          routed = await page
            .waitForFunction(showsSettled, url, { timeout: 5_000 })
            .then(() => true)
            .catch(() => false);
        }
        if (!routed) {
          await page.goto(`${baseUrl}${url}`, { waitUntil: 'load' });
          await page.waitForFunction((flag) => (window as unknown as Record<string, boolean>)[flag] === true, PRERENDER_READY_FLAG, {
            timeout: 20_000,
          });
          loaded = true;
          fullLoads += 1;
        }
        // A page whose content failed to load must fail the build, not be saved with its error box.
        if ((await page.locator('[data-load-failed]').count()) > 0) throw new Error('content failed to load');
        const captured = await page.evaluate(capture, WAITING_ATTRIBUTE);
        const file = notFoundPages.find((notFound) => notFound.url === url)?.file ?? prerenderFile(url);
        const target = join(shellDir, file);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, compose(template, captured));
        done += 1;
      } catch (error) {
        failures.push(`${url}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await context.close();
  return { done, fullLoads, failures };
}

async function main() {
  const started = performance.now();
  // The built index.html is kept as the app page of routes that are not prerendered (the admin); a second run
  // starts again from it rather than from the prerendered home page that replaces index.html.
  const appShell = join(shellDir, APP_SHELL_FILE);
  if (!existsSync(appShell)) copyFileSync(join(shellDir, 'index.html'), appShell);
  const template = readFileSync(appShell, 'utf8');
  // The pages read their content from the same database the site will serve.
  const store = await openContentStore(process.env, join(root, '.data'));
  const server = await buildServer({
    shellDir,
    store,
    servePrerendered: false,
    remoteDirs: {
      content: join(root, 'mfe-content/dist'),
      calculators: join(root, 'mfe-calculators/dist'),
      admin: join(root, 'mfe-admin/dist'),
    },
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const routes = siteRoutes(await sitemapData(store.db));
    const { done, fullLoads, failures } = await renderAll(browser, address, [...routes.map((r) => r.url), ...notFoundPages.map((p) => p.url)], template);
    const origin = siteOrigin();
    writeFileSync(join(shellDir, 'sitemap.xml'), sitemapXml(routes, origin));
    writeFileSync(join(shellDir, 'robots.txt'), robotsTxt(origin));
    console.log(
      `prerender: ${done} pages in ${Math.round(performance.now() - started)} ms (${CONCURRENCY} at a time, ${fullLoads} full page loads)`,
    );
    if (failures.length > 0) {
      console.error(`prerender: ${failures.length} failed:\n${failures.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.close();
    await store.close();
  }
}

await main();
