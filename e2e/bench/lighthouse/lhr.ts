/** Typed readers of one Lighthouse result (lhr): the figures, the main-thread split and the requests of a run. */
import type { Result } from 'lighthouse';

type Details = NonNullable<Result['audits'][string]['details']>;
type TableItem = Extract<Details, { type: 'table' }>['items'][number];

/** The rows of a table audit; none when Lighthouse left the audit out or it failed. */
function tableItems(lhr: Result, auditId: string): TableItem[] {
  const details = lhr.audits[auditId]?.details;
  return details?.type === 'table' ? details.items : [];
}

const numberIn = (item: TableItem, key: string): number => {
  const value = item[key];
  return typeof value === 'number' ? value : Number.NaN;
};
const textIn = (item: TableItem, key: string): string => {
  const value = item[key];
  return typeof value === 'string' ? value : '';
};

const numericValue = (lhr: Result, auditId: string): number => lhr.audits[auditId]?.numericValue ?? Number.NaN;

export interface Request {
  url: string;
  resourceType: string;
  /** Bytes on the wire, headers included, compressed as the server sent them. */
  transferSize: number;
}

/** What the first load fetched over the network; data: and blob: URLs cost no request and are left out. */
export function requestsOf(lhr: Result): Request[] {
  return tableItems(lhr, 'network-requests')
    .map((item) => ({ url: textIn(item, 'url'), resourceType: textIn(item, 'resourceType') || 'Other', transferSize: numberIn(item, 'transferSize') || 0 }))
    .filter((request) => /^https?:/.test(request.url));
}

export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (Lighthouse's default is 4). */
  cpuSlowdown: number;
  /** Bytes of JavaScript as transferred. */
  jsTransfer: number;
  requests: number;
}

export function figuresOf(lhr: Result): Figures {
  const requests = requestsOf(lhr);
  return {
    score: lhr.categories.performance?.score ?? Number.NaN,
    fcp: numericValue(lhr, 'first-contentful-paint'),
    lcp: numericValue(lhr, 'largest-contentful-paint'),
    tbt: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    jsTransfer: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + r.transferSize, 0),
    requests: requests.length,
  };
}

/** The figures a run left out; Lighthouse's median-run pick also needs Time to Interactive. */
export function missingFigures(lhr: Result): string[] {
  const figures: Record<string, number> = { ...figuresOf(lhr), interactive: numericValue(lhr, 'interactive') };
  return Object.entries(figures)
    .filter(([, value]) => !Number.isFinite(value))
    .map(([key]) => key);
}

/** Lighthouse's main-thread groups, in the order the bench prints them. */
export const mainThreadGroups = ['scriptEvaluation', 'scriptParseCompile', 'styleLayout', 'paintCompositeRender', 'parseHTML', 'garbageCollection', 'other'] as const;
export type MainThreadGroup = (typeof mainThreadGroups)[number];

/**
 * Main-thread time by kind of work. Under simulated throttling Lighthouse has already multiplied these by the CPU
 * slowdown, so they are in the same units as TBT.
 */
export function mainThreadOf(lhr: Result): Record<MainThreadGroup, number> {
  const items = tableItems(lhr, 'mainthread-work-breakdown');
  const durationOf = (group: MainThreadGroup) =>
    items.filter((item) => item.group === group).reduce((sum, item) => sum + (numberIn(item, 'duration') || 0), 0);
  return Object.fromEntries(mainThreadGroups.map((group) => [group, durationOf(group)])) as Record<MainThreadGroup, number>;
}
