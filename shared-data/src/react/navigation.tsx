/**
 * Navigation as the remotes see it: the current location, the route's parameters, a `navigate` function and a
 * `Link`, given by whoever hosts them. The shell fills it from its router; a remote bundles no router of its own.
 * `BrowserNavigation` (a remote running on its own) and `MemoryNavigation` (tests) fill it without one.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { matchRoute } from '../routes.ts';

export interface NavigationLocation {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (a filter changed, not the page). */
  preventScrollReset?: boolean;
}

export interface Navigation {
  location: NavigationLocation;
  /** The parameters of the site's route at this location (`matchRoute`), e.g. { provider, slug }. */
  params: Readonly<Record<string, string | undefined>>;
  navigate(to: string, options?: NavigateOptions): void;
  /**
   * The location last asked for. A router renders a navigation in a transition, so `location` lags behind
   * `navigate` until it has rendered; two writes before that must build on each other, not both on `location`.
   */
  latest(): NavigationLocation;
}

const NavigationContext = createContext<Navigation | null>(null);

/** Gives `value` to the remotes below: the host builds it from its router. */
export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

const sameLocation = (a: NavigationLocation, b: NavigationLocation) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * A navigation value for `location`: the route's parameters come from the one route table of `paths.ts`.
 * `navigate` records where it was asked to go until that location renders; a location that renders without being
 * asked for here (the back button) drops the record.
 */
export function useNavigationValue(location: NavigationLocation, navigate: (to: string, options?: NavigateOptions) => void): Navigation {
  const { pathname, search, hash } = location;
  const rendered = useRef<NavigationLocation>({ pathname, search, hash });
  const requested = useRef<NavigationLocation[]>([]);
  // On commit, before any handler can run again: a location asked for is reached, with the ones before it.
  useLayoutEffect(() => {
    const now = { pathname, search, hash };
    if (sameLocation(rendered.current, now)) return;
    rendered.current = now;
    const reached = requested.current.findIndex((asked) => sameLocation(asked, now));
    requested.current = reached >= 0 ? requested.current.slice(reached + 1) : [];
  }, [pathname, search, hash]);
  const recordingNavigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      requested.current = [...requested.current, splitPath(to)];
      navigate(to, options);
    },
    [navigate],
  );
  const latest = useCallback(() => requested.current.at(-1) ?? rendered.current, []);
  return useMemo(
    () => ({ location: { pathname, search, hash }, params: matchRoute(pathname)?.params ?? {}, navigate: recordingNavigate, latest }),
    [pathname, search, hash, recordingNavigate, latest],
  );
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('No navigation: render remote pages inside a NavigationProvider (the shell gives one).');
  return navigation;
}

export const useLocation = (): NavigationLocation => useNavigation().location;
/** The location when a host gives one, else null (a part that also renders on its own, as the footer in its tests). */
export const useLocationIfKnown = (): NavigationLocation | null => useContext(NavigationContext)?.location ?? null;
export const useParams = (): Readonly<Record<string, string | undefined>> => useNavigation().params;
export const useNavigate = (): Navigation['navigate'] => useNavigation().navigate;

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The query of the location, and a setter that navigates to the same path with a new query. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { location, navigate, latest } = useNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      // An update builds on the query last asked for on this page: two fields written before the router renders
      // (typing in one field, then at once in another) both stay.
      const ahead = latest();
      const current = ahead.pathname === location.pathname ? ahead.search : location.search;
      const value = typeof next === 'function' ? next(new URLSearchParams(current)) : next;
      const query = new URLSearchParams(value).toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [location.pathname, location.search, navigate, latest],
  );
  return [params, setParams];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path from `paths`, with its query if any. */
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link that works as a plain `<a href>` (before the JavaScript arrives, opened in a new tab, crawled) and
 * navigates within the app on a plain click.
 */
export function Link({ to, replace, preventScrollReset, onClick, target, ...rest }: LinkProps) {
  const { navigate } = useNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace, preventScrollReset });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

/** Navigates to `to` once rendered (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const { navigate } = useNavigation();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

function splitPath(path: string): NavigationLocation {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Navigation kept in memory, starting at `path` (component tests). */
export function MemoryNavigation({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => splitPath(path));
  // As a router does: the next page renders in a transition, so the current one stays up while it loads.
  const navigate = useCallback((to: string) => startTransition(() => setLocation(splitPath(to))), []);
  return <NavigationProvider value={useNavigationValue(location, navigate)}>{children}</NavigationProvider>;
}

const currentLocation = (): NavigationLocation => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/** Navigation over the browser's history, for a remote running on its own (its development page). */
export function BrowserNavigation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPop = () => startTransition(() => setLocation(currentLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string, options?: NavigateOptions) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    startTransition(() => setLocation(currentLocation()));
    if (!options?.preventScrollReset) window.scrollTo(0, 0);
  }, []);
  return <NavigationProvider value={useNavigationValue(location, navigate)}>{children}</NavigationProvider>;
}
