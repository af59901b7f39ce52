/**
 * Content integrity: fails on anything in the built-in content (the seed of the database) that a reader or a
 * crawler would trip over. Reads the Markdown as the seed does, rendered bodies included, and the generated images.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bonusEntries, casinos, readBuiltInContent } from '@shared-data/store/built-in';
import {
  type ArticleBody,
  type BodyKind,
  legacyHashToPath,
  matchRoute,
  parseTurkishDate,
  paths,
  siteConfig,
  slugify,
  slugPattern,
  tacticCategories,
  volatilityLevels,
} from 'shared-data';
import { responsibleGamingGuides } from 'shared-data/responsible-gaming';
import { publicDir } from './paths.ts';

const { games, providers, blogPosts, tactics, pages } = readBuiltInContent();
const bodies: Record<BodyKind, Map<string, ArticleBody>> = {
  games: new Map(games.map((g) => [g.slug, g.body])),
  blog: new Map(blogPosts.map((p) => [p.slug, p.body])),
  tactics: new Map(tactics.map((t) => [t.slug, t.body])),
};

function body(kind: BodyKind, slug: string): ArticleBody {
  const found = bodies[kind].get(slug);
  if (!found) throw new Error(`no ${kind} body for '${slug}'`);
  return found;
}

/** Whether a public path names an entry of the built-in content (the routes with a slug check theirs). */
function contentPathExists(route: string, params: Record<string, string>): boolean {
  switch (route) {
    case 'tactic':
      return bodies.tactics.has(params.slug ?? '');
    case 'blogPost':
      return bodies.blog.has(params.slug ?? '');
    case 'game':
      return bodies.games.has(params.slug ?? '');
    case 'provider':
      return providers.some((p) => p.id === params.provider);
    default:
      return true;
  }
}

const allBodies: Array<[string, ArticleBody]> = [
  ...blogPosts.map((p): [string, ArticleBody] => [`blog/${p.slug}`, body('blog', p.slug)]),
  ...tactics.map((t): [string, ArticleBody] => [`tactics/${t.slug}`, body('tactics', t.slug)]),
  ...games.map((g): [string, ArticleBody] => [`games/${g.slug}`, body('games', g.slug)]),
  ...pages.map((p): [string, ArticleBody] => [`pages/${p.slug}`, p.body]),
];

const duplicates = (values: readonly (string | number)[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('static pages', () => {
  it('has the four static pages at their routes, with the site settings filled in', () => {
    expect(pages.map((p) => `/${p.slug}`).sort()).toEqual([paths.privacy, paths.advertise, paths.terms, paths.responsibleGaming].sort());
    expect(pages.filter((p) => /\{\{|\}\}/.test(`${p.title}${p.description}${p.intro}${p.body.html}`)).map((p) => p.slug)).toEqual([]);
  });
});

describe('providers of games', () => {
  it('name the provider of every game', () => {
    const names = new Map(providers.map((p) => [p.id, p.name]));
    expect(games.filter((g) => names.get(g.provider) === undefined).map((g) => g.slug)).toEqual([]);
    expect(names.get('pragmatic-play')).toBe('Pragmatic Play');
  });
});

describe('identifiers', () => {
  it.each([
    ['games', games.map((g) => g.id), games.map((g) => g.slug)],
    ['providers', providers.map((p) => p.id), providers.map((p) => p.id)],
    ['blog', blogPosts.map((p) => p.id), blogPosts.map((p) => p.slug)],
    ['tactics', tactics.map((t) => t.id), tactics.map((t) => t.slug)],
  ] as const)('%s have unique ids and slugs of lower-case letters, digits and hyphens', (_name, ids, slugs) => {
    expect(duplicates(ids)).toEqual([]);
    expect(duplicates(slugs)).toEqual([]);
    expect(slugs.filter((s) => !slugPattern.test(s))).toEqual([]);
  });
});

describe('casinos and bonus list', () => {
  it('has exactly the three ranked casinos, in order', () => {
    expect(casinos.map((c) => c.rating)).toEqual([4.9, 4.8, 4.7]);
    expect(casinos.map((c) => c.bonusDetails.wagering)).toEqual(['30x', '35x', 'Yok']);
    expect(casinos.map((c) => c.bonusDetails.freeSpins)).toEqual([1000, 10, 5]);
    expect(casinos[0]?.welcomeBonus).toContain('250 TL');
    expect(casinos[0]?.investmentBonus).toContain('10.000 TL');
    expect(casinos[1]?.welcomeBonus).toContain('3 USD');
    expect(casinos[2]?.bonusDetails.cashValue).toBe(0);
    expect(casinos.filter((c) => c.investmentBonus !== undefined)).toHaveLength(1);
    expect(casinos.every((c) => c.affiliateUrl.startsWith('https://') && c.logoUrl.startsWith('/images/casinos/'))).toBe(true);
  });

  it('gives the casinos the slugs the seed has always derived from their names', () => {
    // Databases seeded before the slug was written here got slugify(name); links to /git/<slug> must name the same.
    expect(bonusEntries.map((c) => c.slug)).toEqual(bonusEntries.map((c) => slugify(c.name)));
    expect(bonusEntries.map((c) => c.slug)).toEqual(['lalezar-casino', 'nebula-bet', 'fjord-spins', 'zumrut-palace', 'atlas-vegas']);
  });

  it('has five bonus entries for the popups, starting with the casinos', () => {
    expect(bonusEntries).toHaveLength(5);
    expect(bonusEntries.slice(0, 3)).toEqual(casinos);
  });
});

describe('games', () => {
  it('has at least 100 games from the 17 listed providers', () => {
    expect(games.length).toBeGreaterThanOrEqual(100);
    const specProviders = [
      'pragmatic-play', 'nolimit-city', 'play-n-go', 'netent', 'hacksaw-gaming', 'red-tiger', 'yggdrasil',
      'microgaming', 'evolution-gaming', 'ezugi', 'amatic', 'quickspin', 'betsoft', 'endorphina', 'push-gaming',
      'relax-gaming', 'egt-amusnet',
    ];
    expect([...new Set(games.map((g) => g.provider))].sort()).toEqual([...specProviders].sort());
  });

  it('links every game to an existing provider', () => {
    const ids = new Set(providers.map((p) => p.id));
    expect(games.filter((g) => !ids.has(g.provider)).map((g) => g.slug)).toEqual([]);
  });

  it('keeps RTP within 88 to 99.6 and volatility within the four levels', () => {
    expect(games.filter((g) => g.rtp < 88 || g.rtp > 99.6).map((g) => `${g.slug} ${g.rtp}`)).toEqual([]);
    expect(games.filter((g) => !volatilityLevels.includes(g.volatility)).map((g) => g.slug)).toEqual([]);
    expect(games.filter((g) => !Number.isInteger(g.year) || g.year < 1990 || g.year > 2026).map((g) => g.slug)).toEqual([]);
  });

  it('includes the games the tactics discuss and the Ezugi live games', () => {
    const slugs = new Set(games.map((g) => g.slug));
    for (const slug of ['sweet-bonanza', 'gates-of-olympus', 'big-bass-bonanza', 'book-of-dead', 'mega-moolah', 'teen-patti', 'dragon-tiger', 'casino-holdem', 'lucky-7']) {
      expect(slugs.has(slug), slug).toBe(true);
    }
    expect(games.find((g) => g.slug === 'mega-moolah')?.rtp).toBe(88.12);
  });

  it('gives at least 40 games a full review of 400+ words and the rest 100+ words', () => {
    const reviews = games.filter((g) => g.hasReview);
    expect(reviews.length).toBeGreaterThanOrEqual(40);
    expect(reviews.filter((g) => body('games', g.slug).words < 400).map((g) => g.slug)).toEqual([]);
    expect(games.filter((g) => body('games', g.slug).words < 100).map((g) => g.slug)).toEqual([]);
  });
});

describe('providers', () => {
  it('has about 80 providers with 60+ word descriptions', () => {
    expect(providers.length).toBeGreaterThanOrEqual(75);
    expect(providers.filter((p) => p.description.split(/\s+/).length < 60).map((p) => p.id)).toEqual([]);
    expect(providers.some((p) => p.id === 'pragmatic-play')).toBe(true);
    expect(providers.some((p) => p.id === 'fantasma-games')).toBe(true);
  });
});

describe('blog', () => {
  it('has exactly 37 posts with ids 1 to 37', () => {
    expect(blogPosts.map((p) => p.id)).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
  });

  it('dates every post with a valid Turkish long date in July or August 2024', () => {
    const bad = blogPosts.filter((p) => {
      const iso = parseTurkishDate(p.date);
      return iso === null || iso < '2024-07-01' || iso > '2024-08-31';
    });
    expect(bad.map((p) => `${p.slug}: ${p.date}`)).toEqual([]);
  });

  it('gives every post 700+ words', () => {
    expect(blogPosts.filter((p) => body('blog', p.slug).words < 700).map((p) => p.slug)).toEqual([]);
  });
});

describe('tactics', () => {
  const specSlugs = [
    'martingale-sistemi', 'paroli-sistemi', 'rulet-stratejileri', 'value-betting-deger-bahsi', 'surebet-arbitrage-betting',
    'dalembert-sistemi', 'fibonacci-sistemi', 'labouchere-sistemi', 'kelly-kriteri', 'slot-oyunlari-stratejileri',
    'blackjack-temel-strateji', 'blackjack-kart-sayma-hi-lo', 'pokerde-blof-sanati', 'video-poker-stratejileri',
    'baccaratta-trend-takibi', 'crash-oyunlari-stratejileri-aviator-jetx', 'bonus-avciligi-bonus-hunting',
    'kasa-yonetimi-101', 'sabit-bahis-flat-betting', 'yuzdesel-bahis-percentage-staking', 'hollanda-sistemi-dutching',
    'asya-handikap-bahisleri', 'beraberlikte-iade-draw-no-bet', 'cifte-sans-bahisleri', 'korner-ve-kart-bahisleri-analizi',
    'canli-bahis-in-play-stratejileri', 'tilt-kontrolu-ve-psikolojik-disiplin', 'bahis-oranlarini-anlamak',
    'bahis-siteleri-oran-karsilastirmasi', 'book-of-slotlari-kazanma-taktikleri', 'megaways-slotlari-stratejileri',
    'jackpot-slotlari-oynama-rehberi', 'balikci-big-bass-bonanza-taktikleri', 'sweet-bonanza-taktikleri',
    'gates-of-olympus-dede-taktikleri', 'pokerde-pozisyonun-onemi', 'texas-holdem-baslangic-elleri',
    'provably-fair-oyunlari-anlamak',
  ];

  it('has every listed slug and at least 49 tactics in the five categories', () => {
    const slugs = new Set(tactics.map((t) => t.slug));
    expect(specSlugs.filter((s) => !slugs.has(s))).toEqual([]);
    expect(tactics.length).toBeGreaterThanOrEqual(49);
    expect(tactics.filter((t) => !tacticCategories.includes(t.category)).map((t) => t.slug)).toEqual([]);
  });

  it('has the articles the responsible-gaming tools link to', () => {
    const slugs = new Set(tactics.map((t) => t.slug));
    expect(Object.values(responsibleGamingGuides).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('gives every tactic 600+ words', () => {
    expect(tactics.filter((t) => body('tactics', t.slug).words < 600).map((t) => t.slug)).toEqual([]);
  });

  it('says plainly in every betting-system article that no system beats the house edge', () => {
    const systems = tactics.filter((t) => t.category === 'Matematiksel ve Stratejik Sistemler');
    const silent = systems.filter((t) => !/kasa avantaj/i.test(body('tactics', t.slug).html));
    expect(silent.map((t) => t.slug)).toEqual([]);
  });
});

describe('editorial figures', () => {
  const text = (kind: BodyKind, slug: string) =>
    body(kind, slug)
      .html.replace(/<[^>]+>/g, ' ')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  // Each figure is a list of spellings, any of which is enough ('4000' or '4.000').
  it.each([
    ['tactics', 'rulet-stratejileri', [['2,70', '2,7'], ['5,26'], ["2'ye 1", '2:1']]],
    ['tactics', 'baccarat-banker-kurali', [['1,06'], ['1,24'], ['14,36'], ['%5'], ["8'e 1", '8:1']]],
    ['tactics', 'sistem-bahisleri-trixie-yankee', [['Trixie'], ['Yankee'], ['Goliath'], ['247'], ['26']]],
    ['tactics', '1-3-2-6-sistemi', [['1-3-2-6']]],
    ['tactics', 'sweet-bonanza-taktikleri', [['%25'], ['100x']]],
    ['tactics', 'gates-of-olympus-dede-taktikleri', [['15 bedava', '15 free'], ['100x']]],
    ['tactics', 'video-poker-stratejileri', [['4000', '4.000']]],
    ['tactics', 'crash-oyunlari-stratejileri-aviator-jetx', [['1,30'], ['1,50']]],
    ['tactics', 'kasa-yonetimi-101', [['%1'], ['%2']]],
  ] as const)('%s/%s mentions its figures', (kind, slug, figures) => {
    const t = text(kind, slug);
    expect(figures.filter((spellings) => !spellings.some((f) => t.includes(f)))).toEqual([]);
  });

  it('points responsible-gaming advice to Yeşilay 115 and YEDAM', () => {
    const t = text('blog', 'sorumlu-oyun-rehberi');
    expect(t).toContain('115');
    expect(t).toContain('YEDAM');
  });
});

describe('article bodies', () => {
  it.each(allBodies)('%s: every heading has an id, unique within the body', (_name, b) => {
    const headingTags = b.html.match(/<h[2-6][^>]*>/g) ?? [];
    expect(headingTags.filter((tag) => !/ id="[a-z0-9-]+"/.test(tag))).toEqual([]);
    expect(duplicates(b.headings.map((h) => h.id))).toEqual([]);
  });

  it.each(allBodies)('%s: every internal link resolves to a route and an entry', (_name, b) => {
    const hrefs = [...b.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
    const broken = hrefs.filter((href) => {
      if (/^https?:\/\//.test(href) || href.startsWith('mailto:')) return false;
      if (href.startsWith('#') && !href.startsWith('#/')) {
        return !b.headings.some((h) => `#${h.id}` === href);
      }
      const path = (href.startsWith('#/') ? legacyHashToPath(href) : href)?.split(/[?#]/)[0] ?? '';
      const match = matchRoute(path);
      return match === null || !contentPathExists(match.route, match.params);
    });
    expect(broken).toEqual([]);
  });

  it.each(allBodies)("%s: links out only to the site's own channels, never straight to a casino", (_name, b) => {
    // A casino is linked through /git/<slug>?yer=tablo, so the click is counted and the partner's address stays hidden.
    const ownAddresses: readonly string[] = [siteConfig.channelUrl, siteConfig.contactUrl];
    const outbound = [...b.html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(outbound.filter((href) => !ownAddresses.includes(href))).toEqual([]);
  });

  it('contains no raw HTML from the sources', () => {
    expect(allBodies.filter(([, b]) => /<(script|iframe|style|img)\b/i.test(b.html)).map(([n]) => n)).toEqual([]);
  });
});

describe('images', () => {
  it('has a webp file for every logo and cover the data refers to', () => {
    const urls = [
      ...bonusEntries.map((c) => c.logoUrl),
      ...providers.map((p) => p.logoUrl),
      ...games.map((g) => g.coverUrl),
      ...blogPosts.map((p) => p.coverUrl),
    ];
    expect(urls.filter((u) => !u.endsWith('.webp') || !existsSync(join(publicDir, u)))).toEqual([]);
    expect(games.every((g) => g.coverUrl.endsWith('_cover.webp'))).toBe(true);
  });
});
