/**
 * Bodies as the CMS stores them, and the check of their internal links. A body goes through the pipeline the seed
 * uses (the store's Markdown rendering, then the store's sanitiser), so a preview and a saved page show the
 * same HTML as the public page. A link to a site path is looked up in the route table and then in the store: a link
 * to a draft or to nothing would be a dead link on the public page.
 */
import { and, eq } from 'drizzle-orm';
import { Lexer, Marked, type Tokens } from 'marked';
import { renderMarkdown } from '../markdown.ts';
import { type ArticleBody, isCalculatorSlug, legacyHashToPath, matchRoute, staticPageSlug } from 'shared-data';
import type { CmsLinkWarning } from 'shared-data/cms';
import type { Database } from '../database.ts';
import { affiliateTarget } from './clicks.ts';
import { routedPagePath } from './collections.ts';
import { findPage } from '../reads/articles.ts';
import { publicSlugExists } from '../reads/sitemap.ts';
import { isPublic } from '../reads/visibility.ts';
import { sanitizeArticleHtml } from '../sanitize.ts';
import * as t from '../schema.ts';

/**
 * Markdown to the stored body: rendered with heading ids, sanitised, with its headings and word count. `pagePath` is
 * the page the body is shown on, which its affiliate links carry.
 */
export function renderBody(markdown: string, pagePath = ''): ArticleBody {
  const body = renderMarkdown(markdown, { pagePath });
  return { html: sanitizeArticleHtml(body.html), headings: body.headings, words: body.words };
}

/** Every link target of a Markdown text, in order, each once (references and nested links included). */
export function markdownLinks(markdown: string): string[] {
  const hrefs = new Set<string>();
  new Marked().walkTokens(Lexer.lex(markdown, { gfm: true }), (token) => {
    if (token.type === 'link') hrefs.add((token as Tokens.Link).href);
  });
  return [...hrefs];
}

/** The site path a link points to, or null when it leaves the site or stays on the page ('#anchor'). */
export function sitePathOf(href: string): string | null {
  const target = href.startsWith('#') ? legacyHashToPath(href) : href;
  if (target === null || !target.startsWith('/') || target.startsWith('//')) return null;
  try {
    return new URL(target, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
}

async function publicGameExists(db: Database, providerSlug: string, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.games.id })
    .from(t.games)
    .innerJoin(t.providers, and(eq(t.games.providerId, t.providers.id), isPublic(t.providers)))
    .where(and(eq(t.games.slug, slug), eq(t.providers.slug, providerSlug), isPublic(t.games)))
    .limit(1);
  return row !== undefined;
}

/** Whether the public site answers `pathname` with a page (not a 404). */
async function publicPathExists(db: Database, pathname: string): Promise<boolean> {
  // An affiliate link leads somewhere when its casino is public.
  const casino = /^\/git\/([a-z0-9-]+)$/.exec(pathname)?.[1];
  if (casino) return (await affiliateTarget(db, casino)) !== null;
  const match = matchRoute(pathname);
  if (!match) return false;
  const { route, params } = match;
  switch (route) {
    case 'calculator':
      return isCalculatorSlug(params.calculator ?? '');
    case 'game':
      return publicGameExists(db, params.provider ?? '', params.slug ?? '');
    case 'provider':
      return publicSlugExists(db, 'providers', params.provider ?? '');
    case 'blogPost':
      return publicSlugExists(db, 'blogPosts', params.slug ?? '');
    case 'tactic':
      return publicSlugExists(db, 'tactics', params.slug ?? '');
    default: {
      const slug = staticPageSlug(pathname);
      return routedPagePath(slug) === null || (await findPage(db, slug)) !== null;
    }
  }
}

/** One warning per internal link of `markdown` that leads nowhere public, in the order they appear. */
export async function checkInternalLinks(db: Database, markdown: string): Promise<CmsLinkWarning[]> {
  const warnings: CmsLinkWarning[] = [];
  for (const href of markdownLinks(markdown)) {
    const path = sitePathOf(href);
    if (path !== null && !(await publicPathExists(db, path))) warnings.push({ code: 'deadLink', href });
  }
  return warnings;
}
