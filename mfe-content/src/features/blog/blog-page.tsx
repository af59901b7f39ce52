import { breadcrumbLd, contentApi, pagedTitle, paths, withPage, type BlogPost, type Paged } from 'shared-data';
import { PageMeta, useContent } from 'shared-data/react';
import styled from 'styled-components';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { cardImageLoad, Image } from '../../components/image.tsx';
import { Card, CardLink, firstScreenCards, Muted, PageHeading, WideGrid } from '../../components/layout.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { useRequestedPage } from '../../hooks/use-requested-page.ts';

const Cover = styled.div`
  margin: -${({ theme }) => theme.space.md} -${({ theme }) => theme.space.md} 0;
  overflow: hidden;
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};
`;

function BlogList() {
  // Newest first, as the API pages them.
  const { page, pageCount, items } = useContent<Paged<BlogPost>>(withPage(contentApi.blog, useRequestedPage()));
  return (
    <>
      <PageMeta
        title={pagedTitle('Blog', page)}
        description="Casino bonusları, slot mekanikleri, canlı casino, bahis matematiği ve sorumlu oyun üzerine rehber yazılar."
        jsonLd={(origin) => breadcrumbLd([{ name: 'Blog', path: paths.blog }], origin)}
      />
      <PageHeading>
        <h1>Blog</h1>
        <p>Bonuslardan oyun mekaniklerine, bahis matematiğinden sorumlu oyuna kadar editör ekibimizin rehberleri.</p>
      </PageHeading>
      <WideGrid>
        {items.map((post, i) => (
          <Card key={post.id} $index={i}>
            <Cover>
              <Image src={post.coverUrl} alt="" kind="cover" load={cardImageLoad(i, firstScreenCards.wideGrid)} />
            </Cover>
            <h2>
              <CardLink to={paths.blogPost(post.slug)}>{post.title}</CardLink>
            </h2>
            <p>{post.excerpt}</p>
            <Muted>
              {post.author} · <time dateTime={post.isoDate}>{post.date}</time>
            </Muted>
          </Card>
        ))}
      </WideGrid>
      <Pagination page={page} total={pageCount} />
    </>
  );
}

export const BlogPage = withContentBoundary(BlogList);
