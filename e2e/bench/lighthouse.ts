/**
 * Lighthouse bench: every public page family of the production build served by our server,
 * each page run alone, the median of BENCH_RUNS runs (5 by default; Lighthouse's variability guide), beside its own
 * floor: the same server HTML without scripts. Two throttlings:
 * - Lighthouse's default mobile throttling, untouched: the figure that counts;
 * - the same network with the CPU slowdown calibrated from this machine's benchmarkIndex, so figures compare across
 *   machines (BENCH_THROTTLING=default leaves it out).
 * Then each page's main-thread split and the files its first load fetched. Prints figures; asserts nothing.
 * BENCH_PAGES=home,games measures only those pages.
 */
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { BASE_URL, startServer, stopServer } from '../server.ts';
import { selectFamilies, type Family } from './lighthouse/families.ts';
import { startFloorServer, type FloorServer } from './lighthouse/floor.ts';
import { mainThreadOf, requestsOf } from './lighthouse/lhr.ts';
import { cpuSlowdownFor, measureHostFloor, measureSetting, type HostFloorResult, type Throttling } from './lighthouse/measure.ts';
import { printReport, type FamilyReport } from './lighthouse/report.ts';
import { runsFrom } from './table.ts';

/** Whether the calibrated throttling runs too: BENCH_THROTTLING=default is the default throttling alone. */
function calibratedFrom(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'both') return true;
  if (value === 'default') return false;
  throw new Error(`BENCH_THROTTLING must be 'default' or 'both', not ${value}`);
}

const runs = runsFrom(process.env.BENCH_RUNS);
const families = selectFamilies(process.env.BENCH_PAGES);
const calibrated = calibratedFrom(process.env.BENCH_THROTTLING);

/**
 * `measure` under the default throttling, then, unless left out, under the calibrated one: calibrated from the
 * benchmarkIndex of the default runs just before, so a change in the shared machine's load is followed.
 */
async function underEachThrottling<R extends { benchmarkIndex: number }>(measure: (throttling: Throttling) => Promise<R>): Promise<[R, ...R[]]> {
  const byDefault = await measure({ kind: 'default' });
  if (!calibrated) return [byDefault];
  return [byDefault, await measure({ kind: 'calibrated', cpuSlowdown: cpuSlowdownFor(byDefault.benchmarkIndex) })];
}

async function benchFamily(family: Family, floor: FloorServer, port: number): Promise<FamilyReport> {
  const started = performance.now();
  const pageUrl = `${BASE_URL}${family.path}`;
  const floorUrl = await floor.floorUrlOf(family.path, family.cookie);
  const settings = await underEachThrottling((throttling) => measureSetting(pageUrl, floorUrl, port, runs, throttling, family.cookie));
  const seconds = (performance.now() - started) / 1000;
  console.error(`measured ${family.name} in ${Math.round(seconds)} s`);
  const { medianRun } = settings[0];
  return {
    family,
    settings: settings.map(({ medianRun: _run, ...figures }) => figures),
    mainThread: mainThreadOf(medianRun),
    requests: requestsOf(medianRun),
    seconds,
  };
}

/** One page at a time and one run at a time: two Lighthouse runs at once would slow each other down. */
async function benchAll(floor: FloorServer): Promise<{ hostFloor: HostFloorResult[]; reports: FamilyReport[] }> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  const reports: FamilyReport[] = [];
  try {
    // The empty document first: what this machine costs before any content.
    const hostFloor = await underEachThrottling((throttling) => measureHostFloor(floor.emptyDocumentUrl, chrome.port, runs, throttling));
    for (const family of families) reports.push(await benchFamily(family, floor, chrome.port));
    return { hostFloor, reports };
  } finally {
    chrome.kill();
  }
}

async function main() {
  let measured: { hostFloor: HostFloorResult[]; reports: FamilyReport[] };
  // stopServer runs even when the start timed out (a loaded machine): the server may still be coming up.
  try {
    await startServer();
    const floor = await startFloorServer(BASE_URL);
    try {
      measured = await benchAll(floor);
    } finally {
      await floor.close();
    }
  } finally {
    stopServer();
  }
  printReport(measured.reports, measured.hostFloor, runs, new URL(BASE_URL).origin);
}

await main();
