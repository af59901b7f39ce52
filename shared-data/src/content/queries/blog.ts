import { blogPosts } from '../../../generated/catalog/blog-posts.ts';
import type { BlogPost } from '../../types.ts';

const postsBySlug = new Map(blogPosts.map((p) => [p.slug, p]));

export const findBlogPost = (slug: string): BlogPost | undefined => postsBySlug.get(slug);

/** Blog posts, newest first. */
export function blogPostsNewestFirst(): BlogPost[] {
  return [...blogPosts].sort((a, b) => b.isoDate.localeCompare(a.isoDate) || b.id - a.id);
}
