import { bodyLoaders } from '../../generated/bodies.ts';
import type { ArticleBody, BodyKind } from '../types.ts';

/** Loads one article body on its own page; null when there is none. Each body is a separate chunk. */
export async function loadBody(kind: BodyKind, slug: string): Promise<ArticleBody | null> {
  const loader = bodyLoaders[kind][slug];
  return loader ? loader() : null;
}
