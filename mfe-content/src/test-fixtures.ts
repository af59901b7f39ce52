/** Small answers of the content API for component tests, in the shapes the server sends. */
import { slugify, type ArticleBody, type Casino, type Game, type Paged, type ProviderSummary } from 'shared-data';

export function game(id: number, name: string, provider = 'pragmatic-play', extra: Partial<Game> = {}): Game {
  const slug = slugify(name);
  return {
    id,
    slug,
    name,
    provider,
    type: 'slot',
    rtp: 96.48,
    volatility: 'Yüksek',
    features: ['Tumble', 'Bedava Dönüş', 'Çarpan'],
    theme: 'Şeker',
    year: 2019,
    coverUrl: `/images/games/${slug}.webp`,
    hasReview: true,
    ...extra,
  };
}

export function provider(id: string, name: string): ProviderSummary {
  return { id, name, logoUrl: `/images/providers/${id}.webp`, kinds: ['Slot'] };
}

/** A casino whose slug is its name slugified, as the built-in casinos' are: 'İkinci' is 'ikinci', 'Casino 2' is 'casino-2'. */
export function casino(id: number, name: string): Casino {
  return {
    id,
    slug: slugify(name),
    name,
    logoUrl: `/images/casinos/${id}.webp`,
    rating: 4.8,
    welcomeBonus: `%100 ${name} Hoş Geldin Bonusu`,
    investmentBonus: '%25 Yatırım Bonusu',
    badges: ['Hızlı Ödeme'],
    pros: ['7/24 destek'],
    bonusDetails: { cashValue: 5000, currency: 'TL', freeSpins: 100, wagering: '30x', description: 'Hoş geldin paketi' },
  };
}

/** One page of a list; `total` defaults to the items given. */
export function paged<T>(items: T[], extra: Partial<Paged<T>> = {}): Paged<T> {
  return { items, page: 1, pageCount: 1, total: items.length, pageSize: 16, ...extra };
}

export const body = (html: string, headings: ArticleBody['headings'] = []): ArticleBody => ({ html, headings, words: 120 });
