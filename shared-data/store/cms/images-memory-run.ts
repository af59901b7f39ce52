/**
 * Run by `images-memory.test.ts` in a Node process of its own, started as the `serve` scripts start the
 * server (`MALLOC_ARENA_MAX=2`) and with `--expose-gc`: nine uploads of 24 megapixels (6000×4000, the largest common
 * camera size), five one after another and four at once, into a PGlite store in memory. Prints the resident memory
 * (RSS, in MB) before the first and after the last, each after a full collection, as one line of JSON.
 */
import sharp from 'sharp';
import { openStore } from '../database.ts';
import { prepareStore } from '../migrate.ts';
import { storeUpload } from './images.ts';

const MB = 1024 * 1024;

async function settledRss(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  for (let round = 0; round < 3; round += 1) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().rss / MB;
}

/** One colour each: a file of a few hundred KB that decodes to 6000 × 4000 × 3 bytes = 72 MB. */
const pictures = await Promise.all(
  Array.from({ length: 9 }, (_, i) =>
    sharp({ create: { width: 6000, height: 4000, channels: 3, background: { r: 20 * i, g: 100, b: 200 - 10 * i } } }).png().toBuffer(),
  ),
);
const store = await openStore({ kind: 'memory' });
await prepareStore(store, { seed: false });
const upload = (bytes: Buffer) => storeUpload(store.db, { bytes, kind: 'body', createdBy: 'memory-check' });

const before = await settledRss();
for (const bytes of pictures.slice(0, 5)) await upload(bytes);
await Promise.all(pictures.slice(5).map(upload));
const after = await settledRss();
await store.close();
console.log(JSON.stringify({ before, after }));
