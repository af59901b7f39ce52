/**
 * `app.clicks`: the click recorder (../batch-recorder.ts) the redirect records into and the postback flushes, writing
 * to the content store. Raw clicks older than `CLICK_RETENTION_DAYS` are purged once a day across every process
 * (`scheduleDaily` of @shared-data/store); the daily aggregates stay. On close (SIGTERM included), after the last
 * request is answered, every buffered click is written.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleDaily } from '@shared-data/store';
import { purgeClicks, writeClicks, type ClickRecord } from '@shared-data/store/cms';
import { batchRecorder, type BatchRecorder } from '../batch-recorder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clicks: BatchRecorder<ClickRecord>;
  }
}

/** The name of the purge in `job_runs`. */
export const CLICK_PURGE_JOB = 'click-purge';

const decorateClicks: FastifyPluginAsync = async (app) => {
  const { store } = app;
  const retentionDays = app.config.clickRetentionDays;
  const recorder = batchRecorder<ClickRecord>({
    noun: 'clicks',
    write: (clicks) => writeClicks(store.db, clicks),
    log: { warn: (message) => app.log.warn(message), error: (message, error) => app.log.error({ err: error }, message) },
  });
  app.decorate('clicks', recorder);

  const purge = scheduleDaily(store, app.log, {
    name: CLICK_PURGE_JOB,
    run: () => purgeClicks(store.db, retentionDays),
    done: (count) => (count > 0 ? `purged ${count} clicks older than ${retentionDays} days` : null),
  });

  // Runs after the server has stopped taking requests and the last ones are answered: every click is buffered.
  app.addHook('onClose', async () => {
    await purge.stop();
    await recorder.close();
  });
};

export const clicksPlugin = fp(decorateClicks, { name: 'clicks', dependencies: ['config', 'store'] });
