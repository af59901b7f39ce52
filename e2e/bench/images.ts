/**
 * Image conversion bench: uploads through `storeUpload` into a PGlite store in memory, in this
 * process, with the resident memory (RSS) read before and after. Three cases: a 40-megapixel PNG of one colour
 * (a small file, refused by its header now), a 24-megapixel PNG (6000×4000, the largest common camera size the
 * 25-megapixel limit lets through) uploaded five times one after another, and four of those at once. The
 * `bench:images` script runs it with `--expose-gc` (the figures after each case follow a full collection) and with
 * `MALLOC_ARENA_MAX=2` as the `serve` scripts start the server; run it without that to see the C library's default.
 * Prints a Markdown table; asserts nothing (`shared-data/store/cms/images-memory.test.ts` asserts the memory).
 */
import { createRequire } from 'node:module';
import { openStore, prepareStore } from '@shared-data/store';
import { ImageError, storeUpload, type ImageKind } from '@shared-data/store/cms';
import { printTable } from './table.ts';

/** What this bench uses of sharp, which is shared-data's dependency, not e2e's (so neither are its types). */
interface SharpModule {
  (options: { create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } } }): {
    png: () => { toBuffer: () => Promise<Buffer> };
  };
  versions: { sharp?: string; vips: string };
  concurrency: () => number;
}
// The very module the store converts with.
const sharp = createRequire(import.meta.resolve('@shared-data/store/cms'))('sharp') as SharpModule;

const MB = 1024 * 1024;
const rss = () => process.memoryUsage().rss / MB;
const mb = (value: number) => value.toFixed(0);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** A full collection if node was started with --expose-gc, then a few turns of the event loop. */
async function settle() {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let round = 0; round < 3; round += 1) {
    gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

let colours = 0;
/** A PNG of one colour (another at each call, so that no upload is found stored already): small however large. */
function solidPng(width: number, height: number): Promise<Buffer> {
  colours += 1;
  const background = { r: (colours * 37) % 256, g: (colours * 91) % 256, b: (colours * 53) % 256 };
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

const store = await openStore({ kind: 'memory' });
await prepareStore(store, { seed: false });
const upload = (bytes: Buffer, kind: ImageKind = 'body') => storeUpload(store.db, { bytes, kind, createdBy: 'bench' });

/** How an upload ended: stored, or the code it was refused with. */
async function outcome(bytes: Buffer): Promise<{ ms: number; result: string }> {
  const started = performance.now();
  try {
    await upload(bytes);
    return { ms: performance.now() - started, result: 'stored' };
  } catch (error) {
    if (error instanceof ImageError) return { ms: performance.now() - started, result: `refused: ${error.code}` };
    throw error;
  }
}

const huge = await solidPng(8000, 5000);
const large = await Promise.all(Array.from({ length: 9 }, () => solidPng(6000, 4000)));
await settle();

const rows: string[][] = [];
const measure = async (label: string, size: string, run: () => Promise<Array<{ ms: number; result: string }>>) => {
  await settle();
  const before = rss();
  const results = await run();
  const after = rss();
  await settle();
  const settled = rss();
  rows.push([
    label,
    size,
    results.map((r) => seconds(r.ms)).join(' / '),
    [...new Set(results.map((r) => r.result))].join(', '),
    mb(before),
    mb(after),
    mb(settled),
    mb(settled - before),
  ]);
};

await measure('40 Mpx PNG, 8000×5000', `${(huge.length / 1024).toFixed(0)} KB`, async () => [await outcome(huge)]);
await measure('24 Mpx PNG, 6000×4000, five in turn', `${(large[0]!.length / 1024).toFixed(0)} KB`, async () => {
  const results = [];
  for (const bytes of large.slice(0, 5)) results.push(await outcome(bytes));
  return results;
});
await measure('24 Mpx PNG, four at once', `${(large[5]!.length / 1024).toFixed(0)} KB`, () => Promise.all(large.slice(5).map((bytes) => outcome(bytes))));

printTable(
  'Image uploads (storeUpload in-process, PGlite in memory)',
  ['case', 'file', 'seconds each', 'result', 'RSS before (MB)', 'RSS after (MB)', 'RSS settled (MB)', 'settled − before (MB)'],
  rows,
  [
    `Node ${process.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), concurrency ${sharp.concurrency()}, ` +
      `gc ${(globalThis as { gc?: unknown }).gc ? 'exposed' : 'not exposed'}, MALLOC_ARENA_MAX ${process.env.MALLOC_ARENA_MAX ?? 'unset'}.`,
  ],
);
await store.close();
