/**
 * Precompressed copies of a browser build's text files, written beside each one at build time: `<file>.br` (Brotli,
 * quality 11) and `<file>.gz` (gzip, level 9). The server (`@fastify/static` with `preCompressed`) sends them as they
 * are to a browser that takes that encoding, so no request pays for compressing at the highest level.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text. Images (.webp, .png) and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this size the encoding costs more than it saves (the server's on-the-fly threshold as well). */
export const PRECOMPRESS_MIN_BYTES = 1024;
/**
 * Federation manifests are rewritten on disk after the browser build (the server build adds its entry to them), so a
 * copy made now would be stale: they stay uncompressed here and are compressed on the fly. mf-stats.json is not
 * served at all.
 */
const REWRITTEN_LATER = /(^|\/)mf-(manifest|stats)\.json$/;
/** Files compressed at once: Brotli at quality 11 is CPU-bound. */
const CONCURRENCY = 4;

/** Writes `<file>.br` and `<file>.gz` beside one file; false when it is too small or not text. */
async function precompressFile(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  if (bytes.length < PRECOMPRESS_MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

/** Precompresses the given files of `dir` (paths relative to it), a few at a time; returns those written. */
export async function precompressFiles(dir: string, fileNames: readonly string[]): Promise<string[]> {
  const queue = fileNames.filter((name) => COMPRESSIBLE.test(name) && !REWRITTEN_LATER.test(name));
  const written: string[] = [];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      if (await precompressFile(join(dir, name))) written.push(name);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return written.sort();
}

/**
 * The Vite plugin: after the bundle is written (and after every other plugin's `writeBundle`, which may still change
 * a file), each emitted text file of 1 KB or more gets its `.br` and `.gz`. Only the bundle's files: what is copied
 * into the output folder some other way is left alone.
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'safebet-precompressed-assets',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        const dir = options.dir ?? (options.file ? dirname(options.file) : undefined);
        if (dir) await precompressFiles(dir, Object.keys(bundle));
      },
    },
  };
}
