/**
 * Interaction to Next Paint in the lab: the production build served by our server (embedded database) on 127.0.0.1,
 * Debian's Chromium through Playwright on a phone's viewport (Pixel 7) with the CPU slowed 4× through the DevTools
 * protocol, and INP measured by web-vitals' attribution build inside the page. Each scenario of
 * `interaction/scenarios.ts` is a fresh page load, run BENCH_RUNS times (5 by default); the table gives the median
 * INP with its parts from the median run, the interaction that was the INP, the runs' range and the first
 * interaction's latency. Prints figures; asserts nothing. Needs a build (`npm run build`).
 *
 * BENCH_SCENARIOS=surebet,menu runs the scenarios whose names start so. BENCH_TRACE=<folder> records, for every
 * scenario whose median INP is over 100 ms, one more run's interactions as a Chromium trace (for DevTools'
 * Performance panel) into that folder. BENCH_MAX_MINUTES (45 by default) bounds the whole bench: runs not started by
 * then are left out of the table.
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, devices, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { prepareContext, whenHydrated } from '../fixtures.ts';
import { BASE_URL, startServer, stopServer } from '../server.ts';
import { addProbe, readProbe, type ProbeReadings } from './interaction/probe.ts';
import { KEY_DELAY_MS, scenarios, type Scenario } from './interaction/scenarios.ts';
import { percentile, printTable, runsFrom } from './table.ts';

/** A mid-range phone's CPU against a desktop's, as Lighthouse's mobile preset has it. */
const CPU_THROTTLING = 4;
const DEVICE = 'Pixel 7';
/** INP's line between good and needs improvement. */
const GOOD_INP_MS = 200;
/** This site's own goal, stricter than Google's 'good'. */
const TARGET_INP_MS = 100;
/** One run's bound, load included: a throttled first load on a busy 2-core machine has been seen to take 30 s. */
const RUN_TIMEOUT_MS = 120_000;
/** Each of Playwright's actions and waits inside a run. */
const ACTION_TIMEOUT_MS = 45_000;

const runs = runsFrom(process.env.BENCH_RUNS);
const budgetMinutes = Number(process.env.BENCH_MAX_MINUTES ?? 45);
const traceFolder = process.env.BENCH_TRACE ? resolve(process.env.BENCH_TRACE) : null;
const chosen = (process.env.BENCH_SCENARIOS ?? '').split(',').map((name) => name.trim()).filter(Boolean);
const selected = chosen.length === 0 ? scenarios : scenarios.filter(({ name }) => chosen.some((start) => name.startsWith(start)));

/** What a trace records: the timeline with its stacks, the JavaScript samples, and the input's latency. */
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'latencyInfo',
  'loading',
  'toplevel',
];

interface ScenarioResult {
  scenario: Scenario;
  readings: ProbeReadings[];
  failures: string[];
}

/** Rejects after `ms` (and runs `onTimeout`) unless `work` settles first. */
async function within<T>(work: Promise<T>, ms: number, onTimeout: () => Promise<void>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void onTimeout().finally(() => reject(new Error(`the run took more than ${ms / 1000} s`)));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One fresh page load of `scenario`, throttled, its interactions measured; traced into `tracePath` when given. */
async function runOnce(browser: Browser, scenario: Scenario, tracePath?: string): Promise<ProbeReadings> {
  const context = await browser.newContext({ ...devices[DEVICE], locale: 'tr-TR', baseURL: BASE_URL });
  const run = async () => {
    // Readers' first visits run no worker yet; blocked, its install would compete for the CPU in some runs only.
    await prepareContext(context, true);
    await addProbe(context);
    const page = await context.newPage();
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.goto(scenario.path);
    await whenHydrated(page);
    await scenario.ready(page);
    if (tracePath) await browser.startTracing(page, { path: tracePath, categories: traceCategories });
    try {
      await scenario.act(page);
    } finally {
      if (tracePath) await browser.stopTracing();
    }
    return readProbe(page);
  };
  try {
    return await within(run(), RUN_TIMEOUT_MS, () => context.close());
  } finally {
    await context.close();
  }
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : String(Math.round(value)));

/** The run whose INP is the median, so that its parts add up to the figure shown. */
function medianRun(readings: ProbeReadings[]) {
  const measured = readings.flatMap(({ inp }) => (inp ? [inp] : []));
  const value = percentile(measured.map(({ latency }) => latency), 50);
  return { value, run: measured.find(({ latency }) => latency === value), measured };
}

function rowOf({ scenario, readings, failures }: ScenarioResult): string[] {
  const { value, run, measured } = medianRun(readings);
  const latencies = measured.map(({ latency }) => latency);
  const firsts = readings.flatMap(({ first }) => (first ? [first.latency] : []));
  const mark = Number.isNaN(value) ? '' : value > GOOD_INP_MS ? ' (poor)' : value > TARGET_INP_MS ? ' (> 100)' : '';
  return [
    scenario.name,
    `${readings.length}/${readings.length + failures.length}`,
    `${ms(value)}${mark}`,
    ms(run?.inputDelay),
    ms(run?.processingDuration),
    ms(run?.presentationDelay),
    run ? `${run.target} (${run.type})` : '–',
    latencies.length > 0 ? `${ms(Math.min(...latencies))}–${ms(Math.max(...latencies))}` : '–',
    ms(percentile(firsts, 50)),
    ms(percentile(readings.map(({ interactions }) => interactions), 50)),
  ];
}

function printResults(results: ScenarioResult[], started: number) {
  const [cpu] = cpus();
  console.log(`\nInteraction to Next Paint (web-vitals, attribution build), ${DEVICE} viewport, CPU throttled ${CPU_THROTTLING}× (Emulation.setCPUThrottlingRate)`);
  console.log(
    `Machine: ${availableParallelism()} cores (${cpu?.model ?? 'unknown CPU'}), load average ${loadavg().map((l) => l.toFixed(2)).join(' / ')} at the end; ` +
      `${Math.round((performance.now() - started) / 60_000)} min in all. Keys ${KEY_DELAY_MS} ms apart.`,
  );
  printTable(
    `Median of ${runs} runs per interaction, each a fresh page load (ms)`,
    ['interaction', 'runs', 'INP', 'input delay', 'processing', 'presentation', 'INP target (type)', 'min–max', 'first interaction', 'interactions'],
    results.map(rowOf),
    [
      'INP: the worst interaction of the run (web-vitals, reportAllChanges, flushed by a visibilitychange to hidden);',
      'its three parts and target from the median run; min–max over the runs; first interaction: its latency (median).',
      `Goal: every interaction at most ${TARGET_INP_MS} ms at this throttling (Google's 'good' is ${GOOD_INP_MS} ms).`,
    ],
  );
  printTable(
    'Where the median run spent its INP',
    ['interaction', 'load state', 'longest script in the frame (part)'],
    results.map((result) => {
      const { run } = medianRun(result.readings);
      return [result.scenario.name, run?.loadState ?? '–', run?.longestScript || '–'];
    }),
  );
  const failed = results.filter(({ failures }) => failures.length > 0);
  for (const { scenario, failures } of failed) console.log(`\n${scenario.name}: ${failures.length} failed run(s): ${failures.join(' | ')}`);
}

async function benchAll(browser: Browser, deadline: number): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const scenario of selected) {
    const result: ScenarioResult = { scenario, readings: [], failures: [] };
    for (let i = 0; i < runs && Date.now() < deadline; i += 1) {
      try {
        result.readings.push(await runOnce(browser, scenario));
      } catch (error) {
        result.failures.push(error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error));
      }
    }
    console.error(`measured ${scenario.name}: INP ${ms(medianRun(result.readings).value)} ms`);
    results.push(result);
    if (traceFolder && medianRun(result.readings).value > TARGET_INP_MS && Date.now() < deadline) {
      mkdirSync(traceFolder, { recursive: true });
      const path = join(traceFolder, `${scenario.name.replace(/[^a-z]+/gi, '-').replace(/-$/, '')}.json`);
      await runOnce(browser, scenario, path).then(
        () => console.error(`traced ${scenario.name}: ${path}`),
        (error: unknown) => console.error(`could not trace ${scenario.name}: ${String(error)}`),
      );
    }
  }
  return results;
}

async function main() {
  if (selected.length === 0) throw new Error(`BENCH_SCENARIOS=${chosen.join(',')} names no scenario`);
  const started = performance.now();
  const deadline = Date.now() + budgetMinutes * 60_000;
  let results: ScenarioResult[];
  // stopServer runs even when the start timed out (a loaded machine): the server may still be coming up.
  try {
    await startServer();
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      console.error(`Chromium ${browser.version()}, ${selected.length} interactions × ${runs} runs`);
      results = await benchAll(browser, deadline);
    } finally {
      await browser.close();
    }
  } finally {
    stopServer();
  }
  printResults(results, started);
}

await main();
