export { ThemeRoot, GlobalStyle } from './theme-root.tsx';
export type { RemotePages, SatisfiesPages } from './remote-pages.ts';
export { PageMeta, type PageJsonLd } from './page-meta.tsx';
export { SiteOriginProvider, useSiteOrigin } from './site-origin.tsx';
export { StandaloneFrame } from './standalone-frame.tsx';
export { PreparingSection } from './preparing.tsx';
export { AnimatedCounter } from './animated-counter.tsx';
export { primaryActionStyles, textFieldStyles } from './field-styles.ts';
export { pagerItemStyles, pagerListStyles } from './pager-styles.ts';
export { SubmittedFormProvider, useSubmittedForm } from './submitted-form.tsx';
export { ContentReaderProvider, useContent, useContentIfReadable, useContentReader, useOptionalContent } from './content.tsx';
export {
  BrowserNavigation,
  Link,
  MemoryNavigation,
  Navigate,
  NavigationProvider,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationValue,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavigateOptions,
  type Navigation,
  type NavigationLocation,
} from './navigation.tsx';
export { EarlyInputContext, HandOverEarlyInput, Island, IslandGateContext, type EarlyInputHandOver, type IslandGate, type IslandWhen } from './island.tsx';
export { BreakSwitch, OfferPolicyProvider, useOfferPolicy, type OfferPolicyValue } from './offer-policy.tsx';
