/**
 * Performance bench (issue 7): Lighthouse, mobile preset with its default throttling, on the production build
 * served by our server, median of 3 runs per page, beside a plain static HTML page of the home page's text.
 * Prints a table; asserts nothing (budgets are read by people, not by tests).
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from 'shared-data/chromium';
import { BASE_URL, startServer, stopServer } from '../server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const shellDist = fileURLToPath(new URL('../../shell/dist/', import.meta.url));
const pages: Array<[string, string]> = [
  ['home', '/'],
  ['/oyunlar', '/oyunlar'],
  ['game page', '/oyunlar/pragmatic-play/sweet-bonanza'],
  ['blog post', '/blog/sorumlu-oyun-rehberi'],
  ['/bahis-hesaplayici', '/bahis-hesaplayici'],
];

interface Figures {
  /** Lighthouse's measure of this machine's CPU speed for the run (higher is faster). */
  benchmarkIndex: number;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsGzip: number;
  requests: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The home page's text as plain static HTML: the floor a page of this content could reach. */
function floorHtml(): string {
  const home = readFileSync(`${shellDist}index.html`, 'utf8');
  return home.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}

async function gzipSizeOf(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) console.error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const network = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined)?.items ?? [];
  const scripts = network.filter((r) => r.resourceType === 'Script' && r.url.startsWith('http'));
  const sizes = await Promise.all(scripts.map((r) => gzipSizeOf(r.url)));
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsGzip: sizes.reduce((a, b) => a + b, 0),
    requests: network.length,
  };
}

const MAX_ATTEMPTS = 3;

/** One run with every figure measured. Lighthouse now and then leaves a metric out; that run is done again. */
async function measureValid(url: string, port: number): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    const figures = await measure(url, port);
    if (Object.values(figures).every(Number.isFinite)) return figures;
    const missing = Object.entries(figures).filter(([, value]) => !Number.isFinite(value)).map(([key]) => key);
    if (attempt === MAX_ATTEMPTS) throw new Error(`Lighthouse measured no ${missing.join(', ')} for ${url} in ${MAX_ATTEMPTS} attempts`);
    console.error(`Lighthouse measured no ${missing.join(', ')} for ${url}; running it again`);
  }
}

async function main() {
  const floorServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(floorHtml());
  });
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
  const floorAddress = floorServer.address();
  const floorUrl = typeof floorAddress === 'object' && floorAddress ? `http://127.0.0.1:${floorAddress.port}/` : '';

  await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const rows: Array<[string, Figures]> = [];
  try {
    for (const [name, url] of [...pages.map(([n, p]): [string, string] => [n, `${BASE_URL}${p}`]), ['static floor (home text)', floorUrl] as [string, string]]) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureValid(url, chrome.port));
      const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
      rows.push([
        name,
        {
          benchmarkIndex: pick('benchmarkIndex'),
          score: pick('score'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          jsGzip: pick('jsGzip'),
          requests: pick('requests'),
        },
      ]);
      console.error(`measured ${name}`);
    }
  } finally {
    await chrome.kill();
    stopServer();
    floorServer.close();
  }

  // Pages compare across machines by their ratio to the static floor page of the same run.
  const floorLcp = rows.at(-1)?.[1].lcp ?? Number.NaN;
  const header = ['page', 'score', 'LCP (s)', 'LCP / floor', 'TBT (ms)', 'CLS', 'JS gzip (KB)', 'requests', 'benchmarkIndex'];
  const lines = rows.map(([name, f]) => [
    name,
    String(f.score),
    (f.lcp / 1000).toFixed(2),
    (f.lcp / floorLcp).toFixed(2),
    String(Math.round(f.tbt)),
    f.cls.toFixed(3),
    (f.jsGzip / 1024).toFixed(1),
    String(f.requests),
    String(Math.round(f.benchmarkIndex)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`Lighthouse ${RUNS} runs, median, mobile preset with default throttling`);
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  console.log('Budgets: score >= 95, LCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.02, JS <= 150 KB gzip (home and content pages).');
}

await main();
