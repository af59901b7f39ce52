/**
 * Outbound affiliate links: every link to a casino goes through our own redirect, `/git/<casino-slug>`,
 * tagged with where on the site it was placed and the page it was on, so the operator sees what earns. No personal
 * data travels: the redirect records a random click id, the casino, the placement, the page's path, a device class and
 * a bot flag.
 */
import { paths } from './paths.ts';

/** Where on the site an affiliate link sits: one fixed list, so the dashboard's figures add up. */
export const affiliatePlacements = {
  'one-cikan': 'Ana sayfa: öne çıkan casino',
  siralama: 'Ana sayfa: bonus sıralaması kartı',
  'oyun-sayfasi': 'Oyun sayfası: oynanacak siteler',
  'popup-editor': 'Popup: Editörün Seçimi',
  'popup-karusel': 'Popup: diğer bonuslar',
  tablo: 'İçerik: tablo veya metin içi bağlantı',
  inceleme: 'Casino inceleme sayfası',
  karsilastirma: 'Karşılaştırma sayfası',
} as const;
export type AffiliatePlacement = keyof typeof affiliatePlacements;
/** What a click with no or an unknown placement is counted as. */
export const UNKNOWN_PLACEMENT = 'bilinmiyor';

export const affiliateQueryKeys = { placement: 'yer', page: 'kaynak' } as const;

export function isAffiliatePlacement(value: string): value is AffiliatePlacement {
  return Object.hasOwn(affiliatePlacements, value);
}

/** The link to a casino from a placement on a page: `/git/<slug>?yer=<placement>&kaynak=<page path>`. */
export function affiliateHref(casinoSlug: string, placement: AffiliatePlacement, pagePath: string): string {
  const query = new URLSearchParams({ [affiliateQueryKeys.placement]: placement, [affiliateQueryKeys.page]: pagePathOf(pagePath) });
  return `${paths.go(encodeURIComponent(casinoSlug))}?${query.toString()}`;
}

const MAX_PAGE_PATH = 200;

/**
 * The page a click came from, as it is stored: a site path only (no query, no fragment, no other origin), at most
 * 200 characters; anything else is ''.
 */
export function pagePathOf(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return '';
  const path = raw.split(/[?#]/)[0] ?? '';
  return /^\/[\p{L}\p{N}\-._~/%]*$/u.test(path) ? path.slice(0, MAX_PAGE_PATH) : '';
}

/** The values a casino's URL template can name: `{clickId}`, `{placement}`, `{page}`, `{casino}`. */
export interface AffiliateValues {
  clickId: string;
  placement: string;
  page: string;
  casino: string;
}

/**
 * A casino's affiliate URL with its placeholders filled. Every value is percent-encoded as a URI component, so none can
 * end its parameter or start another ('&', '=', '#', '"', spaces and all); unknown placeholders are left as written.
 */
export function expandAffiliateTemplate(template: string, values: AffiliateValues): string {
  return template.replace(/\{(clickId|placement|page|casino)\}/g, (_, name: keyof AffiliateValues) => encodeURIComponent(values[name]));
}

/**
 * Whether `/git/` can send a reader to an affiliate URL template: only an http(s) address can be a redirect target.
 * The shell's redirect and the admin's link check both ask this, so an address the admin calls usable is one the
 * redirect follows.
 */
export function isRedirectableUrl(template: string): boolean {
  return /^https?:\/\/./i.test(template) && URL.canParse(template);
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** A coarse class from the user agent; the user agent itself is never stored. */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return 'mobile';
  return 'desktop';
}

// ---- the click dashboard (admin) -----------------------------------------------------------------------------

/** A placement for people: the list's label, 'Bilinmiyor' for clicks without one, or a code no longer listed as stored. */
export function placementLabel(placement: string): string {
  if (isAffiliatePlacement(placement)) return affiliatePlacements[placement];
  return placement === UNKNOWN_PLACEMENT ? 'Bilinmiyor' : placement;
}
