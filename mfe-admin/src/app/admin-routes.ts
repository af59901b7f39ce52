import { paths } from 'shared-data';
import { collectionSpecs, type CollectionSpec } from '../features/management/collections.ts';

export type CollectionRoute = { spec: CollectionSpec } & ({ screen: 'list' } | { screen: 'new' } | { screen: 'entry'; id: number });

/** '/admin/games/' is the same page as '/admin/games', as it was under the router. */
export const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Which collection screen a path shows: its list, the form of a new entry (…/yeni), or of one entry (…/<id>). */
export function collectionRoute(pathname: string): CollectionRoute | null {
  const path = withoutTrailingSlash(pathname);
  for (const spec of collectionSpecs) {
    if (path === spec.listPath) return { spec, screen: 'list' };
    if (path === paths.adminNew(spec.listPath)) return { spec, screen: 'new' };
    const rest = path.startsWith(`${spec.listPath}/`) ? path.slice(spec.listPath.length + 1) : '';
    if (/^[1-9]\d{0,14}$/.test(rest)) return { spec, screen: 'entry', id: Number(rest) };
  }
  return null;
}
