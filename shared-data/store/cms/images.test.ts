import { sql } from 'drizzle-orm';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Store } from '../database.ts';
import { ConversionQueue, ImageError, imageConversions, storeUpload, type ImageErrorCode, type ImageKind } from './images.ts';
import { readImageVariant } from '../media.ts';
import { testDrivers } from '../testing/test-stores.ts';

let pictures = 0;
/** A picture of one colour, another colour at each call: equal pixels at the site's sizes are one stored image. */
function solid(width: number, height: number) {
  pictures += 1;
  const background = { r: (pictures * 37) % 256, g: (pictures * 91) % 256, b: (pictures * 53) % 256 };
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A PNG whose header claims another size than its pixels have: a decompression bomb as a reader first sees it. */
function withDeclaredSize(png: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(png);
  // IHDR's data follows the signature (8 bytes), its length and its type; its CRC covers the type and the data.
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** Width, height and format of an encoded file, as sharp reads it back. */
async function sizeOf(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe.each(testDrivers())('storeUpload on $name', (driver) => {
  let store: Store;
  beforeAll(async () => {
    store = await driver.open('migrated');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  const rowCounts = async () => {
    const [row] = await queryRows<{ images: number; variants: number }>(
      store.db,
      sql`SELECT (SELECT count(*)::int FROM images) AS images, (SELECT count(*)::int FROM image_variants) AS variants`,
    );
    return row;
  };
  const upload = (bytes: Buffer, kind: ImageKind = 'cover') => storeUpload(store.db, { bytes, kind, createdBy: 'editor-1' });

  it.each([
    ['PNG', () => solid(1000, 700).png().toBuffer()],
    ['JPEG', () => solid(1000, 701).jpeg().toBuffer()],
    ['WebP', () => solid(1000, 702).webp().toBuffer()],
  ])('takes a %s cover and stores it as WebP at 640×360 and 1280×720', async (_format, make) => {
    const stored = await upload(await make());
    expect(stored.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(stored.url).toBe(`/medya/${stored.hash}-640.webp`);
    expect(stored.variants).toEqual([
      { width: 640, height: 360, url: `/medya/${stored.hash}-640.webp` },
      { width: 1280, height: 720, url: `/medya/${stored.hash}-1280.webp` },
    ]);
    expect(await sizeOf((await readImageVariant(store.db, stored.hash, 640))!)).toEqual({ format: 'webp', width: 640, height: 360 });
    expect(await sizeOf((await readImageVariant(store.db, stored.hash, 1280))!)).toEqual({ format: 'webp', width: 1280, height: 720 });
  });

  it('crops a logo to 160×160 and 320×320', async () => {
    const stored = await upload(await solid(500, 300).png().toBuffer(), 'logo');
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [160, 160],
      [320, 320],
    ]);
    expect(await sizeOf((await readImageVariant(store.db, stored.hash, 320))!)).toEqual({ format: 'webp', width: 320, height: 320 });
  });

  it('keeps the shape of an article image at 800 and 1600 wide', async () => {
    // 2000×1000 is 2:1: 800×400 and 1600×800.
    const stored = await upload(await solid(2000, 1000).png().toBuffer(), 'body');
    expect(stored).toMatchObject({ width: 2000, height: 1000 });
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [800, 400],
      [1600, 800],
    ]);
    expect(await sizeOf((await readImageVariant(store.db, stored.hash, 1600))!)).toEqual({ format: 'webp', width: 1600, height: 800 });
  });

  it('never enlarges an article image and makes one file when both widths meet', async () => {
    // 1200 wide: min(1200, 800) = 800 and min(1200, 1600) = 1200, at 3:2.
    const medium = await upload(await solid(1200, 800).png().toBuffer(), 'body');
    expect(medium.variants.map((v) => [v.width, v.height])).toEqual([
      [800, 533],
      [1200, 800],
    ]);
    // 500 wide: both widths are 500.
    const small = await upload(await solid(500, 250).png().toBuffer(), 'body');
    expect(small.variants.map((v) => [v.width, v.height])).toEqual([[500, 250]]);
  });

  it('turns a photo upright by its EXIF orientation before cropping', async () => {
    // Stored 1000×600 with orientation 6 (turn 90° clockwise): the picture is 600×1000.
    const sideways = await solid(1000, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = await upload(sideways, 'body');
    expect(stored).toMatchObject({ width: 600, height: 1000 });
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([[600, 1000]]);
  });

  it('strips EXIF, GPS included, from the stored files', async () => {
    const exif = { IFD0: { Make: 'TestCam', Copyright: 'Gizli Kişi' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' } };
    const photo = await solid(900, 900).jpeg().withMetadata({ exif }).toBuffer();
    const before = (await sharp(photo).metadata()).exif;
    expect(before?.includes('TestCam')).toBe(true);
    // The pointer to the GPS directory, tag 0x8825, in the little-endian order libexif writes.
    expect(before?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const stored = await upload(photo, 'logo');
    for (const variant of stored.variants) {
      const bytes = (await readImageVariant(store.db, stored.hash, variant.width))!;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes('TestCam')).toBe(false);
    }
  });

  it('stores the same picture once however often it is uploaded', async () => {
    const picture = await solid(640, 480).png().toBuffer();
    const before = await rowCounts();
    const first = await upload(picture, 'cover');
    const second = await upload(picture, 'cover');
    expect(second).toEqual(first);
    expect(await rowCounts()).toEqual({ images: before!.images + 1, variants: before!.variants + 2 });
  });

  it('stores the same picture as another kind apart, under another hash', async () => {
    const picture = await solid(640, 640).png().toBuffer();
    const asLogo = await upload(picture, 'logo');
    const asCover = await upload(picture, 'cover');
    expect(asCover.hash).not.toBe(asLogo.hash);
  });

  it('records who uploaded what under which name', async () => {
    const stored = await storeUpload(store.db, { bytes: await solid(320, 320).png().toBuffer(), kind: 'logo', originalName: 'Logo Ğüş.png', createdBy: 'ayse' });
    const rows = await queryRows<{ original_name: string; created_by: string; width: number; height: number }>(
      store.db,
      sql`SELECT original_name, created_by, width, height FROM images WHERE hash = ${stored.hash}`,
    );
    expect(rows).toEqual([{ original_name: 'Logo Ğüş.png', created_by: 'ayse', width: 320, height: 320 }]);
  });

  it('reads back exactly the bytes it stored, and null for an unknown hash or width', async () => {
    const stored = await upload(await solid(700, 400).webp().toBuffer(), 'cover');
    const bytes = await readImageVariant(store.db, stored.hash, 640);
    const [row] = await queryRows<{ size: number }>(
      store.db,
      sql`SELECT octet_length(v.data)::int AS size FROM image_variants v JOIN images i ON i.id = v.image_id WHERE i.hash = ${stored.hash} AND v.width = 640`,
    );
    expect(bytes?.length).toBe(row?.size);
    expect(bytes?.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes?.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await readImageVariant(store.db, stored.hash, 641)).toBeNull();
    expect(await readImageVariant(store.db, '0000000000000000', 640)).toBeNull();
  });

  it('takes a picture of exactly 25 megapixels', async () => {
    // 5000 × 5000 = 25,000,000: the limit itself is allowed.
    const stored = await upload(await solid(5000, 5000).png().toBuffer(), 'body');
    expect(stored).toMatchObject({ width: 5000, height: 5000 });
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [800, 800],
      [1600, 1600],
    ]);
  });

  it('converts uploads that arrive together one at a time', async () => {
    const events: string[] = [];
    const hooks = (name: string) => ({ started: () => void events.push(`${name} started`), finished: () => void events.push(`${name} finished`) });
    const pictures = await Promise.all([solid(1200, 800).png().toBuffer(), solid(900, 900).jpeg().toBuffer(), solid(700, 500).webp().toBuffer()]);
    const stored = await Promise.all(
      pictures.map((bytes, i) => storeUpload(store.db, { bytes, kind: 'body', createdBy: 'editor-1' }, hooks(`upload ${i + 1}`))),
    );
    expect(stored.map((image) => image.width)).toEqual([1200, 900, 700]);
    // Each conversion finishes before the next starts; which goes first depends on when its header was read.
    expect(events).toHaveLength(6);
    const starts = events.filter((_, i) => i % 2 === 0);
    expect(events.filter((_, i) => i % 2 === 1)).toEqual(starts.map((event) => event.replace('started', 'finished')));
    expect([...starts].sort()).toEqual(['upload 1 started', 'upload 2 started', 'upload 3 started']);
  });

  it('refuses a 40-megapixel PNG of a few hundred kilobytes by its header, without decoding it', async () => {
    // 8000 × 5000 of one colour: the file is small, its pixels would be 8000 × 5000 × 3 bytes = 120 MB.
    const png = await solid(8000, 5000).png().toBuffer();
    expect(png.length).toBeLessThan(1024 * 1024);
    const events: string[] = [];
    const refused = await storeUpload(
      store.db,
      { bytes: png, kind: 'body', createdBy: 'editor-1' },
      { started: () => void events.push('started'), finished: () => void events.push('finished') },
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'bad_dimensions' });
    // The decoding happens only inside a conversion's turn, which this upload never got.
    expect(events).toEqual([]);
  });

  it('refuses an upload with busy while one conversion runs and three wait, and takes it once they are done', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The process's queue, held by one task and filled by three more behind it.
    const held = [imageConversions.run(() => gate), ...[1, 2, 3].map(() => imageConversions.run(async () => {}))];
    const picture = await solid(300, 300).png().toBuffer();
    const before = await rowCounts();
    const refused = await upload(picture, 'logo').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageError);
    expect(refused).toMatchObject({ code: 'busy' });
    expect(await rowCounts()).toEqual(before);
    release();
    await Promise.all(held);
    expect(await upload(picture, 'logo')).toMatchObject({ width: 300, height: 300 });
  });

  describe('refusals, each storing nothing', () => {
    const refusals: Array<[string, () => Promise<Buffer>, ImageErrorCode]> = [
      ['a GIF', () => solid(100, 100).gif().toBuffer(), 'unsupported_type'],
      ['a text file', async () => Buffer.from('Merhaba, bu bir görsel değil.\n'), 'unsupported_type'],
      [
        'a PNG cut in half',
        async () => {
          const png = await solid(800, 600).png().toBuffer();
          return png.subarray(0, png.length >> 1);
        },
        'corrupt',
      ],
      ['an empty file', async () => Buffer.alloc(0), 'corrupt'],
      ['a 20000×10 PNG', () => solid(20_000, 10).png().toBuffer(), 'bad_dimensions'],
      // 5001 × 5000 is 25,005,000 pixels: 5,000 more than 25 megapixels.
      ['a 5001×5000 PNG', () => solid(5001, 5000).png().toBuffer(), 'bad_dimensions'],
      ['a 15×15 PNG', () => solid(15, 15).png().toBuffer(), 'bad_dimensions'],
      // 8000 × 8000 is 64 megapixels: each side is allowed, the area is not (at most 25).
      ['a PNG of a few bytes that declares 8000×8000', async () => withDeclaredSize(await solid(16, 16).png().toBuffer(), 8000, 8000), 'bad_dimensions'],
      [
        'a file of 5 MB and one byte',
        async () => {
          const png = await solid(64, 64).png().toBuffer();
          return Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
        },
        'too_large',
      ],
    ];

    it.each(refusals)('refuses %s', async (_what, make, code) => {
      const bytes = await make();
      const before = await rowCounts();
      const refused = await upload(bytes).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ImageError);
      expect(refused).toMatchObject({ code });
      expect(await rowCounts()).toEqual(before);
    });
  });
});

describe('ConversionQueue', () => {
  /** A task that runs until `finish` is called, recording when it starts and ends. */
  function heldTask(events: string[], name: string) {
    let finish: (value: string) => void = () => {};
    const done = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const task = async () => {
      events.push(`${name} started`);
      const value = await done;
      events.push(`${name} finished`);
      return value;
    };
    return { task, finish };
  }

  it('runs one task at a time, in the order they came, and refuses one more than its waiting places', async () => {
    const queue = new ConversionQueue(2);
    const events: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldTask(events, name));
    const results = [queue.run(a!.task), queue.run(b!.task), queue.run(c!.task)];
    await expect(queue.run(async () => 'd')).rejects.toMatchObject({ code: 'busy' });
    // Finished out of order: b and c still wait for a.
    c!.finish('C');
    b!.finish('B');
    a!.finish('A');
    expect(await Promise.all(results)).toEqual(['A', 'B', 'C']);
    expect(events).toEqual(['a started', 'a finished', 'b started', 'b finished', 'c started', 'c finished']);
    expect(await queue.run(async () => 'd')).toBe('d');
  });

  it('goes on after a task that fails', async () => {
    const queue = new ConversionQueue(1);
    const failed = queue.run(async () => {
      throw new Error('broken pixels');
    });
    const next = queue.run(async () => 'next');
    await expect(failed).rejects.toThrow('broken pixels');
    expect(await next).toBe('next');
  });

  it('is one queue for the process, with three waiting places', () => {
    expect(imageConversions).toBeInstanceOf(ConversionQueue);
    expect(imageConversions.maxWaiting).toBe(3);
  });
});
