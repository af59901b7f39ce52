/** Public reads of the articles: blog posts, tactics and the static pages, each with its rendered body. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  type BlogPost,
  type BlogPostDetail,
  formatTurkishDate,
  PAGE_SIZE,
  type Paged,
  pageWithin,
  type StaticPage,
  type Tactic,
  type TacticCategory,
  type TacticDetail,
} from 'shared-data';
import type { Database } from '../database.ts';
import * as t from '../schema.ts';
import { isPublic } from './visibility.ts';

export const blogColumns = {
  id: t.blogPosts.id,
  slug: t.blogPosts.slug,
  title: t.blogPosts.title,
  excerpt: t.blogPosts.excerpt,
  coverUrl: t.blogPosts.coverUrl,
  author: t.blogPosts.author,
  isoDate: t.blogPosts.postedOn,
};

export const toBlogPost = (row: Omit<BlogPost, 'date'>): BlogPost => ({ ...row, date: formatTurkishDate(row.isoDate) });

async function pagedRows<R>(
  db: Database,
  table: typeof t.blogPosts | typeof t.tactics,
  page: number,
  fetch: (offset: number) => Promise<R[]>,
): Promise<Paged<R>> {
  const [totalRow] = await db.select({ total: count() }).from(table).where(isPublic(table));
  const total = totalRow?.total ?? 0;
  const served = pageWithin(page, total);
  return { items: await fetch((served.page - 1) * PAGE_SIZE), total, pageSize: PAGE_SIZE, ...served };
}

/** Blog posts, newest first. */
export async function listBlogPosts(db: Database, page: number): Promise<Paged<BlogPost>> {
  return pagedRows(db, t.blogPosts, page, async (offset) => {
    const rows = await db
      .select(blogColumns)
      .from(t.blogPosts)
      .where(isPublic(t.blogPosts))
      .orderBy(desc(t.blogPosts.postedOn), desc(t.blogPosts.id))
      .limit(PAGE_SIZE)
      .offset(offset);
    return rows.map(toBlogPost);
  });
}

export async function findBlogPost(db: Database, slug: string): Promise<BlogPostDetail | null> {
  const [row] = await db
    .select({ ...blogColumns, html: t.blogPosts.bodyHtml, headings: t.blogPosts.headings, words: t.blogPosts.words })
    .from(t.blogPosts)
    .where(and(eq(t.blogPosts.slug, slug), isPublic(t.blogPosts)));
  if (!row) return null;
  const { html, headings, words, ...post } = row;
  // Newer posts sort first: the one just newer, then the two just older.
  const newer = await db
    .select(blogColumns)
    .from(t.blogPosts)
    .where(and(isPublic(t.blogPosts), sql`(${t.blogPosts.postedOn}, ${t.blogPosts.id}) > (${post.isoDate}::date, ${post.id})`))
    .orderBy(asc(t.blogPosts.postedOn), asc(t.blogPosts.id))
    .limit(1);
  const older = await db
    .select(blogColumns)
    .from(t.blogPosts)
    .where(and(isPublic(t.blogPosts), sql`(${t.blogPosts.postedOn}, ${t.blogPosts.id}) < (${post.isoDate}::date, ${post.id})`))
    .orderBy(desc(t.blogPosts.postedOn), desc(t.blogPosts.id))
    .limit(2);
  return { ...toBlogPost(post), body: { html, headings, words }, related: [...newer, ...older].map(toBlogPost) };
}

const tacticColumns = {
  id: sql<string>`${t.tactics.id}::text`,
  slug: t.tactics.slug,
  title: t.tactics.title,
  category: sql<TacticCategory>`${t.tactics.category}`,
  excerpt: t.tactics.excerpt,
};

export async function listTactics(db: Database, page: number): Promise<Paged<Tactic>> {
  return pagedRows(db, t.tactics, page, (offset) =>
    db.select(tacticColumns).from(t.tactics).where(isPublic(t.tactics)).orderBy(asc(t.tactics.id)).limit(PAGE_SIZE).offset(offset),
  );
}

export async function findTactic(db: Database, slug: string): Promise<TacticDetail | null> {
  const [row] = await db
    .select({ ...tacticColumns, html: t.tactics.bodyHtml, headings: t.tactics.headings, words: t.tactics.words })
    .from(t.tactics)
    .where(and(eq(t.tactics.slug, slug), isPublic(t.tactics)));
  if (!row) return null;
  const { html, headings, words, ...tactic } = row;
  const related = await db
    .select(tacticColumns)
    .from(t.tactics)
    .where(and(isPublic(t.tactics), eq(t.tactics.category, tactic.category), sql`${t.tactics.slug} <> ${slug}`))
    .orderBy(asc(t.tactics.id))
    .limit(3);
  return { ...tactic, body: { html, headings, words }, related };
}

export async function findPage(db: Database, slug: string): Promise<StaticPage | null> {
  const [row] = await db
    .select()
    .from(t.pages)
    .where(and(eq(t.pages.slug, slug), isPublic(t.pages)));
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    intro: row.intro,
    body: { html: row.bodyHtml, headings: row.headings, words: row.words },
  };
}
