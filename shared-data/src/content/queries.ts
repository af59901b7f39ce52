/**
 * Lookups over the light index. Each collection's queries live in their own module under `queries/`, so a page
 * that shows one collection downloads only that one; this module adds the checks that span all of them.
 */
import { findGame } from './queries/games.ts';
import { findProvider } from './queries/providers.ts';
import { findBlogPost } from './queries/blog.ts';
import { findTactic } from './queries/tactics.ts';

export * from './queries/games.ts';
export * from './queries/provider-summaries.ts';
export * from './queries/providers.ts';
export * from './queries/blog.ts';
export * from './queries/tactics.ts';

/** Whether a public path names something that exists (unknown slugs are 404s). */
export function contentPathExists(route: string, params: Record<string, string>): boolean {
  switch (route) {
    case 'tactic':
      return findTactic(params.slug ?? '') !== undefined;
    case 'blogPost':
      return findBlogPost(params.slug ?? '') !== undefined;
    case 'game':
      return findGame(params.slug ?? '') !== undefined;
    case 'provider':
      return findProvider(params.provider ?? '') !== undefined;
    default:
      return true;
  }
}
