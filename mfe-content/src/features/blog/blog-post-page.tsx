import { blogPostingLd, contentApi, paths, type BlogPostDetail } from 'shared-data';
import { useParams } from 'shared-data/react';
import styled from 'styled-components';
import { ArticleDetail } from '../../components/article-detail.tsx';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { Image } from '../../components/image.tsx';

const CoverBox = styled.div`
  max-width: 46rem;
  margin: ${({ theme }) => theme.space.md} 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

function BlogPostContent() {
  const { slug = '' } = useParams();
  // Related reading, chosen by the server: the posts published just before and after this one.
  return (
    <ArticleDetail<BlogPostDetail>
      url={contentApi.blogPost(slug)}
      missing={{ title: 'Yazı Bulunamadı', description: 'Aradığınız blog yazısı bulunamadı.', message: 'Yazı bulunamadı.' }}
      list={{ name: 'Blog', path: paths.blog, backLabel: 'Tüm Yazılara Geri Dön' }}
      pathOf={paths.blogPost}
      ld={blogPostingLd}
      image={(post) => post.coverUrl}
      meta={(post) => (
        <>
          {post.author} · <time dateTime={post.isoDate}>{post.date}</time>
        </>
      )}
      cover={(post) => (
        <CoverBox>
          <Image src={post.coverUrl} alt={`${post.title} kapak görseli`} kind="cover" load="main" />
        </CoverBox>
      )}
      relatedTitle="İlgili Yazılar"
    />
  );
}

export const BlogPostPage = withContentBoundary(BlogPostContent);
