/**
 * Outbound affiliate links (issue 16): every link to a casino goes through our own redirect, `/git/<casino-slug>`,
 * tagged with where on the site it was placed and the page it was on, so the operator sees what earns. No personal
 * data travels: the redirect records a random click id, the casino, the placement, the page's path, a device class and
 * a bot flag.
 */
import { istanbulDate } from './cms/istanbul-time.ts';
import { roundTo } from './format.ts';
import { paths } from './paths.ts';

/** Where on the site an affiliate link sits: one fixed list, so the dashboard's figures add up. */
export const affiliatePlacements = {
  'one-cikan': 'Ana sayfa: öne çıkan casino',
  siralama: 'Ana sayfa: bonus sıralaması kartı',
  'oyun-sayfasi': 'Oyun sayfası: oynanacak siteler',
  'popup-editor': 'Popup: Editörün Seçimi',
  'popup-karusel': 'Popup: diğer bonuslar',
  tablo: 'İçerik: tablo veya metin içi bağlantı',
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

// ---- the click dashboard (admin, issue 16) -------------------------------------------------------------------

/** A placement for people: the list's label, 'Bilinmiyor' for clicks without one, or a code no longer listed as stored. */
export function placementLabel(placement: string): string {
  if (isAffiliatePlacement(placement)) return affiliatePlacements[placement];
  return placement === UNKNOWN_PLACEMENT ? 'Bilinmiyor' : placement;
}

/** The dashboard's range: Istanbul days 'YYYY-MM-DD', both included, of one casino or all. */
export interface ClickStatsRange {
  from: string;
  to: string;
  casinoId?: number;
}

/** One Istanbul day: its clicks, and the conversions (registrations and first deposits) that arrived that day. */
export interface ClickStatsDay {
  day: string;
  humans: number;
  bots: number;
  conversions: number;
}

/** A casino and placement over the range. `conversionRate` is registrations per human click, null without clicks. */
export interface ClickStatsRow {
  casinoId: number;
  /** '#<id>' for a casino that no longer exists. */
  casinoName: string;
  placement: string;
  humans: number;
  bots: number;
  registrations: number;
  firstDeposits: number;
  /** The first deposits' amounts added up, in the casino's currency. */
  depositAmount: number;
  /** The casino's currency (TL or USD); '' for a casino that no longer exists. */
  currency: string;
  conversionRate: number | null;
}

/** A page the clicks came from; '' for clicks whose page is not known. */
export interface ClickStatsPage {
  pagePath: string;
  humans: number;
  bots: number;
  registrations: number;
}

/** What the dashboard shows: every day of the range (zero-filled), the casino-and-placement rows, the top pages. */
export interface ClickStats {
  days: ClickStatsDay[];
  rows: ClickStatsRow[];
  pages: ClickStatsPage[];
}

/** The longest range the dashboard asks for: a year, leap day included. */
export const MAX_STATS_DAYS = 366;
/** The range when none is chosen: the last 30 Istanbul days, today included. */
export const DEFAULT_STATS_DAYS = 30;
const DAY_MS = 86_400_000;

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
}

/** `day` moved by `count` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included (0 when `from` is after `to`). */
export function dayCount(from: string, to: string): number {
  return Math.max(0, (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1);
}

/** Every day from `from` to `to`, both included, in order; empty when `from` is after `to`. */
export function daysInRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The `count` Istanbul days that end with today (the day of `now` in Istanbul). */
export function lastIstanbulDays(count: number, now: number = Date.now()): { from: string; to: string } {
  const to = istanbulDate(now);
  return { from: addDays(to, 1 - count), to };
}

/**
 * The range of a query's dates, each 'YYYY-MM-DD' or '': without an end, up to today in Istanbul; without a start,
 * the 30 days up to the end. A date that is not a real day is kept as it is, for the API to refuse.
 */
export function statsRangeOf(from: string, to: string, now: number = Date.now()): { from: string; to: string } {
  const end = to || istanbulDate(now);
  return { from: from || (isCalendarDay(end) ? addDays(end, 1 - DEFAULT_STATS_DAYS) : ''), to: end };
}

/** The columns of the table by casino and placement, on the dashboard and in its CSV file. */
export const clickStatsHeaders = [
  'Casino',
  'Yerleşim',
  'Tıklama (insan)',
  'Tıklama (bot)',
  'Kayıt',
  'İlk yatırım',
  'Yatırım tutarı',
  'Para birimi',
  'Dönüşüm oranı (%)',
] as const;

/** A conversion rate as the dashboard writes it, a percentage with one decimal and a comma: 0.025 -> '2,5'; null -> ''. */
export function conversionPercent(rate: number | null): string {
  return rate === null ? '' : roundTo(rate * 100, 1).toFixed(1).replace('.', ',');
}
