/**
 * `app.clicks`: the click recorder (click-recorder.ts) the redirect records into and the postback flushes, writing
 * to the content store. Raw clicks older than `CLICK_RETENTION_DAYS` are purged at start and daily; the daily
 * aggregates stay. On close, after the last request is answered, every buffered click is written.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { purgeClicks, writeClicks } from 'shared-data/store/cms';
import { clickRecorder, type ClickRecorder } from './click-recorder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clicks: ClickRecorder;
  }
}

const DAY_MS = 86_400_000;

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
    purging = purgeClicks(store.db, retentionDays)
      .then((removed) => {
        if (removed > 0) app.log.info(`purged ${removed} clicks older than ${retentionDays} days`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'purging old clicks failed'));
  };
  purge();
  const purgeTimer = setInterval(purge, DAY_MS);
  purgeTimer.unref();

  // Runs after the server has stopped taking requests and the last ones are answered: every click is buffered.
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await purging;
    await recorder.close();
  });
};

export const clicksPlugin = fp(decorateClicks, { name: 'clicks', dependencies: ['config', 'store'] });
