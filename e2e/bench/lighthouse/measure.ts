/** Lighthouse runs, one at a time, and the median of a page's runs beside the median of its floor's. */
import { gzipSync } from 'node:zlib';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { throttling as throttlingPresets } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { firstTasksOf, modelledBlockingMs, type FirstTasks } from './first-tasks.ts';
import { figuresOf, missingFigures, requestsOf, type Figures } from './lhr.ts';

/** How a run is throttled: Lighthouse's own default, or that with the CPU slowdown calibrated for this machine. */
export type Throttling = { kind: 'default' } | { kind: 'calibrated'; cpuSlowdown: number };

/**
 * Lighthouse's throttling guide: 4x moves a high-end desktop (benchmarkIndex 1500-2000) to a mid-tier phone, 2x a
 * machine of 800-1000, 1x one already in the mid-tier range (125-800). Dividing by 450 goes through those points.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex / 450) * 10) / 10);
}

/**
 * The default run passes no throttling at all, so what counts is exactly Lighthouse's mobile default (simulated,
 * 150 ms RTT, 1.6 Mbps, 4x CPU). The calibrated run keeps that network preset and changes the CPU only.
 */
function flagsFor(port: number, throttling: Throttling, cookie?: string): Flags {
  const flags: Flags = {
    port,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Taken after the load, it changes no figure and costs a second or two a run.
    disableFullPageScreenshot: true,
  };
  if (throttling.kind === 'default') return flags;
  return { ...flags, throttling: { ...throttlingPresets.mobileSlow4G, cpuSlowdownMultiplier: throttling.cpuSlowdown } };
}

const MAX_ATTEMPTS = 3;

/** Each run's first tasks, read from its trace as it ends (the trace itself is not kept: tens of MB a run). */
const firstTasksByRun = new WeakMap<Result, FirstTasks>();

/** One run with every figure measured. Lighthouse now and then leaves a metric out; that run is done again. */
export async function runLighthouse(url: string, port: number, throttling: Throttling, cookie?: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flagsFor(port, throttling, cookie));
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const tasks = firstTasksOf(result.artifacts.Trace.traceEvents);
    if (tasks) firstTasksByRun.set(lhr, tasks);
    if (lhr.runtimeError) console.error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
    const missing = missingFigures(lhr);
    if (missing.length === 0) return lhr;
    if (attempt === MAX_ATTEMPTS) throw new Error(`Lighthouse measured no ${missing.join(', ')} for ${url} in ${MAX_ATTEMPTS} attempts`);
    console.error(`Lighthouse measured no ${missing.join(', ')} for ${url}; running it again`);
  }
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Each figure's median over the runs, taken figure by figure as Lighthouse's variability guide does. */
function medianFigures(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    cpuSlowdown: pick('cpuSlowdown'),
    jsTransfer: pick('jsTransfer'),
    requests: pick('requests'),
  };
}

/** A script's gzip size, fetched once per URL: file names carry a content hash, so the same URL is the same bytes. */
const gzipSizes = new Map<string, Promise<number>>();
function gzipSizeOf(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url, { headers: { 'accept-encoding': 'identity' } })
      .then((response) => response.arrayBuffer())
      .then((bytes) => gzipSync(Buffer.from(bytes)).length);
    gzipSizes.set(url, size);
  }
  return size;
}

async function jsGzipOf(lhr: Result): Promise<number> {
  const scripts = requestsOf(lhr).filter((request) => request.resourceType === 'Script');
  const sizes = await Promise.all(scripts.map((request) => gzipSizeOf(request.url)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * The median over a setting's runs of what Lantern was given (see first-tasks.ts): the navigation's commit task and
 * the first paint's task as observed, and the blocking time Lantern's rules make of each run's tasks.
 */
export interface FirstTasksFigures {
  commitMs: number;
  firstPaintMs: number;
  modelledTbt: number;
}

function firstTasksFigures(runs: Result[]): FirstTasksFigures {
  const read = runs.flatMap((lhr) => {
    const tasks = firstTasksByRun.get(lhr);
    const k = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    return tasks && k ? [{ tasks, k }] : [];
  });
  return {
    commitMs: median(read.map(({ tasks }) => tasks.commitMs)),
    firstPaintMs: median(read.map(({ tasks }) => tasks.firstPaintMs)),
    modelledTbt: median(read.map(({ tasks, k }) => modelledBlockingMs(tasks, k))),
  };
}

export interface SettingResult {
  throttling: Throttling;
  page: Figures & { jsGzip: number };
  floor: Figures;
  /** The median benchmarkIndex of the page's and the floor's runs together: twice the samples of either alone. */
  benchmarkIndex: number;
  pageTasks: FirstTasksFigures;
  floorTasks: FirstTasksFigures;
  /** The page's run nearest the median FCP and TTI (Lighthouse's own pick), for the split and the request list. */
  medianRun: Result;
}

/**
 * BENCH_RUNS runs of the page and of its floor under one throttling, alternated so that a change in the machine's
 * load (it is shared) falls on both alike.
 */
/** `cookie` goes with the page's requests; the floor already holds the HTML fetched with it. */
export async function measureSetting(pageUrl: string, floorUrl: string, port: number, runs: number, throttling: Throttling, cookie?: string): Promise<SettingResult> {
  const pageRuns: Result[] = [];
  const floorRuns: Result[] = [];
  for (let i = 0; i < runs; i += 1) {
    pageRuns.push(await runLighthouse(pageUrl, port, throttling, cookie));
    floorRuns.push(await runLighthouse(floorUrl, port, throttling));
  }
  const jsGzip = median(await Promise.all(pageRuns.map(jsGzipOf)));
  return {
    throttling,
    page: { ...medianFigures(pageRuns.map(figuresOf)), jsGzip },
    floor: medianFigures(floorRuns.map(figuresOf)),
    benchmarkIndex: median([...pageRuns, ...floorRuns].map((lhr) => lhr.environment.benchmarkIndex)),
    pageTasks: firstTasksFigures(pageRuns),
    floorTasks: firstTasksFigures(floorRuns),
    medianRun: computeMedianRun(pageRuns),
  };
}

/** The machine's own floor under one throttling: the empty document's runs (floor.ts, `EMPTY_DOCUMENT`). */
export interface HostFloorResult {
  throttling: Throttling;
  /** Lighthouse's TBT of each run, in the order run, and their median. */
  tbtRuns: number[];
  tbt: number;
  tasks: FirstTasksFigures;
  benchmarkIndex: number;
  /** The CPU slowdown the runs simulated, as Lighthouse reports it. */
  cpuSlowdown: number;
}

export async function measureHostFloor(url: string, port: number, runs: number, throttling: Throttling): Promise<HostFloorResult> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(url, port, throttling));
  const figures = results.map(figuresOf);
  const { tbt, benchmarkIndex, cpuSlowdown } = medianFigures(figures);
  return { throttling, tbtRuns: figures.map((run) => run.tbt), tbt, tasks: firstTasksFigures(results), benchmarkIndex, cpuSlowdown };
}
