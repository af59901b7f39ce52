/** Structured data (schema.org JSON-LD) and absolute URLs for the head of every page. Pure functions. */
import { siteConfig } from './config.ts';
import { paths } from './paths.ts';
import type { BlogPost, Game, ProviderSummary, Tactic } from './types.ts';

/**
 * The public origin of the site (no trailing slash) from the configured one (the servers' SITE_ORIGIN, passed down
 * by whoever renders), or the default of a development machine.
 */
export function siteOriginOf(configured: string | undefined): string {
  return (configured || siteConfig.defaultOrigin).replace(/\/+$/, '');
}

export function absoluteUrl(path: string, origin: string): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

export type JsonLd = Record<string, unknown>;

/** Serialises JSON-LD so it can sit inside a <script> element safely. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const publisher = (origin: string): JsonLd => ({
  '@type': 'Organization',
  name: siteConfig.name,
  url: absoluteUrl('/', origin),
  logo: absoluteUrl('/favicon.svg', origin),
});

export function organizationLd(origin: string): JsonLd {
  return { '@context': 'https://schema.org', ...publisher(origin) };
}

export function websiteLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.name,
    url: absoluteUrl('/', origin),
    inLanguage: 'tr-TR',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(paths.games, origin)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The trail from the home page (which it adds itself) down to the page: a BreadcrumbList. */
export function breadcrumbLd(trail: ReadonlyArray<{ name: string; path: string }>, origin: string): JsonLd {
  const items = [{ name: 'Ana Sayfa', path: paths.home }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, origin),
    })),
  };
}

export function blogPostingLd(post: BlogPost, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.coverUrl, origin),
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    inLanguage: 'tr-TR',
    author: { '@type': 'Organization', name: post.author },
    publisher: publisher(origin),
    mainEntityOfPage: absoluteUrl(paths.blogPost(post.slug), origin),
  };
}

/** Tactics carry no date of their own; they are dated with the last editorial review. */
export const TACTICS_REVIEWED = '2024-08-31';

export function tacticLd(tactic: Tactic, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: tactic.title,
    description: tactic.excerpt,
    articleSection: tactic.category,
    image: absoluteUrl('/favicon.svg', origin),
    datePublished: TACTICS_REVIEWED,
    dateModified: TACTICS_REVIEWED,
    inLanguage: 'tr-TR',
    author: { '@type': 'Organization', name: siteConfig.editorialAuthor },
    publisher: publisher(origin),
    mainEntityOfPage: absoluteUrl(paths.tactic(tactic.slug), origin),
  };
}

/** A game review as a VideoGame; deliberately without ratings (no self-serving review stars). */
export function videoGameLd(game: Game, provider: ProviderSummary | undefined, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    name: game.name,
    url: absoluteUrl(paths.game(game.provider, game.slug), origin),
    image: absoluteUrl(game.coverUrl, origin),
    genre: game.type === 'live' ? 'Canlı Casino' : 'Slot',
    gamePlatform: 'Web',
    applicationCategory: 'Game',
    datePublished: String(game.year),
    inLanguage: 'tr-TR',
    ...(provider ? { publisher: { '@type': 'Organization', name: provider.name } } : {}),
  };
}
