/**
 * The links and GET forms of a page region the browser keeps as the server wrote it: plain HTML that React does not
 * own. Once the shell runs, the ones that lead to a page of the site are handed to its router (a client navigation);
 * everything else (another site, a new tab, a download, an in-page anchor, the affiliate redirect) is left to the
 * browser.
 */
import { formFields, matchRoute } from 'shared-data';

interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The site path `href` leads to, or null when it is not a page of this site. */
export function sitePath(href: string, here: Location | URL): string | null {
  const url = new URL(href, here.href);
  if (url.origin !== here.origin || !matchRoute(url.pathname)) return null;
  // A jump within this page stays the browser's.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path a click on `anchor` should navigate to on the client, or null when the browser should follow it. */
export function linkNavigation(anchor: HTMLAnchorElement, click: ClickLike, here: Location | URL): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return sitePath(anchor.getAttribute('href') ?? '', here);
}

/** The path a GET form's submission leads to on the client (its fields as the query), or null for the browser's. */
export function formNavigation(form: HTMLFormElement, submitter: HTMLElement | null, here: Location | URL): string | null {
  if (form.method.toLowerCase() !== 'get' || (form.target && form.target !== '_self')) return null;
  const action = submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? here.pathname;
  const url = new URL(action, here.href);
  url.search = formFields(form, submitter).toString();
  url.hash = '';
  return url.origin === here.origin && matchRoute(url.pathname) ? `${url.pathname}${url.search}` : null;
}
