/**
 * Uploaded images: checked, converted to WebP at the sizes the site uses, and kept in the database so that every
 * server process can serve them. The upload itself is never stored; only what sharp re-encoded from its pixels,
 * which drops EXIF (camera, GPS), XMP and any payload hidden in the original file.
 */
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { imageSizes } from 'shared-data/image-sizes';
import type { Database } from '../database.ts';
import { mediaUrl } from '../media.ts';
import * as t from '../schema.ts';
import { type ImageErrorCode, UPLOAD_MAX_BYTES } from 'shared-data/cms';

export type { ImageErrorCode };

export const imageKinds = ['cover', 'logo', 'body'] as const;
export type ImageKind = (typeof imageKinds)[number];

export const maxUploadBytes = UPLOAD_MAX_BYTES;

const MIN_SIDE = 16;
const MAX_SIDE = 10_000;
/**
 * 25 megapixels: a 24-megapixel camera's 6000×4000 and a phone's 12-megapixel 4032×3024 pass as they are, while the
 * site never shows more than 1600 pixels across (an article image at its widest, a cover 1280×720). Decoded, the largest
 * allowed picture is 25 M × 4 bytes = 100 MB; a 40-megapixel one was 160 MB and more while it was resized.
 */
export const MAX_PIXELS = 25_000_000;
/** Uploads waiting for the one conversion that runs; the next one is refused with 'busy' rather than held. */
export const MAX_WAITING_CONVERSIONS = 3;
/** Article images: a column's width and its double for dense screens, never wider than the upload. */
const BODY_WIDTHS = [800, 1600] as const;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** The upload's own name is kept for the records only; a longer one is cut. */
const MAX_NAME_LENGTH = 200;

/** A refused upload; callers answer by `code` (the admin API in Turkish). */
export class ImageError extends Error {
  constructor(readonly code: ImageErrorCode) {
    super(`upload refused: ${code}`);
    this.name = 'ImageError';
  }
}

export interface StoredVariant {
  width: number;
  height: number;
  url: string;
}

export interface StoredImage {
  hash: string;
  /** The smallest variant's URL: the size the site's fixed slots show. */
  url: string;
  /** Of the upload, upright (after its EXIF orientation). */
  width: number;
  height: number;
  /** Smallest first. */
  variants: StoredVariant[];
}

export interface UploadInput {
  bytes: Buffer;
  kind: ImageKind;
  originalName?: string;
  createdBy: string;
}

/** sharp reports its failures only as text. */
function asImageError(error: unknown): ImageError {
  const text = error instanceof Error ? error.message : String(error);
  if (/unsupported image format/i.test(text)) return new ImageError('unsupported_type');
  if (/pixel limit/i.test(text)) return new ImageError('bad_dimensions');
  return new ImageError('corrupt');
}

/**
 * The limit is checked against the size the header declares, before any pixel is decoded: a decompression bomb (a
 * small file that unpacks to gigabytes) is refused without allocating its pixels.
 */
const inputOptions: SharpOptions = { limitInputPixels: MAX_PIXELS };

// For the whole process, as conversions run one at a time anyway: one libvips worker thread (each thread grows its own
// malloc arena, which kept a large upload's memory after it was done) and no cache of decoded images between uploads.
sharp.concurrency(1);
sharp.cache(false);

/**
 * One conversion at a time, the next few waiting in order: four large uploads at once took four times the memory and
 * each of them four times as long. A task that finds the queue full is refused at once with 'busy'.
 */
export class ConversionQueue {
  #tail: Promise<unknown> = Promise.resolve();
  /** Running and waiting. */
  #pending = 0;

  constructor(readonly maxWaiting: number) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#pending > this.maxWaiting) return Promise.reject(new ImageError('busy'));
    this.#pending += 1;
    const done = this.#tail.then(task).finally(() => {
      this.#pending -= 1;
    });
    this.#tail = done.then(
      () => undefined,
      () => undefined,
    );
    return done;
  }
}

/** Every upload of this process converts through this queue. */
export const imageConversions = new ConversionQueue(MAX_WAITING_CONVERSIONS);

/** Called inside the conversion's turn, around the decoding and encoding (tests record the order with them). */
export interface ConversionHooks {
  started?: () => void | Promise<void>;
  finished?: () => void;
}

type Resize = { width: number; height?: number };

/**
 * The sizes to make, smallest first: fixed slots are cropped to fill, article images keep their shape and never grow.
 */
function targetSizes(kind: ImageKind, width: number): Resize[] {
  if (kind === 'body') {
    const widths = [...new Set(BODY_WIDTHS.map((most) => Math.min(width, most)))];
    return widths.map((w) => ({ width: w }));
  }
  const base = imageSizes[kind];
  return [base, { width: base.width * 2, height: base.height * 2 }];
}

interface Variant {
  width: number;
  height: number;
  data: Buffer;
}

async function encode(upright: Sharp, size: Resize): Promise<Variant> {
  const resized =
    size.height === undefined
      ? upright.clone().resize({ width: size.width, withoutEnlargement: true })
      : upright.clone().resize({ width: size.width, height: size.height, fit: 'cover', position: 'centre' });
  const { data, info } = await resized.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

interface Converted {
  width: number;
  height: number;
  variants: Variant[];
}

async function convert(bytes: Buffer, kind: ImageKind, hooks: ConversionHooks): Promise<Converted> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, inputOptions).metadata();
  } catch (error) {
    throw asImageError(error);
  }
  // The format is what the bytes are, whatever the file was called or the browser claimed.
  if (!ACCEPTED_FORMATS.has(meta.format)) throw new ImageError('unsupported_type');
  const { width, height } = meta.autoOrient;
  const sideOk = (side: number) => side >= MIN_SIDE && side <= MAX_SIDE;
  if (!sideOk(width) || !sideOk(height) || width * height > MAX_PIXELS) throw new ImageError('bad_dimensions');
  // Only now, with the header found acceptable, does the upload wait for its turn to be decoded.
  return imageConversions.run(async () => {
    await hooks.started?.();
    try {
      // Turned upright before resizing, since the EXIF orientation is not carried into the output.
      const upright = sharp(bytes, inputOptions).rotate();
      // One size after another: each decodes the upload again, and two at once held its pixels twice.
      const variants: Variant[] = [];
      for (const size of targetSizes(kind, width)) variants.push(await encode(upright, size));
      return { width, height, variants };
    } catch (error) {
      // Past the header: a file cut short or with broken pixel data.
      throw asImageError(error);
    } finally {
      hooks.finished?.();
    }
  });
}

function toStoredImage(hash: string, width: number, height: number, variants: ReadonlyArray<Omit<Variant, 'data'>>): StoredImage {
  const listed = variants.map((v) => ({ width: v.width, height: v.height, url: mediaUrl(hash, v.width) }));
  return { hash, url: listed[0]?.url ?? '', width, height, variants: listed };
}

async function findStoredImage(db: Database, hash: string): Promise<StoredImage | null> {
  const [image] = await db.select().from(t.images).where(eq(t.images.hash, hash)).limit(1);
  if (!image) return null;
  const variants = await db
    .select({ width: t.imageVariants.width, height: t.imageVariants.height })
    .from(t.imageVariants)
    .where(eq(t.imageVariants.imageId, image.id))
    .orderBy(asc(t.imageVariants.width));
  return toStoredImage(hash, image.width, image.height, variants);
}

/**
 * Checks, converts and stores an upload; throws an `ImageError` when it is refused, and then nothing is stored.
 * The header is checked at once; the conversion waits for its turn in `imageConversions`, or is refused with 'busy'
 * when too many wait. The same picture uploaded again (as the same kind) is found by its hash and returned as stored.
 */
export async function storeUpload(db: Database, input: UploadInput, hooks: ConversionHooks = {}): Promise<StoredImage> {
  if (input.bytes.length > maxUploadBytes) throw new ImageError('too_large');
  const { width, height, variants } = await convert(input.bytes, input.kind, hooks);
  const [first] = variants;
  if (!first) throw new ImageError('corrupt');
  // The kind is hashed too: one picture uploaded as a logo and as a cover gives two different sets of files.
  const hash = createHash('sha256').update(input.kind).update(first.data).digest('hex').slice(0, 16);
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.images)
      .values({ hash, width, height, originalName: (input.originalName ?? '').slice(0, MAX_NAME_LENGTH), createdBy: input.createdBy })
      // A concurrent upload of the same picture waits for the other transaction and then inserts nothing.
      .onConflictDoNothing({ target: t.images.hash })
      .returning({ id: t.images.id });
    if (!row) return false;
    await tx.insert(t.imageVariants).values(variants.map((v) => ({ imageId: row.id, ...v })));
    return true;
  });
  if (inserted) return toStoredImage(hash, width, height, variants);
  const stored = await findStoredImage(db, hash);
  if (!stored) throw new Error(`image ${hash} vanished while it was being uploaded again`);
  return stored;
}
