import type { ReactNode } from 'react';
import type { BodyKind } from 'shared-data';
import styled from 'styled-components';
import { ArticleHtml, useArticleBody } from './article-body.tsx';
import { BodyBoundary } from './body-boundary.tsx';
import { BackLink, Card, CardLink, Section, WideGrid } from './layout.tsx';
import { TableOfContents } from './table-of-contents.tsx';

const Header = styled.header`
  max-width: 46rem;
  h1 { margin: ${({ theme }) => theme.space.sm} 0; font-size: ${({ theme }) => theme.font.size.xxl}; line-height: 1.2; }
  .meta { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

function Body({ kind, slug }: { kind: BodyKind; slug: string }) {
  const body = useArticleBody(kind, slug);
  if (!body) return <p>Bu yazının metni bulunamadı.</p>;
  return (
    <>
      <TableOfContents headings={body.headings} />
      <ArticleHtml html={body.html} />
    </>
  );
}

export interface RelatedLink {
  to: string;
  title: string;
  excerpt: string;
}

interface ArticlePageProps {
  kind: BodyKind;
  slug: string;
  title: string;
  back: { to: string; label: string };
  /** Category, author, date: whatever the article type shows above its title. */
  meta: ReactNode;
  cover?: ReactNode;
  related: readonly RelatedLink[];
  relatedTitle: string;
}

/** The shared frame of blog posts and tactics: back link, header, table of contents, body and related links. */
export function ArticlePage({ kind, slug, title, back, meta, cover, related, relatedTitle }: ArticlePageProps) {
  return (
    <article>
      <BackLink to={back.to}>← {back.label}</BackLink>
      <Header>
        <div className="meta">{meta}</div>
        <h1>{title}</h1>
      </Header>
      {cover}
      <BodyBoundary>
        <Body kind={kind} slug={slug} />
      </BodyBoundary>
      {related.length > 0 && (
        <Section aria-labelledby="related-title">
          <h2 id="related-title">{relatedTitle}</h2>
          <WideGrid>
            {related.map((r, i) => (
              <Card key={r.to} $index={i}>
                <h3>
                  <CardLink to={r.to}>{r.title}</CardLink>
                </h3>
                <p>{r.excerpt}</p>
              </Card>
            ))}
          </WideGrid>
        </Section>
      )}
    </article>
  );
}
