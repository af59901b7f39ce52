/**
 * What Lighthouse's simulation (Lantern) makes of a load's main-thread tasks, read from the run's own trace, so the
 * bench can say where a page's blocking time comes from. Lantern's rules, from its source
 * (`@paulirish/trace_engine`, `models/trace/lantern`):
 * - Every top-level task observed is slowed by the CPU multiplier `k`, a task that laid out by only `k / 2`
 *   (`layoutTaskMultiplier`). A task under 10 ms as observed is dropped from the simulation (`PageDependencyGraph`).
 * - FCP is simulated on a part of the load: the document, the render-blocking files, and three tasks, the first that
 *   parsed HTML, the first that laid out and the first that painted (`FirstContentfulPaint`). TBT is counted from it.
 * - So a task kept before the first paint that is none of those three runs in the whole simulation but not in FCP's:
 *   the first paint's task then ends later than FCP by that task's simulated length, and that tail counts as
 *   blocking. The navigation's own commit task (the new document and its script context, Lighthouse's included, and
 *   the preload scan of the HTML received) is such a task on every page, scripts or none.
 * - A task after the first paint counts by its simulated length over 50 ms.
 * The model below adds these up. It leaves out what the simulation also does (network waits, the end at TTI), so
 * it explains a figure; the figure itself is Lighthouse's.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean }; beginData?: { url?: string } };
}

export interface FirstTasks {
  /** The task that committed the navigation, as observed (ms). */
  commitMs: number;
  /** The task of the first paint (ms): with the first layout, as a rule. */
  firstPaintMs: number;
  /** Whether the first paint's task also laid out (Lantern then slows it by half the multiplier). */
  firstPaintLaidOut: boolean;
  /** Kept tasks (10 ms or more) before the first paint that Lantern's FCP leaves out, the commit included (ms). */
  beforeFcpMs: Array<{ ms: number; laidOut: boolean }>;
  /** Kept tasks after the first paint (ms). */
  afterMs: Array<{ ms: number; laidOut: boolean }>;
}

const SCHEDULABLE = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);
/** Lantern drops a task shorter than this, as observed (`SIGNIFICANT_DUR_THRESHOLD_MS`). */
const KEPT_MS = 10;
const BLOCKING_MS = 50;

/** The page's main-thread tasks of one Lighthouse trace (`artifacts.Trace.traceEvents`); null when it cannot tell. */
export function firstTasksOf(events: TraceEvent[]): FirstTasks | null {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ''));
  if (!navigation) return null;
  const parse = events.find((e) => e.name === 'ParseHTML' && e.pid === navigation.pid && e.ts >= navigation.ts);
  if (!parse) return null;
  const onMain = events.filter((e) => e.ph === 'X' && e.pid === parse.pid && e.tid === parse.tid && e.ts >= navigation.ts);
  // Top-level tasks only: a task runner's task can hold another.
  const tasks: TraceEvent[] = [];
  for (const event of onMain.filter((e) => SCHEDULABLE.has(e.name)).sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (last && event.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(event);
  }
  // What ran in each task, read in one pass: the tasks follow one another, and the events are walked in time order.
  const within = new Map<TraceEvent, Set<string>>(tasks.map((task) => [task, new Set<string>()]));
  let current = 0;
  for (const event of [...onMain].sort((a, b) => a.ts - b.ts)) {
    while (current < tasks.length && event.ts >= (tasks[current]?.ts ?? 0) + (tasks[current]?.dur ?? 0)) current += 1;
    const task = tasks[current];
    if (task && event.ts >= task.ts) within.get(task)?.add(event.name);
  }
  const inside = (task: TraceEvent, name: string) => within.get(task)?.has(name) ?? false;
  const ms = (task: TraceEvent) => (task.dur ?? 0) / 1000;
  const commit = tasks.find((task) => inside(task, 'DocumentLoader::CommitNavigation'));
  const firstPaint = tasks.find((task) => inside(task, 'Paint'));
  if (!commit || !firstPaint) return null;
  const firstParse = tasks.find((task) => inside(task, 'ParseHTML'));
  const firstLayout = tasks.find((task) => inside(task, 'Layout'));
  const kept = (task: TraceEvent) => ms(task) >= KEPT_MS;
  const entry = (task: TraceEvent) => ({ ms: ms(task), laidOut: inside(task, 'Layout') });
  return {
    commitMs: ms(commit),
    firstPaintMs: ms(firstPaint),
    firstPaintLaidOut: inside(firstPaint, 'Layout'),
    beforeFcpMs: tasks.filter((t) => t.ts < firstPaint.ts && kept(t) && t !== firstParse && t !== firstLayout).map(entry),
    afterMs: tasks.filter((t) => t.ts > firstPaint.ts && kept(t)).map(entry),
  };
}

/** A task's simulated length at CPU multiplier `k`. */
const simulated = (task: { ms: number; laidOut: boolean }, k: number) => task.ms * (task.laidOut ? k / 2 : k);

/**
 * The blocking time Lantern's rules give these tasks at multiplier `k`: the first paint's tail past the simulated FCP
 * (as long as the tasks FCP leaves out before it, at most the task itself) over 50 ms, plus each later kept task's
 * length over 50 ms.
 */
export function modelledBlockingMs(tasks: FirstTasks, k: number): number {
  const shift = tasks.beforeFcpMs.reduce((sum, task) => sum + simulated(task, k), 0);
  const firstPaint = simulated({ ms: tasks.firstPaintMs, laidOut: tasks.firstPaintLaidOut }, k);
  const tail = Math.max(0, Math.min(shift, firstPaint) - BLOCKING_MS);
  return tail + tasks.afterMs.reduce((sum, task) => sum + Math.max(0, simulated(task, k) - BLOCKING_MS), 0);
}
