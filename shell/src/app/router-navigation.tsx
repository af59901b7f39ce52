import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavigationProvider, useNavigationValue, type NavigateOptions } from 'shared-data/react';

/** The navigation the remotes (and the shell's own pages) read, filled from the shell's router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useCallback((to: string, options?: NavigateOptions) => void routerNavigate(to, options), [routerNavigate]);
  return <NavigationProvider value={useNavigationValue(location, navigate)}>{children}</NavigationProvider>;
}
