import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from './precompress.ts';

const text = (size: number, seed: string) => Array.from({ length: Math.ceil(size / seed.length) }, () => seed).join('').slice(0, size);

/** A build output folder and the bundle Vite would hand to `writeBundle` for it (only its file names are read). */
function fakeBuild(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), 'safebet-precompress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  const bundle = Object.fromEntries(Object.keys(files).map((fileName) => [fileName, { type: 'asset', fileName }])) as unknown as Rolldown.OutputBundle;
  return { dir, bundle };
}

async function runPlugin(dir: string, bundle: Rolldown.OutputBundle) {
  const plugin = precompressedAssets();
  expect(plugin.apply).toBe('build');
  const hook = plugin.writeBundle;
  if (!hook || typeof hook !== 'object') throw new Error('writeBundle is an object hook');
  expect(hook.order).toBe('post');
  await (hook.handler as (options: { dir: string }, bundle: Rolldown.OutputBundle) => Promise<void>).call({}, { dir }, bundle);
}

describe('precompressedAssets', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('writes a .br and a .gz beside every text file of 1 KB or more, each decompressing to the original bytes', async () => {
    const files = {
      'assets/index-AbCdEf12.js': `console.log(${JSON.stringify(text(5000, 'merhaba dünya '))});`,
      'assets/style-AbCdEf12.css': text(2048, '.a{color:red}'),
      'remoteEntry.js': text(1024, 'export const x = 1;\n'),
      'index.html': `<!doctype html>${text(3000, '<p>SafeBet</p>')}`,
      'data.json': JSON.stringify({ items: text(1500, 'abc') }),
      'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text(1200, '<g/>')}</svg>`,
      'robots.txt': text(1100, 'Allow: /\n'),
      'sitemap.xml': text(1100, '<url/>'),
      'site.webmanifest': text(1100, '{"a":1}'),
      'assets/chunk-AbCdEf12.mjs': text(1100, 'export{};'),
    };
    const { dir, bundle } = fakeBuild(files);
    dirs.push(dir);
    await runPlugin(dir, bundle);
    for (const name of Object.keys(files)) {
      const original = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).equals(original), `${name}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).equals(original), `${name}.gz`).toBe(true);
      expect(readFileSync(join(dir, `${name}.br`)).length).toBeLessThan(original.length);
    }
  });

  it('skips small files, other types, files outside the bundle and the federation manifests', async () => {
    const { dir, bundle } = fakeBuild({
      'small.js': text(1023, 'x'),
      'assets/cover.webp': Buffer.alloc(4096, 7),
      'assets/logo.png': Buffer.alloc(4096, 7),
      'mf-manifest.json': text(4096, '{"a":1}'),
      'mf-stats.json': text(4096, '{"a":1}'),
    });
    dirs.push(dir);
    // Copied into the output folder by something else than the bundler (the generated images, say).
    writeFileSync(join(dir, 'copied.js'), text(4096, 'x'));
    await runPlugin(dir, bundle);
    for (const name of ['small.js', 'assets/cover.webp', 'assets/logo.png', 'mf-manifest.json', 'mf-stats.json', 'copied.js']) {
      expect(existsSync(join(dir, `${name}.br`)), `${name}.br`).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), `${name}.gz`).toBe(false);
    }
  });
});
