/** Finds the prerendered HTML of a request, as saved by prerender/prerender.ts beside the built shell. */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { notFoundFile, prerenderFile } from '../prerender/routes.ts';

export interface PrerenderedPages {
  /** The saved page for a path and query, or null when there is none. */
  page(pathname: string, search: string): string | null;
  /** The saved not-found page of a route (null: an unknown path), or null when there is none. */
  notFound(route: string | null): string | null;
}

export function prerenderedPages(shellDir: string): PrerenderedPages {
  const cache = new Map<string, string | null>();
  const read = (file: string): string | null => {
    if (cache.has(file)) return cache.get(file) ?? null;
    const full = normalize(join(shellDir, file));
    const html = full.startsWith(normalize(shellDir)) && existsSync(full) ? readFileSync(full, 'utf8') : null;
    cache.set(file, html);
    return html;
  };
  return {
    page: (pathname, search) => read(prerenderFile(`${pathname}${search}`)),
    notFound: (route) => read(notFoundFile(route)),
  };
}
