import { createContext, useContext } from 'react';
import { siteConfig } from '../config.ts';

/**
 * The site's public origin (no trailing slash) for canonical URLs, Open Graph and structured data: given by the host
 * that renders the page (the shell: the server's SITE_ORIGIN, and in the browser the one the server wrote into the
 * page's data), the development default elsewhere (a remote's own development server).
 */
const SiteOriginContext = createContext<string>(siteConfig.defaultOrigin);

export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
