/**
 * Measures the global search over the real catalogue: builds the index once, then times every query of a large,
 * varied set one by one and prints the median, p95 and worst time per query.
 *
 * Run: npx -y pnpm@10.34.8 run bench:search   (ROUNDS=n to change the number of passes)
 */
import { performance } from 'node:perf_hooks';
import { blogPosts, games, providers, tactics } from '../src/content/index.ts';
import { createSearchIndex, foldSearchText, searchContent, type SearchIndex } from '../src/search.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const WARM_UP_ROUNDS = 3;

/** Deterministic pseudo-random numbers, so every run measures the same queries. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * What readers type: prefixes and inner pieces of real names (with and without Turkish letters, in upper case),
 * whole names, words that match nothing, and 2-letter queries that match a lot.
 */
function buildQueries(): string[] {
  const names = [
    ...games.map((g) => g.name),
    ...providers.map((p) => p.name),
    ...blogPosts.map((p) => p.title),
    ...tactics.map((t) => t.title),
  ];
  const next = random(20240729);
  const queries: string[] = [];
  for (const name of names) {
    const length = 2 + Math.floor(next() * 8);
    const start = Math.floor(next() * Math.max(1, name.length - length));
    queries.push(name.slice(0, length));
    queries.push(name.slice(start, start + length));
    queries.push(foldSearchText(name.slice(start, start + length + 4)));
    queries.push(name.toLocaleUpperCase('tr-TR'));
  }
  queries.push('kasa yonetimi', 'KASA YÖNETİMİ', 'bonus', 'slot', 'canlı', 'xq', 'bulunmayan bir şey', 'zzzz');
  for (const pair of ['an', 'as', 'la', 'er', 'in', 'bo', 'ca', 'sl']) queries.push(pair);
  return [...new Set(queries)];
}

function percentile(sorted: readonly number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, at)] ?? 0;
}

const microseconds = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

function timeQueries(index: SearchIndex, queries: readonly string[], rounds: number): number[] {
  const times: number[] = [];
  let sink = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      const results = searchContent(index, query);
      times.push(performance.now() - started);
      sink += results?.total ?? 0;
    }
  }
  // Keeps the engine from treating the results as unused.
  if (sink < 0) console.log(sink);
  return times;
}

const buildStarted = performance.now();
const index = createSearchIndex({ games, providers, blogPosts, tactics });
const buildMs = performance.now() - buildStarted;

const queries = buildQueries();
timeQueries(index, queries, WARM_UP_ROUNDS);
const times = timeQueries(index, queries, ROUNDS).sort((a, b) => a - b);
const mean = times.reduce((sum, t) => sum + t, 0) / times.length;

const entries = games.length + providers.length + blogPosts.length + tactics.length;
console.log(
  `search index: ${entries} entries (${games.length} games, ${providers.length} providers, ` +
    `${blogPosts.length} blog posts, ${tactics.length} tactics), built in ${buildMs.toFixed(2)} ms`,
);
console.log(`queries: ${queries.length} distinct × ${ROUNDS} rounds = ${times.length} timed (after ${WARM_UP_ROUNDS} warm-up rounds)`);
console.log(`per query: median ${microseconds(percentile(times, 50))}, p95 ${microseconds(percentile(times, 95))}, ` +
  `p99 ${microseconds(percentile(times, 99))}, max ${microseconds(times.at(-1) ?? 0)}, mean ${microseconds(mean)}`);
