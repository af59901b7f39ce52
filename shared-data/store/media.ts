/**
 * Uploaded images as the site serves them (cms/images.ts converts and stores them): WebP variants under
 * `/medya/<hash>-<width>.webp`, read from the database so that every server process can serve them.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from './database.ts';
import * as t from './schema.ts';

/** Where the site serves the stored variants: `/medya/<hash>-<width>.webp`. */
export const mediaPathPrefix = '/medya/';

export const mediaUrl = (hash: string, width: number) => `${mediaPathPrefix}${hash}-${width}.webp`;

const MEDIA_FILE_NAME = /^([0-9a-f]{16})-([1-9][0-9]{0,4})\.webp$/;

/** The hash and width a media file name stands for, or null for any name this module never hands out. */
export function parseMediaFileName(name: string): { hash: string; width: number } | null {
  const match = MEDIA_FILE_NAME.exec(name);
  if (!match?.[1] || !match[2]) return null;
  return { hash: match[1], width: Number(match[2]) };
}

/** The WebP bytes of one stored variant, or null when there is no such image or width. */
export async function readImageVariant(db: Database, hash: string, width: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: t.imageVariants.data })
    .from(t.imageVariants)
    .innerJoin(t.images, eq(t.images.id, t.imageVariants.imageId))
    .where(and(eq(t.images.hash, hash), eq(t.imageVariants.width, width)))
    .limit(1);
  return row?.data ?? null;
}
