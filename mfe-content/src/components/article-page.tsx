import type { ReactNode } from 'react';
import type { ArticleBody as Body } from 'shared-data';
import styled from 'styled-components';
import { ArticleBody } from './article-body.tsx';
import { BackLink, Card, CardLink, Section, WideGrid } from './layout.tsx';

const Header = styled.header`
  max-width: 46rem;
  h1 { margin: ${({ theme }) => theme.space.sm} 0; font-size: ${({ theme }) => theme.font.size.xxl}; line-height: 1.2; }
  .meta { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

export interface RelatedLink {
  to: string;
  title: string;
  excerpt: string;
}

interface ArticlePageProps {
  title: string;
  body: Body;
  back: { to: string; label: string };
  /** Category, author, date: whatever the article type shows above its title. */
  meta: ReactNode;
  cover?: ReactNode;
  related: readonly RelatedLink[];
  relatedTitle: string;
}

/** The shared frame of blog posts and tactics: back link, header, table of contents, body and related links. */
export function ArticlePage({ title, body, back, meta, cover, related, relatedTitle }: ArticlePageProps) {
  return (
    <article>
      <BackLink to={back.to}>← {back.label}</BackLink>
      <Header>
        <div className="meta">{meta}</div>
        <h1>{title}</h1>
      </Header>
      {cover}
      <ArticleBody body={body} />
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
