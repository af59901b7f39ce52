import { blogPostingLd, breadcrumbLd, contentApi, paths, type BlogPostDetail } from 'shared-data';
import { PageMeta, useOptionalContent, useParams } from 'shared-data/react';
import styled from 'styled-components';
import { ArticlePage } from '../../components/article-page.tsx';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { Image } from '../../components/image.tsx';
import { NotFoundState } from '../../components/not-found-state.tsx';

const CoverBox = styled.div`
  max-width: 46rem;
  margin: ${({ theme }) => theme.space.md} 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

function BlogPostContent() {
  const { slug = '' } = useParams();
  const post = useOptionalContent<BlogPostDetail>(contentApi.blogPost(slug));
  if (!post) {
    return (
      <NotFoundState
        title="Yazı Bulunamadı"
        description="Aradığınız blog yazısı bulunamadı."
        message="Yazı bulunamadı."
        backTo={paths.blog}
        backLabel="Tüm Yazılara Geri Dön"
      />
    );
  }
  // Related reading, chosen by the server: the posts published just before and after this one.
  const related = post.related.map((p) => ({ to: paths.blogPost(p.slug), title: p.title, excerpt: p.excerpt }));
  return (
    <>
      <PageMeta
        title={post.title}
        description={post.excerpt}
        image={post.coverUrl}
        type="article"
        jsonLd={[
          blogPostingLd(post),
          breadcrumbLd([
            { name: 'Blog', path: paths.blog },
            { name: post.title, path: paths.blogPost(post.slug) },
          ]),
        ]}
      />
      <ArticlePage
        title={post.title}
        body={post.body}
        back={{ to: paths.blog, label: 'Tüm Yazılara Geri Dön' }}
        meta={
          <>
            {post.author} · <time dateTime={post.isoDate}>{post.date}</time>
          </>
        }
        cover={
          <CoverBox>
            <Image src={post.coverUrl} alt={`${post.title} kapak görseli`} kind="cover" load="main" />
          </CoverBox>
        }
        related={related}
        relatedTitle="İlgili Yazılar"
      />
    </>
  );
}

export const BlogPostPage = withContentBoundary(BlogPostContent);
