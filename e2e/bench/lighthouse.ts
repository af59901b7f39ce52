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
import { cpuSlowdownFor, measureHostFloor, measureSetting, type HostFloorResult, type SettingResult } from './lighthouse/measure.ts';
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

async function benchFamily(family: Family, floor: FloorServer, port: number): Promise<FamilyReport> {
  const started = performance.now();
  const pageUrl = `${BASE_URL}${family.path}`;
  const floorUrl = await floor.floorUrlOf(family.path, family.cookie);
  const byDefault = await measureSetting(pageUrl, floorUrl, port, runs, { kind: 'default' }, family.cookie);
  const settings: SettingResult[] = [byDefault];
  // Calibrated from the default runs of this page and its floor just before, so a change in the shared machine's
  // load is followed.
  if (calibrated) {
    const cpuSlowdown = cpuSlowdownFor(byDefault.benchmarkIndex);
    settings.push(await measureSetting(pageUrl, floorUrl, port, runs, { kind: 'calibrated', cpuSlowdown }, family.cookie));
  }
  const seconds = (performance.now() - started) / 1000;
  console.error(`measured ${family.name} in ${Math.round(seconds)} s`);
  const { medianRun } = byDefault;
  return {
    family,
    settings: settings.map(({ medianRun: _run, ...figures }) => figures),
    mainThread: mainThreadOf(medianRun),
    requests: requestsOf(medianRun),
    seconds,
  };
}

/** The empty document first, under each throttling the pages get: what this machine costs before any content. */
async function benchHostFloor(floor: FloorServer, port: number): Promise<HostFloorResult[]> {
  const byDefault = await measureHostFloor(floor.emptyDocumentUrl, port, runs, { kind: 'default' });
  const settings = [byDefault];
  if (calibrated) {
    const cpuSlowdown = cpuSlowdownFor(byDefault.benchmarkIndex);
    settings.push(await measureHostFloor(floor.emptyDocumentUrl, port, runs, { kind: 'calibrated', cpuSlowdown }));
  }
  return settings;
}

/** One page at a time and one run at a time: two Lighthouse runs at once would slow each other down. */
async function benchAll(floor: FloorServer): Promise<{ hostFloor: HostFloorResult[]; reports: FamilyReport[] }> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  const reports: FamilyReport[] = [];
  try {
    const hostFloor = await benchHostFloor(floor, chrome.port);
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
