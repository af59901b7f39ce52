/**
 * Turns the Markdown sources in `content/` into what the apps import:
 * - generated/catalog/<collection>.ts and generated/catalog.ts: the light, typed index (no bodies) for lists and
 *   search, one module per collection;
 * - generated/bodies/<kind>/<slug>.json and generated/bodies.ts: one lazily loaded chunk per article body;
 * - generated/public/images/...: webp logos and covers;
 * - generated/report.json: counts and sizes.
 */
import matter from 'gray-matter';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bonusEntries } from '../src/content/casinos.ts';
import { parseTurkishDate } from '../src/format.ts';
import { compareTurkish, slugify } from '../src/text.ts';
import { siteConfig } from '../src/config.ts';
import type { ArticleBody, BlogPost, BodyKind, Game, Provider, Tactic } from '../src/types.ts';
import { coverSvg, logoSvg, writeWebp } from './images.ts';
import { markdownToPlainText, renderMarkdown } from './markdown.ts';
import { contentDir, generatedDir, publicDir } from './paths.ts';

interface Source {
  file: string;
  data: Record<string, unknown>;
  body: string;
}

function readSources(kind: string): Source[] {
  const dir = join(contentDir, kind);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const parsed = matter(readFileSync(join(dir, f), 'utf8'));
      return { file: `${kind}/${f}`, data: parsed.data, body: parsed.content };
    });
}

function field<T>(source: Source, name: string, check: (v: unknown) => v is T): T {
  const value = source.data[name];
  if (!check(value)) throw new Error(`${source.file}: front matter field '${name}' is missing or has the wrong type`);
  return value;
}
const isString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

const bodies: Record<BodyKind, Record<string, ArticleBody>> = { blog: {}, tactics: {}, games: {} };

function buildGames(): Game[] {
  return readSources('games')
    .map((s) => {
      const slug = field(s, 'slug', isString);
      const body = renderMarkdown(s.body);
      bodies.games[slug] = body;
      const maxWin = s.data.maxWin;
      const game: Game = {
        id: field(s, 'id', isNumber),
        slug,
        name: field(s, 'name', isString),
        provider: field(s, 'provider', isString),
        type: s.data.type === 'live' ? 'live' : 'slot',
        rtp: field(s, 'rtp', isNumber),
        volatility: field(s, 'volatility', isString) as Game['volatility'],
        features: field(s, 'features', isStringList),
        theme: field(s, 'theme', isString),
        year: field(s, 'year', isNumber),
        ...(isString(maxWin) ? { maxWin } : {}),
        coverUrl: `/images/games/${slug}_cover.webp`,
        hasReview: body.headings.length > 0,
      };
      return game;
    })
    .sort((a, b) => a.id - b.id);
}

function buildProviders(): Provider[] {
  return readSources('providers')
    .map((s) => {
      const id = field(s, 'id', isString);
      return {
        id,
        name: field(s, 'name', isString),
        logoUrl: `/images/providers/${id}.webp`,
        description: markdownToPlainText(s.body),
        kinds: isStringList(s.data.kinds) ? s.data.kinds : [],
      };
    })
    .sort((a, b) => compareTurkish(a.name, b.name));
}

function buildBlog(): BlogPost[] {
  return readSources('blog')
    .map((s) => {
      const slug = field(s, 'slug', isString);
      const date = field(s, 'date', isString);
      bodies.blog[slug] = renderMarkdown(s.body);
      return {
        id: field(s, 'id', isNumber),
        slug,
        title: field(s, 'title', isString),
        excerpt: field(s, 'excerpt', isString),
        coverUrl: `/images/blog/${slug}_cover.webp`,
        author: siteConfig.editorialAuthor,
        date,
        isoDate: parseTurkishDate(date) ?? '',
      };
    })
    .sort((a, b) => a.id - b.id);
}

function buildTactics(): Tactic[] {
  return readSources('tactics')
    .map((s) => {
      const slug = field(s, 'slug', isString);
      bodies.tactics[slug] = renderMarkdown(s.body);
      return {
        id: String(field(s, 'id', (v): v is string | number => isString(v) || isNumber(v))),
        slug,
        title: field(s, 'title', isString),
        category: field(s, 'category', isString) as Tactic['category'],
        excerpt: field(s, 'excerpt', isString),
      };
    })
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * One module per collection, so a page downloads only the collections it shows (a blog post needs no games), and
 * `catalog.ts` joining them for the search and the build checks. Returns the bytes and gzipped bytes of them all.
 */
function writeCatalog(games: Game[], providers: Provider[], blogPosts: BlogPost[], tactics: Tactic[]): { bytes: number; gzip: number } {
  const json = (value: unknown) => JSON.stringify(value, null, 1);
  const list = (name: string, type: string, value: unknown) =>
    `import type { ${type} } from '../../src/types.ts';\n\nexport const ${name}: readonly ${type}[] = ${json(value)};\n`;
  const summaries = providers.map(({ description: _description, ...summary }) => summary);
  const modules: Array<[file: string, exported: string, source: string]> = [
    ['games', 'games', list('games', 'Game', games)],
    ['provider-summaries', 'providerSummaries', list('providerSummaries', 'ProviderSummary', summaries)],
    // The descriptions are most of the providers' weight: game lists and game pages read only the summaries.
    [
      'providers',
      'providers',
      `import type { Provider } from '../../src/types.ts';
import { providerSummaries } from './provider-summaries.ts';

const descriptions: readonly string[] = ${json(providers.map((p) => p.description))};

export const providers: readonly Provider[] = providerSummaries.map((summary, i) => ({ ...summary, description: descriptions[i] ?? '' }));
`,
    ],
    ['blog-posts', 'blogPosts', list('blogPosts', 'BlogPost', blogPosts)],
    ['tactics', 'tactics', list('tactics', 'Tactic', tactics)],
  ];
  const header = '// Generated by shared-data/build/generate.ts from content/*.md. Do not edit.\n';
  mkdirSync(join(generatedDir, 'catalog'), { recursive: true });
  let bytes = 0;
  let gzip = 0;
  for (const [file, , body] of modules) {
    const source = `${header}${body}`;
    writeFileSync(join(generatedDir, 'catalog', `${file}.ts`), source);
    bytes += Buffer.byteLength(source);
    gzip += gzipSync(source).length;
  }
  const index = modules.map(([file, exported]) => `export { ${exported} } from './catalog/${file}.ts';`).join('\n');
  writeFileSync(join(generatedDir, 'catalog.ts'), `${header}${index}\n`);
  return { bytes, gzip };
}

function writeBodies(): { largest: { name: string; bytes: number; gzip: number } } {
  let largest = { name: '', bytes: 0, gzip: 0 };
  const loaderLines: string[] = [];
  for (const kind of Object.keys(bodies) as BodyKind[]) {
    const dir = join(generatedDir, 'bodies', kind);
    mkdirSync(dir, { recursive: true });
    const entries: string[] = [];
    for (const [slug, body] of Object.entries(bodies[kind])) {
      const text = JSON.stringify(body);
      writeFileSync(join(dir, `${slug}.json`), text);
      const bytes = Buffer.byteLength(text);
      if (bytes > largest.bytes) largest = { name: `${kind}/${slug}`, bytes, gzip: gzipSync(text).length };
      entries.push(`    ${JSON.stringify(slug)}: () => import('./bodies/${kind}/${slug}.json').then((m) => m.default as ArticleBody),`);
    }
    loaderLines.push(`  ${kind}: {\n${entries.join('\n')}\n  },`);
  }
  writeFileSync(
    join(generatedDir, 'bodies.ts'),
    `// Generated by shared-data/build/generate.ts. Each body is its own chunk, loaded only on its page.
import type { ArticleBody, BodyKind } from '../src/types.ts';

export const bodyLoaders: Record<BodyKind, Record<string, () => Promise<ArticleBody>>> = {
${loaderLines.join('\n')}
};
`,
  );
  return { largest };
}

async function writeImages(games: Game[], providers: Provider[], blogPosts: BlogPost[]) {
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

  const games = buildGames();
  const providers = buildProviders();
  const blogPosts = buildBlog();
  const tactics = buildTactics();

  const catalog = writeCatalog(games, providers, blogPosts, tactics);
  const { largest } = writeBodies();
  const imageSizes = await writeImages(games, providers, blogPosts);

  const words = (kind: BodyKind) => Object.values(bodies[kind]).reduce((sum, b) => sum + b.words, 0);
  const report = {
    counts: { games: games.length, providers: providers.length, blogPosts: blogPosts.length, tactics: tactics.length, casinos: bonusEntries.length },
    words: { blog: words('blog'), tactics: words('tactics'), games: words('games'), providers: providers.reduce((s, p) => s + p.description.split(/\s+/).length, 0) },
    catalog,
    largestBody: largest,
    images: { count: Object.keys(imageSizes).length, largestBytes: Math.max(0, ...Object.values(imageSizes)) },
    slugCheck: games.every((g) => slugify(g.slug) === g.slug),
  };
  writeFileSync(join(generatedDir, 'report.json'), JSON.stringify(report, null, 2));
  console.log(`shared-data: content generated in ${Math.round(performance.now() - started)} ms`, JSON.stringify(report.counts));
}

await main();
