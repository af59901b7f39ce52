import { useEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import type { ContentReader } from 'shared-data';
import { ContentReaderProvider, OfferPolicyProvider, SiteOriginProvider, ThemeRoot, type OfferPolicyValue } from 'shared-data/react';
import { useOfferPolicyStore } from '../features/offers/offer-policy-store.ts';
import { browserRemoteModule, RemoteModuleContext, type RemoteModuleLoader } from '../features/remotes/load-remote.ts';
import { AppRoutes } from './router.tsx';

interface AppProvidersProps {
  /** Where pages read content; the browser's reader when not given. */
  reader?: ContentReader;
  /** How remote pages load; the federation runtime when not given. */
  loadRemote?: RemoteModuleLoader;
  /** The site's public origin (the server's SITE_ORIGIN); the development default when not given. */
  siteOrigin?: string;
  /** What the pages show of the offers, and how a break is taken; everything shown when not given. */
  offers?: OfferPolicyValue;
  children: ReactNode;
}

/** What every page of the site renders inside, on the server and in the browser alike. */
export function AppProviders({ reader, loadRemote = browserRemoteModule, siteOrigin, offers, children }: AppProvidersProps) {
  const themed = <ThemeRoot>{offers ? <OfferPolicyProvider value={offers}>{children}</OfferPolicyProvider> : children}</ThemeRoot>;
  const read = reader ? <ContentReaderProvider reader={reader}>{themed}</ContentReaderProvider> : themed;
  return (
    <RemoteModuleContext value={loadRemote}>
      {siteOrigin ? <SiteOriginProvider value={siteOrigin}>{read}</SiteOriginProvider> : read}
    </RemoteModuleContext>
  );
}

/**
 * Moves to the address the reader asked for once the page has hydrated at another (a stored copy's, see
 * lib/stored-copy.ts). It is a navigation like any other: in a transition, which waits for the page's parts to
 * hydrate before they render at the new address.
 */
function MoveToAskedAddress({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true, preventScrollReset: true });
  }, [navigate, to]);
  return null;
}

interface AppProps {
  /** The origin the server rendered the first page with (its page data). */
  siteOrigin?: string;
  /** The address to move to once hydrated, when the page hydrated at the address it was rendered for instead. */
  askedAddress?: string | null;
}

/**
 * The browser's app: the site's routes over the browser's history. BrowserRouter renders each navigation in a
 * transition, so a page still loading keeps the current one on screen meanwhile.
 */
export function App({ siteOrigin, askedAddress }: AppProps) {
  const policy = useOfferPolicyStore((state) => state.policy);
  const takeBreak = useOfferPolicyStore((state) => state.takeBreak);
  const offers = useMemo(() => ({ policy, takeBreak }), [policy, takeBreak]);
  return (
    <AppProviders siteOrigin={siteOrigin} offers={offers}>
      <BrowserRouter>
        {askedAddress ? <MoveToAskedAddress to={askedAddress} /> : null}
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
