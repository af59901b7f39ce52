/**
 * `app.clicks`: the click recorder (click-recorder.ts) the redirect records into and the postback flushes, writing
 * to the content store. Raw clicks older than `CLICK_RETENTION_DAYS` are purged once a day: at start and every hour
 * after, this process looks whether a purge is due (`runDaily`: the last run, kept in the database, is a day old)
 * and then runs it, one process at a time under an advisory lock, so several processes on one PostgreSQL purge once
 * a day between them. The daily aggregates stay. On close (SIGTERM included), after the last request is answered,
 * every buffered click is written.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { runDaily } from '@shared-data/store';
import { purgeClicks, writeClicks } from '@shared-data/store/cms';
import { clickRecorder, type ClickRecorder } from './click-recorder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clicks: ClickRecorder;
  }
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The name of the purge in `job_runs`. */
export const CLICK_PURGE_JOB = 'click-purge';

const decorateClicks: FastifyPluginAsync = async (app) => {
  const { store } = app;
  const retentionDays = app.config.clickRetentionDays;
  const recorder = clickRecorder({
    write: (clicks) => writeClicks(store.db, clicks),
    log: { warn: (message) => app.log.warn(message), error: (message, error) => app.log.error({ err: error }, message) },
  });
  app.decorate('clicks', recorder);

  let purging: Promise<void> = Promise.resolve();
  const purge = () => {
    purging = runDaily(store, CLICK_PURGE_JOB, DAY_MS, () => purgeClicks(store.db, retentionDays))
      .then((outcome) => {
        if (outcome.ran && outcome.result > 0) app.log.info(`purged ${outcome.result} clicks older than ${retentionDays} days`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'purging old clicks failed'));
  };
  purge();
  const purgeTimer = setInterval(purge, HOUR_MS);
  purgeTimer.unref();

  // Runs after the server has stopped taking requests and the last ones are answered: every click is buffered.
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await purging;
    await recorder.close();
  });
};

export const clicksPlugin = fp(decorateClicks, { name: 'clicks', dependencies: ['config', 'store'] });
