/**
 * Build step: draws the artwork of the built-in content (webp logos and covers under generated/public/images,
 * published at the site root by every app) and writes generated/report.json with counts and sizes. The content
 * itself is not compiled into any bundle: the store seeds it into the database (store/seed.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfig, slugify } from 'shared-data';
import { bonusEntries, type BuiltInContent, readBuiltInContent } from '@shared-data/store/built-in';
import { coverSvg, logoSvg, writeWebp } from './images.ts';
import { generatedDir, publicDir } from './paths.ts';

async function writeImages({ games, providers, blogPosts }: BuiltInContent) {
  const jobs: Array<[string, string]> = [];
  for (const c of bonusEntries) jobs.push([c.logoUrl, logoSvg(c.name)]);
  for (const p of providers) jobs.push([p.logoUrl, logoSvg(p.name)]);
  for (const g of games) jobs.push([g.coverUrl, coverSvg(`${g.provider}/${g.slug}`)]);
  for (const b of blogPosts) jobs.push([b.coverUrl, coverSvg(`blog/${b.slug}`, (b.id * 37) % 360)]);
  jobs.push(['/images/og-default.webp', coverSvg(siteConfig.name, 48)]);
  const sizes: Record<string, number> = {};
  for (const [url, svg] of jobs) {
    const file = join(publicDir, url);
    mkdirSync(join(file, '..'), { recursive: true });
    sizes[url] = await writeWebp(svg, file);
  }
  return sizes;
}

async function main() {
  const started = performance.now();
  rmSync(generatedDir, { recursive: true, force: true });
  mkdirSync(generatedDir, { recursive: true });

  const content = readBuiltInContent();
  const imageSizes = await writeImages(content);
  const { games, providers, blogPosts, tactics } = content;
  const words = (bodies: ReadonlyArray<{ body: { words: number } }>) => bodies.reduce((sum, b) => sum + b.body.words, 0);
  const report = {
    counts: { games: games.length, providers: providers.length, blogPosts: blogPosts.length, tactics: tactics.length, casinos: bonusEntries.length },
    words: { blog: words(blogPosts), tactics: words(tactics), games: words(games), providers: providers.reduce((s, p) => s + p.description.split(/\s+/).length, 0) },
    images: { count: Object.keys(imageSizes).length, largestBytes: Math.max(0, ...Object.values(imageSizes)) },
    slugCheck: games.every((g) => slugify(g.slug) === g.slug),
  };
  writeFileSync(join(generatedDir, 'report.json'), JSON.stringify(report, null, 2));
  console.log(`shared-data: artwork generated in ${Math.round(performance.now() - started)} ms`, JSON.stringify(report.counts));
}

await main();
