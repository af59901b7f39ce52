import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { browserContentReader, routeContentUrls } from 'shared-data';
import { NavigationProvider, useNavigationValue, type NavigateOptions } from 'shared-data/react';

/**
 * Asks for the next page's content as the navigation starts, beside its code: the page then finds its answers on
 * the way or there. A failure stays with the answer, for the page's own error state to show.
 */
function prefetchContent(to: string) {
  const reader = browserContentReader();
  for (const url of routeContentUrls(to)) reader.read(url).catch(() => undefined);
}

/** The navigation the remotes (and the shell's own pages) read, filled from the shell's router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      prefetchContent(to);
      void routerNavigate(to, options);
    },
    [routerNavigate],
  );
  return <NavigationProvider value={useNavigationValue(location, navigate)}>{children}</NavigationProvider>;
}
