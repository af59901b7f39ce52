/** The Lighthouse bench's Markdown tables: figures beside the targets, the main-thread split, the files fetched. */
import { printTable } from '../table.ts';
import type { Family } from './families.ts';
import { mainThreadGroups, type Figures, type MainThreadGroup, type Request } from './lhr.ts';
import type { HostFloorResult, SettingResult, Throttling } from './measure.ts';

export interface FamilyReport {
  family: Family;
  settings: Array<Omit<SettingResult, 'medianRun'>>;
  /** From the median run under the default throttling, the one that counts. */
  mainThread: Record<MainThreadGroup, number>;
  requests: Request[];
  seconds: number;
}

/** The budget for a first load. */
const targets = {
  score: 0.98,
  tbtMs: 50,
  lcpOverFloor: 1.2,
  cls: 0.01,
  jsKb: 150,
  requests: 25,
};
const targetsLine =
  `Targets: score >= ${targets.score}, TBT <= ${targets.tbtMs} ms, LCP <= ${targets.lcpOverFloor} x the page's own floor, ` +
  `CLS <= ${targets.cls}, JS <= ${targets.jsKb} KB as transferred, <= ${targets.requests} requests; ✗ marks a miss.`;

const kb = (bytes: number) => bytes / 1024;
/** A figure with a trailing mark when it misses its target. */
const marked = (text: string, met: boolean) => (met ? text : `${text} ✗`);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function figuresRow(name: string, page: Figures & { jsGzip: number }, floor: Figures): string[] {
  const ratio = page.lcp / floor.lcp;
  return [
    name,
    marked(page.score.toFixed(2), page.score >= targets.score),
    seconds(page.fcp),
    seconds(page.lcp),
    seconds(floor.lcp),
    marked(ratio.toFixed(2), ratio <= targets.lcpOverFloor),
    floor.score.toFixed(2),
    marked(String(Math.round(page.tbt)), page.tbt <= targets.tbtMs),
    marked(page.cls.toFixed(3), page.cls <= targets.cls),
    marked(kb(page.jsTransfer).toFixed(1), kb(page.jsTransfer) <= targets.jsKb),
    kb(page.jsGzip).toFixed(1),
    marked(String(page.requests), page.requests <= targets.requests),
    `${page.cpuSlowdown}x`,
    String(Math.round(page.benchmarkIndex)),
  ];
}

const figuresHeader = ['page', 'score', 'FCP (s)', 'LCP (s)', 'floor LCP (s)', 'LCP / floor', 'floor score', 'TBT (ms)', 'CLS', 'JS (KB)', 'JS gzip (KB)', 'requests', 'CPU', 'benchmarkIndex'];

const medianOf = (runs: number) => (runs === 1 ? 'one run' : `median of ${runs} runs`);
const titles: Record<Throttling['kind'], (runs: number) => string> = {
  default: (runs) => `Lighthouse, default mobile throttling (simulated: 150 ms RTT, 1.6 Mbps, 4x CPU), ${medianOf(runs)}: the figures that count`,
  calibrated: (runs) =>
    `Lighthouse, the same network with the CPU slowdown calibrated from each page's benchmarkIndex (/ 450, at least 1), ${medianOf(runs)}`,
};

function printFigures(reports: FamilyReport[], kind: Throttling['kind'], runs: number) {
  const lines = reports.flatMap(({ family, settings }) =>
    settings.filter((s) => s.throttling.kind === kind).map((s) => figuresRow(family.name, s.page, s.floor)),
  );
  if (lines.length === 0) return;
  printTable(titles[kind](runs), figuresHeader, lines, [
    targetsLine,
    "Floor: the page's own server HTML without scripts (structured data kept), its CSS and images from the real server.",
    'JS: Script requests as transferred (compressed as the server sends them, headers included); JS gzip: the same files gzipped here.',
    ...(kind === 'calibrated' ? ["CPU: benchmarkIndex / 450 of the default runs (page and floor) just before; the row's benchmarkIndex is its own runs'."] : []),
  ]);
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '-');
const rawMs = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

/** What Lantern was given and what its rules make of it, beside Lighthouse's own TBT, page and floor (first-tasks.ts). */
function printFirstTasks(reports: FamilyReport[]) {
  const header = ['page', 'CPU', 'commit (ms)', 'first paint (ms)', 'TBT', 'modelled', 'floor commit', 'floor first paint', 'floor TBT', 'floor modelled'];
  const lines = reports.flatMap(({ family, settings }) =>
    settings.map((s) => [
      family.name,
      `${s.page.cpuSlowdown}x`,
      rawMs(s.pageTasks.commitMs),
      rawMs(s.pageTasks.firstPaintMs),
      ms(s.page.tbt),
      ms(s.pageTasks.modelledTbt),
      rawMs(s.floorTasks.commitMs),
      rawMs(s.floorTasks.firstPaintMs),
      ms(s.floor.tbt),
      ms(s.floorTasks.modelledTbt),
    ]),
  );
  printTable("Where TBT comes from in Lighthouse's simulation: the first tasks as observed (not slowed), medians of the runs", header, lines, [
    'commit: the task that commits the navigation (the new document, its script contexts, the preload scan of the HTML received).',
    'first paint: the task of the first paint, which lays out the first screen as a rule.',
    "modelled: Lantern's rules applied to each run's observed tasks (e2e/bench/lighthouse/first-tasks.ts): the first paint's task runs",
    'later than the simulated FCP by the commit task (a task FCP leaves out), and that tail over 50 ms blocks; so does any later task of 10 ms',
    'or more, slowed by the CPU factor (half of it for a task that lays out), over 50 ms. It leaves out the cut at TTI.',
  ]);
}

const groupLabels: Record<MainThreadGroup, string> = {
  scriptEvaluation: 'script eval',
  scriptParseCompile: 'parse/compile',
  styleLayout: 'style/layout',
  paintCompositeRender: 'paint/composite',
  parseHTML: 'parse HTML',
  garbageCollection: 'GC',
  other: 'other',
};

function printMainThread(reports: FamilyReport[]) {
  const header = ['page', ...mainThreadGroups.map((group) => groupLabels[group]), 'total'];
  const lines = reports.map(({ family, mainThread }) => {
    const durations = mainThreadGroups.map((group) => mainThread[group]);
    const total = durations.reduce((sum, ms) => sum + ms, 0);
    return [family.name, ...[...durations, total].map((ms) => String(Math.round(ms)))];
  });
  printTable('Main-thread time (ms) of the median run, default throttling', header, lines, [
    'Lighthouse scales these by the simulated 4x CPU slowdown, as it does TBT.',
  ]);
}

/** A URL on the server's origin as its path; another origin's in full, so it stands out. */
function shortUrl(url: string, origin: string): string {
  const parsed = new URL(url);
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : url;
}

function printRequests(reports: FamilyReport[], origin: string) {
  console.log('');
  console.log('Files fetched by the first load (median run, default throttling): type, KB as transferred (headers included), URL');
  for (const { family, requests } of reports) {
    const total = requests.reduce((sum, request) => sum + request.transferSize, 0);
    console.log('');
    console.log(`${family.name} (${family.path}): ${requests.length} requests, ${kb(total).toFixed(1)} KB`);
    for (const request of requests) {
      console.log(`  ${request.resourceType.padEnd(10)} ${kb(request.transferSize).toFixed(1).padStart(6)}  ${shortUrl(request.url, origin)}`);
    }
  }
}

/**
 * The empty document's figures, first: when its TBT is over the target, no page can meet the target on this machine
 * under that throttling, and the pages are read against their floors and this row instead.
 */
function printHostFloor(hostFloor: HostFloorResult[], runs: number) {
  const header = ['throttling', 'CPU', 'TBT (ms)', 'TBT of each run', 'commit (ms)', 'first paint (ms)', 'benchmarkIndex'];
  const lines = hostFloor.map((s) => [
    s.throttling.kind,
    `${s.cpuSlowdown}x`,
    marked(ms(s.tbt), s.tbt <= targets.tbtMs),
    s.tbtRuns.map(ms).join(' '),
    rawMs(s.tasks.commitMs),
    rawMs(s.tasks.firstPaintMs),
    String(Math.round(s.benchmarkIndex)),
  ]);
  printTable(`This machine's own floor: an empty document (a heading and a sentence, no CSS, image or script), ${medianOf(runs)}`, header, lines, [
    "Its blocking time is the navigation's commit task (the browser's and Lighthouse's own work) slowed by the CPU factor: no page",
    'can go below it. A ✗ here means the TBT target cannot be met on this machine under that throttling, whatever the page does.',
  ]);
}

export function printReport(reports: FamilyReport[], hostFloor: HostFloorResult[], runs: number, origin: string) {
  printHostFloor(hostFloor, runs);
  printFigures(reports, 'default', runs);
  printFigures(reports, 'calibrated', runs);
  printFirstTasks(reports);
  printMainThread(reports);
  printRequests(reports, origin);
  const times = reports.map(({ family, seconds: s }) => `${family.name} ${Math.round(s)} s`);
  console.log('');
  console.log(`Time per page, all its runs (page and floor, each throttling): ${times.join(', ')}.`);
}
