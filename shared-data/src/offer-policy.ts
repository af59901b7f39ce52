/**
 * What a page shows of the offers. A reader can take a break on their device ("Ara ver"): for 7, 30 or 90 days the
 * site shows no call to action, no link to a casino and no offer popup, and says when the break ends. The server
 * decides from the break's cookie and renders the page so; the browser hydrates with the same policy from the page's
 * data, and a break taken with scripts on changes it in place.
 */

/** The break's cookie: its value is the instant the break ends (ISO 8601), and nothing else. */
export const BREAK_COOKIE = 'safebet_ara_ver';

/** Where the break's form is POSTed. */
export const BREAK_PATH = '/ara-ver';

/** The lengths a reader can choose, in days; the first is the form's default. */
export const BREAK_DAYS = [7, 30, 90] as const;
export type BreakDays = (typeof BREAK_DAYS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The form's field names. */
export const breakFields = { days: 'gun', back: 'geri' } as const;

export interface OfferPolicy {
  /** Calls to action, links to casinos and offer popups are shown. */
  shown: boolean;
  /**
   * When the break the reader took on this device ends, or null: the instant (ISO 8601) and the text the pages show,
   * formatted once where the policy is made, so the browser hydrates the server's words.
   */
  breakUntil: { iso: string; text: string } | null;
}

export const OFFERS_SHOWN: OfferPolicy = Object.freeze({ shown: true, breakUntil: null });

export const isBreakDays = (value: unknown): value is BreakDays => BREAK_DAYS.some((days) => String(days) === String(value));

/**
 * The end of a break of `days` taken at `now`. A break already running is never shortened: the later end stands, so
 * the site offers no way to end a break early.
 */
export function breakEnd(now: Date, days: BreakDays, running: Date | null): Date {
  const end = new Date(now.getTime() + days * DAY_MS);
  return running && running > end ? running : end;
}

/**
 * The end of the break a cookie value names, when it is still running at `now`; null for no cookie, a value that is
 * no date, a break that has ended, or one that would run longer than the longest the site offers (not one it set).
 */
export function runningBreak(value: string | undefined, now: Date): Date | null {
  if (!value || value.length > 40) return null;
  const end = new Date(value);
  const left = end.getTime() - now.getTime();
  if (Number.isNaN(left) || left <= 0 || left > (Math.max(...BREAK_DAYS) + 1) * DAY_MS) return null;
  return end;
}

// Made when first needed, not as the module loads: the first formatter with a time zone reads the zone's data,
// about 5 ms of the browser's start-up on a fast machine (traced), and only a reader on a break needs it.
let breakDate: Intl.DateTimeFormat | undefined;

/** The break's end as a reader in Türkiye reads it: '7 Aralık 2026 05:10'. */
export const formatBreakEnd = (iso: string): string => {
  breakDate ??= new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });
  return breakDate.format(new Date(iso));
};

/** The policy of a reader on a break that ends at `end` (none: offers shown). */
export function policyOf(end: Date | null): OfferPolicy {
  if (!end) return OFFERS_SHOWN;
  const iso = end.toISOString();
  return { shown: false, breakUntil: { iso, text: formatBreakEnd(iso) } };
}

/**
 * The operator's rule for the visitors of one country (or the default for every country not listed):
 * - `show` (göster): offers as for everyone;
 * - `hide` (gizle): as a break, without its notice;
 * - `info` (yalnızca bilgi): terms and values, no call to action or link to a casino; `/git/` says offers are not
 *   available in the reader's country.
 * Pages look the same under `hide` and `info`; they differ at `/git/`.
 */
export const COUNTRY_RULES = ['show', 'hide', 'info'] as const;
export type CountryRule = (typeof COUNTRY_RULES)[number];
export const countryRuleLabels: Readonly<Record<CountryRule, string>> = { show: 'göster', hide: 'gizle', info: 'yalnızca bilgi' };
export const isCountryRule = (value: unknown): value is CountryRule => COUNTRY_RULES.some((rule) => rule === value);
