/**
 * Fills an empty database with the built-in demo content: the Markdown under `content/` (bodies rendered and
 * sanitised once, here), the demo casinos and the site settings. Seeding runs once per database: `content_meta`
 * remembers it, so running it again changes nothing. `reseed` empties the content tables and seeds from scratch.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type ArticleBody,
  ratingParts,
  type RatingScores,
  siteConfig,
  TACTICS_REVIEWED,
  weightedRating,
} from 'shared-data';
import { refreshAllOfferValues } from './casino-values.ts';
import { readBuiltInContent, type BuiltInContent } from './content-source.ts';
import { bonusEntries, type DemoCasino } from './demo-casinos.ts';
import { isEarlierBuiltInReview } from './earlier-reviews.ts';
import type { Database } from './database.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import * as t from './schema.ts';

type CasinoTerms = Pick<
  typeof t.casinos.$inferInsert,
  'bonusPercent' | 'wageringBase' | 'minDeposit' | 'maxBet' | 'maxCashout' | 'daysToComplete'
>;

/** Typed bonus terms of the fictional demo casinos, consistent with their bonus descriptions. */
const demoTerms: Record<string, CasinoTerms> = {
  'Lalezar Casino': { wageringBase: 'bonus', minDeposit: 100, maxBet: 50, maxCashout: null, daysToComplete: 30 },
  'Nebula Bet': { wageringBase: 'bonus', minDeposit: 0, maxBet: 5, maxCashout: 100, daysToComplete: 7 },
  'Fjord Spins': { wageringBase: 'bonus', minDeposit: 0, maxBet: null, maxCashout: null, daysToComplete: null },
  'Zümrüt Palace': { bonusPercent: 100, wageringBase: 'deposit_bonus', minDeposit: 200, maxBet: 100, maxCashout: null, daysToComplete: 30 },
  'Atlas Vegas': { wageringBase: 'bonus', minDeposit: 20, maxBet: 5, maxCashout: null, daysToComplete: 14 },
};

/** Casinos shown in the home page's ranking; the others appear only in the popups. */
const RANKED_CASINOS = 3;

function wageringMultiple(wagering: string): number | null {
  const match = /^(\d+(?:[.,]\d+)?)x$/i.exec(wagering.trim());
  return match?.[1] ? Number(match[1].replace(',', '.')) : null;
}

function casinoRow(casino: DemoCasino, index: number): typeof t.casinos.$inferInsert {
  const terms = demoTerms[casino.name] ?? {};
  return {
    id: casino.id,
    slug: casino.slug,
    name: casino.name,
    rank: index + 1,
    inRanking: index < RANKED_CASINOS,
    rating: casino.rating,
    logoUrl: casino.logoUrl,
    affiliateUrl: casino.affiliateUrl,
    welcomeBonus: casino.welcomeBonus,
    investmentBonus: casino.investmentBonus ?? null,
    badges: [...casino.badges],
    pros: [...casino.pros],
    bonusDescription: casino.bonusDetails.description,
    currency: casino.bonusDetails.currency,
    bonusAmount: casino.bonusDetails.cashValue,
    wageringMultiple: wageringMultiple(casino.bonusDetails.wagering),
    freeSpins: casino.bonusDetails.freeSpins,
    // Every part at the rating until the review step gives the demo casinos their own parts.
    ...Object.fromEntries(ratingParts.map(({ key }) => [key, casino.rating])),
    ...terms,
  } as typeof t.casinos.$inferInsert;
}

/**
 * The review pages of the demo casinos: rating parts whose weighted mean is the rating they had (4,9 / 4,8 /
 * 4,7 in the ranking), the game their offer is valued on, and their review text. A part set is written only where
 * the rating is still the demo one, a game only where none is chosen, a text only where none is written, so the
 * operator's own work is kept.
 */
const demoReviews: Record<string, { rating: number; parts: RatingScores; game: string }> = {
  'lalezar-casino': { rating: 4.9, parts: parts(5.0, 4.9, 4.8, 4.9, 4.8), game: 'sweet-bonanza' },
  'nebula-bet': { rating: 4.8, parts: parts(4.7, 4.8, 5.0, 4.8, 4.7), game: 'starburst' },
  'fjord-spins': { rating: 4.7, parts: parts(4.9, 4.7, 4.4, 4.7, 4.7), game: 'book-of-dead' },
  'zumrut-palace': { rating: 4.6, parts: parts(4.6, 4.7, 4.6, 4.5, 4.5), game: 'wolf-gold' },
  'atlas-vegas': { rating: 4.5, parts: parts(4.4, 4.6, 4.6, 4.4, 4.5), game: 'big-bass-bonanza' },
};

function parts(ratingBonus: number, ratingPayments: number, ratingGames: number, ratingSupport: number, ratingTrust: number): RatingScores {
  return { ratingBonus, ratingPayments, ratingGames, ratingSupport, ratingTrust };
}

async function reviewDemoCasinos(db: Database, content: BuiltInContent): Promise<void> {
  for (const [slug, review] of Object.entries(demoReviews)) {
    await db
      .update(t.casinos)
      .set({ ...review.parts, rating: weightedRating(review.parts) })
      .where(and(eq(t.casinos.slug, slug), eq(t.casinos.rating, review.rating)));
    await db
      .update(t.casinos)
      .set({ referenceGameId: sql`(SELECT id FROM games WHERE slug = ${review.game})` })
      .where(and(eq(t.casinos.slug, slug), isNull(t.casinos.referenceGameId)));
  }
  for (const text of content.casinoReviews) {
    await db
      .update(t.casinos)
      .set(bodyColumns(text))
      .where(and(eq(t.casinos.slug, text.slug), eq(t.casinos.bodyMd, '')));
  }
  // The dollar's rate the value ranking converts USD offers with; the operator keeps it current in the settings.
  await db.insert(t.settings).values({ key: 'exchange', value: { usdTry: DEMO_USD_TRY } }).onConflictDoNothing({ target: t.settings.key });
  await refreshAllOfferValues(db);
}

type OfferTerms = Pick<
  typeof t.casinos.$inferInsert,
  | 'bonusType'
  | 'minStake'
  | 'slotContribution'
  | 'tableContribution'
  | 'liveContribution'
  | 'freeSpinValue'
  | 'freeSpinWagering'
  | 'freeSpinMaxCashout'
  | 'freeSpinsFirst'
>;

/**
 * The demo offers' bonus type, minimum stake, game contributions and free-spin terms, as their reviews state them
 * (content/casinos), with the slot their free spins are played on.
 */
const demoOfferTerms: Record<string, OfferTerms & { freeSpinGame: string }> = {
  'lalezar-casino': {
    bonusType: 'cashable', minStake: 1, slotContribution: 100, tableContribution: 10, liveContribution: 10,
    freeSpinValue: 0.2, freeSpinWagering: 30, freeSpinMaxCashout: 1000, freeSpinsFirst: false, freeSpinGame: 'sweet-bonanza',
  },
  'nebula-bet': {
    bonusType: 'cashable', minStake: 0.1, slotContribution: 100, tableContribution: 5, liveContribution: 0,
    freeSpinValue: 0.1, freeSpinWagering: 35, freeSpinMaxCashout: 20, freeSpinsFirst: false, freeSpinGame: 'starburst',
  },
  'fjord-spins': {
    bonusType: 'cashable', minStake: null, slotContribution: 100, tableContribution: null, liveContribution: null,
    freeSpinValue: 0.2, freeSpinWagering: null, freeSpinMaxCashout: null, freeSpinsFirst: false, freeSpinGame: 'book-of-dead',
  },
  'zumrut-palace': {
    bonusType: 'sticky', minStake: 1, slotContribution: 100, tableContribution: 10, liveContribution: 10,
    freeSpinValue: 1, freeSpinWagering: 35, freeSpinMaxCashout: 500, freeSpinsFirst: false, freeSpinGame: 'wolf-gold',
  },
  'atlas-vegas': {
    bonusType: 'cashable', minStake: 0.1, slotContribution: 100, tableContribution: 0, liveContribution: 0,
    freeSpinValue: 0.2, freeSpinWagering: 30, freeSpinMaxCashout: null, freeSpinsFirst: false, freeSpinGame: 'big-bass-bonanza',
  },
};

/**
 * Gives the demo casinos the offer terms above, only where none of them is set yet (an older database, or a new one):
 * what the operator has entered is kept.
 */
async function termDemoOffers(db: Database): Promise<void> {
  for (const [slug, { freeSpinGame, ...terms }] of Object.entries(demoOfferTerms)) {
    await db
      .update(t.casinos)
      .set({ ...terms, freeSpinGameId: sql`(SELECT id FROM games WHERE slug = ${freeSpinGame})` })
      .where(
        and(
          eq(t.casinos.slug, slug),
          eq(t.casinos.bonusType, 'cashable'),
          isNull(t.casinos.minStake),
          isNull(t.casinos.slotContribution),
          isNull(t.casinos.tableContribution),
          isNull(t.casinos.liveContribution),
          isNull(t.casinos.freeSpinValue),
          isNull(t.casinos.freeSpinWagering),
          isNull(t.casinos.freeSpinMaxCashout),
          isNull(t.casinos.freeSpinGameId),
        ),
      );
  }
}

/**
 * The current built-in review of each demo casino whose stored review is still, exactly, the text an earlier release
 * seeded (earlier-reviews.ts): a review the operator has written or edited is kept.
 */
async function updateDemoReviewTexts(db: Database, content: BuiltInContent): Promise<void> {
  const texts = new Map(content.casinoReviews.map((text) => [text.slug, text]));
  if (texts.size === 0) return;
  const rows = await db
    .select({ id: t.casinos.id, slug: t.casinos.slug, bodyMd: t.casinos.bodyMd })
    .from(t.casinos)
    .where(inArray(t.casinos.slug, [...texts.keys()]));
  for (const row of rows) {
    const text = texts.get(row.slug);
    if (!text || !isEarlierBuiltInReview(row.slug, row.bodyMd)) continue;
    await db
      .update(t.casinos)
      .set({ ...bodyColumns(text), updatedAt: sql`now()`, version: sql`${t.casinos.version} + 1` })
      .where(and(eq(t.casinos.id, row.id), eq(t.casinos.bodyMd, row.bodyMd)));
  }
}

/** The seed's dollar rate (lira per dollar): a round figure near the rate of late 2025, for the operator to update. */
const DEMO_USD_TRY = 42;

const bodyColumns = ({ body, source }: { body: ArticleBody; source: string }) => ({
  bodyMd: source.trim(),
  bodyHtml: sanitizeArticleHtml(body.html),
  headings: [...body.headings],
  words: body.words,
});

/**
 * A built-in article is dated as its content is (a post by its date, tactics by their last review), so the sitemap's
 * lastmod tells the truth until the operator edits it.
 */
const datedOn = (isoDate: string) => {
  const at = new Date(`${isoDate}T09:00:00+03:00`);
  return Number.isNaN(at.getTime()) ? {} : { publishAt: at, createdAt: at, updatedAt: at };
};

/** Identity sequences continue after the highest id, so rows inserted with explicit ids do not collide later. */
export async function syncSequences(db: Database): Promise<void> {
  for (const table of ['providers', 'games', 'blog_posts', 'tactics', 'casinos', 'popup_entries', 'pages', 'images']) {
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

async function insertDemoContent(db: Database, content: BuiltInContent): Promise<void> {
  const providerRows = await db
    .insert(t.providers)
    .values(
      content.providers.map((p) => ({
        slug: p.id,
        name: p.name,
        logoUrl: p.logoUrl,
        description: p.description,
        kinds: [...p.kinds],
      })),
    )
    .returning({ id: t.providers.id, slug: t.providers.slug });
  const providerIds = new Map(providerRows.map((p) => [p.slug, p.id]));

  await db.insert(t.games).values(
    content.games.map((g) => {
      const providerId = providerIds.get(g.provider);
      if (providerId === undefined) throw new Error(`seed: game '${g.slug}' names unknown provider '${g.provider}'`);
      return {
        id: g.id,
        slug: g.slug,
        name: g.name,
        providerId,
        type: g.type,
        rtp: g.rtp,
        volatility: g.volatility,
        features: [...g.features],
        theme: g.theme,
        year: g.year,
        maxWin: g.maxWin ?? null,
        coverUrl: g.coverUrl,
        ...bodyColumns(g),
      };
    }),
  );

  await db.insert(t.blogPosts).values(
    content.blogPosts.map((p) => ({
      id: p.id,
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      coverUrl: p.coverUrl,
      author: p.author,
      postedOn: p.isoDate,
      ...datedOn(p.isoDate),
      ...bodyColumns(p),
    })),
  );

  await db.insert(t.tactics).values(
    content.tactics.map((tactic) => ({
      id: Number(tactic.id),
      slug: tactic.slug,
      title: tactic.title,
      category: tactic.category,
      excerpt: tactic.excerpt,
      ...datedOn(TACTICS_REVIEWED),
      ...bodyColumns(tactic),
    })),
  );

  const casinoRows = await db
    .insert(t.casinos)
    .values(bonusEntries.map(casinoRow))
    .returning({ id: t.casinos.id, slug: t.casinos.slug });
  await db
    .insert(t.popupEntries)
    .values(casinoRows.map((c, i) => ({ slug: c.slug, casinoId: c.id, position: i + 1 })));

  await db.insert(t.settings).values([
    {
      key: 'contact',
      value: {
        channelUrl: siteConfig.channelUrl,
        channelLabel: siteConfig.channelLabel,
        contactUrl: siteConfig.contactUrl,
        email: siteConfig.email,
      },
    },
    {
      key: 'helpLines',
      value: [
        { name: 'Yeşilay Danışmanlık Hattı', phone: '115' },
        { name: 'YEDAM (Yeşilay Danışmanlık Merkezleri)', phone: '115' },
      ],
    },
  ]);
  await syncSequences(db);
}

/** The static pages, added to databases seeded before they moved into the store; a page already there stays. */
async function insertStaticPages(db: Database, content: BuiltInContent): Promise<void> {
  await db
    .insert(t.pages)
    .values(
      content.pages.map((page) => ({
        slug: page.slug,
        title: page.title,
        description: page.description,
        intro: page.intro,
        ...bodyColumns(page),
      })),
    )
    .onConflictDoNothing({ target: t.pages.slug });
  await syncSequences(db);
}

/**
 * The Markdown sources of the built-in bodies, for databases seeded before the CMS kept them: only rows whose body the
 * operator has not written (body_md still empty) and whose slug is a built-in one.
 */
async function fillMarkdownSources(db: Database, content: BuiltInContent): Promise<void> {
  const fill = async (table: typeof t.games | typeof t.blogPosts | typeof t.tactics | typeof t.pages, entries: Array<{ slug: string; source: string }>) => {
    if (entries.length === 0) return;
    const values = sql.join(entries.map((e) => sql`(${e.slug}, ${e.source.trim()})`), sql`, `);
    await db.execute(
      sql`UPDATE ${table} SET body_md = v.md FROM (VALUES ${values}) AS v(slug, md) WHERE ${table.slug} = v.slug AND ${table.bodyMd} = ''`,
    );
  };
  await fill(t.games, content.games);
  await fill(t.blogPosts, content.blogPosts);
  await fill(t.tactics, content.tactics);
  await fill(t.pages, content.pages);
}

/**
 * The seed in steps, each applied once per database and remembered in `content_meta.seed_version`: a database
 * seeded by an earlier release gets only the steps added since, and an operator's content is never reseeded.
 */
const seedSteps: ReadonlyArray<(db: Database, content: BuiltInContent) => Promise<void>> = [
  insertDemoContent,
  insertStaticPages,
  fillMarkdownSources,
  reviewDemoCasinos,
  termDemoOffers,
  updateDemoReviewTexts,
];
export const SEED_VERSION = seedSteps.length;

async function applySeedSteps(tx: Database, from: number): Promise<boolean> {
  if (from >= SEED_VERSION) return false;
  const content = readBuiltInContent();
  for (const step of seedSteps.slice(from)) await step(tx, content);
  await tx
    .update(t.contentMeta)
    .set({ seedVersion: SEED_VERSION, seededAt: sql`coalesce(${t.contentMeta.seededAt}, now())` })
    .where(eq(t.contentMeta.id, 1));
  return true;
}

/** Seeds the demo content into a new database, and the seed steps added since into an older one. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [meta] = await tx.select().from(t.contentMeta).where(eq(t.contentMeta.id, 1)).for('update');
    // Databases seeded before the steps were counted had the first one.
    const done = meta?.seedVersion || (meta?.seededAt ? 1 : 0);
    return applySeedSteps(tx as unknown as Database, done);
  });
}

/** Empties every content table and seeds the demo content again, in one transaction. */
export async function reseed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`TRUNCATE casino_values, popup_entries, casinos, games, providers, blog_posts, tactics, pages, settings RESTART IDENTITY`,
    );
    await applySeedSteps(tx as unknown as Database, 0);
  });
}
