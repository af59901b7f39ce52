/** The parameters of the site's routes that several modules read: calculator slugs and list query keys. */

/**
 * The calculators with a page of their own under the hub (`/bahis-hesaplayici/<slug>`); surebet, value bet and the
 * odds converter stay on the hub itself. The bet log (`kupon-defteri`) is listed with them: a tool of the same family,
 * framed and registered the same way.
 */
export const calculatorSlugs = [
  'adil-oran',
  'eslesen-bahis',
  'hedge',
  'dutching',
  'bonus-cevrim',
  'sistem',
  'asya-handikap',
  'skor-tahmini',
  'kupon-defteri',
] as const;
export type CalculatorSlug = (typeof calculatorSlugs)[number];
export const isCalculatorSlug = (slug: string): slug is CalculatorSlug => (calculatorSlugs as readonly string[]).includes(slug);

/** Query parameter names that keep list state in the URL. */
export const queryKeys = {
  page: 'sayfa',
  search: 'q',
  provider: 'saglayici',
  /** The casinos compared side by side, by slug, comma-separated. */
  compare: 'casino',
  // The games list's filters and order (shared-data/src/game-filters.ts).
  rtpMin: 'rtp-min',
  rtpMax: 'rtp-max',
  volatility: 'volatilite',
  feature: 'ozellik',
  year: 'yil',
  /** The order of a list: the games' (`ad`, `rtp`, `yil`) or the home page's (`deger`: by simulated value). */
  sort: 'sirala',
} as const;

/** `?sirala=` values of the home page's ranking. */
export const rankingSorts = { value: 'deger' } as const;
