/**
 * The site's entities. Everything here is plain data: no React, no DOM. An offer's terms and its value are the value
 * engine's own types (bonus-value/), which import nothing from here.
 */
import type { BonusTerms } from './bonus-value/bonus-value.ts';
import type { OfferGrade } from './bonus-value/index.ts';
import type { CasinoOfferValue } from './bonus-value/offer.ts';
import type { RatingScores } from './rating.ts';
import type { Volatility } from './volatility-levels.ts';

export { volatilityLevels, type Volatility } from './volatility-levels.ts';

export type Currency = 'TL' | 'USD';

export interface BonusDetails {
  cashValue: number;
  currency: Currency;
  freeSpins: number;
  /** Wagering requirement as shown to readers, e.g. '30x', or 'Yok' when there is none. */
  wagering: string;
  description: string;
}

/**
 * A casino as readers see it. It carries no affiliate URL: that stays in the store, read only by the `/git/<slug>`
 * redirect, so neither the page nor the public content API gives the partner's address away.
 */
export interface Casino {
  id: number;
  /** The casino's key in its affiliate links (`/git/<slug>`, see affiliate.ts). */
  slug: string;
  name: string;
  logoUrl: string;
  rating: number;
  welcomeBonus: string;
  investmentBonus?: string;
  badges: readonly string[];
  pros: readonly string[];
  bonusDetails: BonusDetails;
  /** The typed terms behind `bonusDetails`, from the store (the built-in demo list has none). */
  terms?: BonusTerms;
  /** The parts of `rating` (rating.ts), from the store. */
  ratingParts?: RatingScores;
  /** The offer's stored value on its reference game, from the store. */
  value?: CasinoOfferValue;
  /** The offer's grade and red flags from its terms (bonus-value/grade.ts), from the store. */
  grade?: OfferGrade;
  /** The slot the offer's free spins are played on, from the store, when one is chosen and public. */
  freeSpinGame?: { slug: string; name: string; provider: string };
}

/** A casino's review page: the casino, its review text and headings. */
export interface CasinoReview extends Casino {
  body: ArticleBody;
  /** Whether it appears in the home page's ranking (a popup-only partner does not). */
  inRanking: boolean;
  updatedAt: string;
}

/** The popup sequence uses the same shape as the casino list. */
export type BonusEntry = Casino;

export type GameType = 'slot' | 'live';

export interface Game {
  id: number;
  slug: string;
  name: string;
  /** Provider id (a slug). */
  provider: string;
  type: GameType;
  rtp: number;
  volatility: Volatility;
  features: readonly string[];
  theme: string;
  year: number;
  maxWin?: string;
  coverUrl: string;
  /** True when the game has a full review with anchored headings, false for a short description. */
  hasReview: boolean;
}

/** What game lists and game pages show of a provider; the long description stays with the provider pages. */
export interface ProviderSummary {
  id: string;
  name: string;
  logoUrl: string;
  kinds: readonly string[];
}

export interface Provider extends ProviderSummary {
  description: string;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  coverUrl: string;
  author: string;
  /** Turkish long-form date, e.g. '12 Temmuz 2024'. */
  date: string;
  /** ISO date (YYYY-MM-DD) derived from `date`, for sorting and structured data. */
  isoDate: string;
}

export const tacticCategories = [
  'Matematiksel ve Stratejik Sistemler',
  'Casino Oyunlarına Özel Stratejiler',
  'Spor Bahisleri Taktikleri',
  'Bonus ve Promosyon Stratejileri',
  'Kasa Yönetimi ve Psikoloji',
] as const;
export type TacticCategory = (typeof tacticCategories)[number];

export interface Tactic {
  id: string;
  slug: string;
  title: string;
  category: TacticCategory;
  excerpt: string;
}

export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** An article body, loaded on its own page only. `html` is produced at build time from Markdown. */
export interface ArticleBody {
  html: string;
  headings: readonly Heading[];
  words: number;
}

export type BodyKind = 'blog' | 'tactics' | 'games';

/** A static page (advertising, legal) as its route shows it; the slug is its path without the leading slash. */
export interface StaticPage {
  slug: string;
  title: string;
  description: string;
  /** The line under the title. */
  intro: string;
  body: ArticleBody;
}
