/**
 * A store job due once a day however many server processes share the database (the purges of old clicks and old
 * vitals): at start and every hour after, this process looks whether it is due (`runDaily`: the last run, kept in the
 * database, is a day old) and then runs it, one process at a time under an advisory lock. A failure is logged and
 * tried again at the next look.
 */
import type { FastifyBaseLogger } from 'fastify';
import { runDaily, type Store } from '@shared-data/store';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface DailyJob {
  /** The job's name in `job_runs`. */
  name: string;
  /** Does the work; answers how many things it did. */
  run(): Promise<number>;
  /** The log line of a run that did something ('purged 12 clicks older than 400 days'). */
  done(count: number): string;
}

/** Starts looking; `stop` ends the looks and waits for a run under way. */
export function scheduleDaily(store: Store, log: FastifyBaseLogger, job: DailyJob): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const look = () => {
    running = runDaily(store, job.name, DAY_MS, job.run)
      .then((outcome) => {
        if (outcome.ran && outcome.result > 0) log.info(job.done(outcome.result));
      })
      .catch((error: unknown) => log.error({ err: error }, `the daily job ${job.name} failed`));
  };
  look();
  const timer = setInterval(look, HOUR_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
