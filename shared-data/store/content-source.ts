/**
 * Reads the built-in Markdown content (`content/{games,providers,blog,tactics,pages,casinos}/*.md`): front matter checked, bodies
 * rendered to HTML with heading ids. The build's generator and the store's seed both read it from here.
 */
import matter from 'gray-matter';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ArticleBody,
  type BlogPost,
  compareTurkish,
  type Game,
  parseTurkishDate,
  type Provider,
  siteConfig,
  type StaticPage,
  type Tactic,
} from 'shared-data';
import { markdownToPlainText, renderMarkdown } from './markdown.ts';

/** Where the built-in Markdown lives. */
export const contentDir = fileURLToPath(new URL('../content', import.meta.url));

interface Source {
  file: string;
  data: Record<string, unknown>;
  body: string;
}

export interface WithBody {
  body: ArticleBody;
  /** The Markdown the body was rendered from, which the CMS edits. */
  source: string;
}

export interface BuiltInContent {
  games: Array<Game & WithBody>;
  providers: Provider[];
  blogPosts: Array<BlogPost & WithBody>;
  tactics: Array<Tactic & WithBody>;
  pages: Array<StaticPage & { source: string }>;
  /** The review texts of the demo casinos (`content/casinos/<slug>.md`), by slug. */
  casinoReviews: Array<{ slug: string } & WithBody>;
}

function readSources(kind: string): Source[] {
  const dir = join(contentDir, kind);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const parsed = matter(readFileSync(join(dir, f), 'utf8'));
      return { file: `${kind}/${f}`, data: parsed.data, body: parsed.content };
    });
}

function field<T>(source: Source, name: string, check: (v: unknown) => v is T): T {
  const value = source.data[name];
  if (!check(value)) throw new Error(`${source.file}: front matter field '${name}' is missing or has the wrong type`);
  return value;
}
const isString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

function readGames(): Array<Game & WithBody> {
  return readSources('games')
    .map((s) => {
      const slug = field(s, 'slug', isString);
      const body = renderMarkdown(s.body);
      const maxWin = s.data.maxWin;
      return {
        id: field(s, 'id', isNumber),
        slug,
        name: field(s, 'name', isString),
        provider: field(s, 'provider', isString),
        type: s.data.type === 'live' ? ('live' as const) : ('slot' as const),
        rtp: field(s, 'rtp', isNumber),
        volatility: field(s, 'volatility', isString) as Game['volatility'],
        features: field(s, 'features', isStringList),
        theme: field(s, 'theme', isString),
        year: field(s, 'year', isNumber),
        ...(isString(maxWin) ? { maxWin } : {}),
        coverUrl: `/images/games/${slug}_cover.webp`,
        hasReview: body.headings.length > 0,
        body,
        source: s.body,
      };
    })
    .sort((a, b) => a.id - b.id);
}

function readProviders(): Provider[] {
  return readSources('providers')
    .map((s) => {
      const id = field(s, 'id', isString);
      return {
        id,
        name: field(s, 'name', isString),
        logoUrl: `/images/providers/${id}.webp`,
        description: markdownToPlainText(s.body),
        kinds: isStringList(s.data.kinds) ? s.data.kinds : [],
      };
    })
    .sort((a, b) => compareTurkish(a.name, b.name));
}

function readBlog(): Array<BlogPost & WithBody> {
  return readSources('blog')
    .map((s) => {
      const slug = field(s, 'slug', isString);
      const date = field(s, 'date', isString);
      return {
        id: field(s, 'id', isNumber),
        slug,
        title: field(s, 'title', isString),
        excerpt: field(s, 'excerpt', isString),
        coverUrl: `/images/blog/${slug}_cover.webp`,
        author: siteConfig.editorialAuthor,
        date,
        isoDate: parseTurkishDate(date) ?? '',
        body: renderMarkdown(s.body),
        source: s.body,
      };
    })
    .sort((a, b) => a.id - b.id);
}

function readTactics(): Array<Tactic & WithBody> {
  return readSources('tactics')
    .map((s) => ({
      id: String(field(s, 'id', (v): v is string | number => isString(v) || isNumber(v))),
      slug: field(s, 'slug', isString),
      title: field(s, 'title', isString),
      category: field(s, 'category', isString) as Tactic['category'],
      excerpt: field(s, 'excerpt', isString),
      body: renderMarkdown(s.body),
      source: s.body,
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** Site settings the static pages name: `{{siteName}}`, `{{email}}` and `{{contactUrl}}` in their sources. */
function fillSettings(text: string): string {
  const values: Record<string, string> = { siteName: siteConfig.name, email: siteConfig.email, contactUrl: siteConfig.contactUrl };
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

function readPages(): Array<StaticPage & { source: string }> {
  return readSources('pages').map((s) => ({
    slug: field(s, 'slug', isString),
    title: fillSettings(field(s, 'title', isString)),
    description: fillSettings(field(s, 'description', isString)),
    intro: fillSettings(field(s, 'intro', isString)),
    body: renderMarkdown(fillSettings(s.body)),
    source: fillSettings(s.body),
  }));
}

function readCasinoReviews(): Array<{ slug: string } & WithBody> {
  return readSources('casinos').map((s) => ({ slug: field(s, 'slug', isString), body: renderMarkdown(s.body), source: s.body }));
}

/** Every built-in collection, in catalogue order (games, blog and tactics by id; providers by Turkish name). */
export function readBuiltInContent(): BuiltInContent {
  return {
    games: readGames(),
    providers: readProviders(),
    blogPosts: readBlog(),
    tactics: readTactics(),
    pages: readPages(),
    casinoReviews: readCasinoReviews(),
  };
}
