import type { ReactNode } from 'react';
import { breadcrumbLd, type ArticleBody as Body, type JsonLd } from 'shared-data';
import { PageMeta, useOptionalContent } from 'shared-data/react';
import { ArticlePage } from './article-page.tsx';
import { NotFoundState } from './not-found-state.tsx';

/** What an article detail answer has: its text, and the related reading the server chose. */
interface Article {
  slug: string;
  title: string;
  excerpt: string;
  body: Body;
  related: ReadonlyArray<{ slug: string; title: string; excerpt: string }>;
}

interface ArticleDetailProps<T extends Article> {
  /** The content API answer of the article. */
  url: string;
  /** What the not-found state says when no public article has the slug. */
  missing: { title: string; description: string; message: string };
  /** The list the article belongs to: the breadcrumb's first step and the way back. */
  list: { name: string; path: string; backLabel: string };
  pathOf: (slug: string) => string;
  /** The article's own structured data, beside the breadcrumb. */
  ld: (article: T, origin: string) => JsonLd;
  image?: (article: T) => string;
  meta: (article: T) => ReactNode;
  cover?: (article: T) => ReactNode;
  relatedTitle: string;
}

/** A blog post or a tactic: its meta tags, the article with its related reading, or the not-found state. */
export function ArticleDetail<T extends Article>({ url, missing, list, pathOf, ld, image, meta, cover, relatedTitle }: ArticleDetailProps<T>) {
  const article = useOptionalContent<T>(url);
  if (!article) return <NotFoundState {...missing} backTo={list.path} backLabel={list.backLabel} />;
  const related = article.related.map((item) => ({ to: pathOf(item.slug), title: item.title, excerpt: item.excerpt }));
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.excerpt}
        image={image?.(article)}
        type="article"
        jsonLd={(origin) => [ld(article, origin), breadcrumbLd([{ name: list.name, path: list.path }, { name: article.title, path: pathOf(article.slug) }], origin)]}
      />
      <ArticlePage
        title={article.title}
        body={article.body}
        back={{ to: list.path, label: list.backLabel }}
        meta={meta(article)}
        cover={cover?.(article)}
        related={related}
        relatedTitle={relatedTitle}
      />
    </>
  );
}
