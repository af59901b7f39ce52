/**
 * `POST /api/vitals`: the field vitals of one page view (shared-data/vitals), sent once by the reader's browser with
 * `navigator.sendBeacon`. A beacon is a short JSON text, as `text/plain` (what sendBeacon sends a string as) or
 * `application/json`:
 *
 * - over `MAX_VITALS_BEACON_BYTES`: 413, refused before the rest is read;
 * - not JSON, or refused by `vitalsBeaconSchema`: 400;
 * - more than `perAddressPerMinute` from one client address (`request.ip`, behind the proxies `TRUST_PROXY` trusts):
 *   429, checked before the body is read;
 * - otherwise 204, and buffered (../batch-recorder.ts) to be added to the day's counts once a second
 *   (`recordVitals`), unless the User-Agent is a bot's or there is no store.
 *
 * Nothing refused is stored, and the body is never logged. The device class is the server's reading of the
 * User-Agent, never the beacon's word; the address serves the limit only. No cookie is read or set. Days older than
 * `VITALS_KEEP_DAYS` are purged once a day across every process (`scheduleDaily` of @shared-data/store).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isbot } from 'isbot';
import { vitalsBeaconSchema } from 'shared-data/cms';
import { deviceClassOf, MAX_VITALS_BEACON_BYTES, VITALS_BEACON_PATH, type VitalsBeacon } from 'shared-data/vitals';
import { scheduleDaily, type Store } from '@shared-data/store';
import { MAX_INTERACTION_TARGETS, purgeVitals, recordVitals, VITALS_KEEP_DAYS, type VitalsRecord } from '@shared-data/store/cms';
import { addressLimit } from '../address-limit.ts';
import { batchRecorder } from '../batch-recorder.ts';
import { sendGenericError } from '../plugins/error-handler.ts';

export interface VitalsRoutesOptions {
  /** The content store; without it a valid beacon is answered 204 and stored nowhere. */
  store?: Store;
  /** Beacons one client address may send a minute: a reader sends one per page view. */
  perAddressPerMinute?: number;
  /** The clock a beacon is dated and the limit's minute counted by (tests move it); the system's by default. */
  now?: () => Date;
}

/** The name of the purge in `job_runs`. */
export const VITALS_PURGE_JOB = 'vitals-purge';
const PER_ADDRESS_PER_MINUTE = 30;
/** Client addresses whose counts are kept at most: the least recently seen are forgotten first. */
const MAX_ADDRESSES = 10_000;
/** Beacons held at most, waiting and being written (each well under 2 KB). */
const MAX_BUFFERED = 10_000;
const MINUTE = 60_000;

/** The beacon a body holds, or null. */
function beaconOf(body: unknown): VitalsBeacon | null {
  if (typeof body !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = vitalsBeaconSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const vitalsRoutes: FastifyPluginAsync<VitalsRoutesOptions> = async (app, options) => {
  const { store, perAddressPerMinute = PER_ADDRESS_PER_MINUTE, now = () => new Date() } = options;

  const recorder = store ? beaconRecorder(app, store) : null;

  // Only this scope's parsers: the body is kept as text and read here, so a parser's error (which quotes the text it
  // could not read) never reaches the log.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const limit = addressLimit({ perMinute: perAddressPerMinute, maxAddresses: MAX_ADDRESSES, now: () => now().getTime() });

  app.post(
    VITALS_BEACON_PATH,
    {
      bodyLimit: MAX_VITALS_BEACON_BYTES,
      // Before the body is read. A flood is logged once per address and minute, never once per beacon.
      onRequest: async (request, reply) => {
        const answer = limit.take(request.ip);
        if (answer === 'allowed') return;
        if (answer === 'newly-limited') request.log.warn({ perMinute: perAddressPerMinute }, 'vitals beacons refused: too many from one address');
        reply.header('Retry-After', String(limit.retryAfterSeconds()));
        return sendGenericError(request, reply, 429);
      },
    },
    async (request, reply) => {
      const beacon = beaconOf(request.body);
      if (!beacon) return sendGenericError(request, reply, 400);
      const userAgent = request.headers['user-agent'];
      if (recorder && !isbot(userAgent)) {
        recorder.record({ ...beacon, at: now().getTime(), device: deviceClassOf(userAgent) }, request.ip);
      }
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );
};

/**
 * The buffer of accepted beacons, written to `store` once a second, and the daily purge; both end with the server.
 * INP attributions the store had no room for are logged once a minute at most, as a count.
 */
function beaconRecorder(app: FastifyInstance, store: Store) {
  let dropped = 0;
  let reportedAt = 0;
  const report = (force: boolean) => {
    if (dropped === 0 || (!force && Date.now() - reportedAt < MINUTE)) return;
    app.log.info(`${dropped} INP attributions not stored: their day and route already have ${MAX_INTERACTION_TARGETS} interaction targets`);
    dropped = 0;
    reportedAt = Date.now();
  };
  const recorder = batchRecorder<VitalsRecord>({
    noun: 'vitals beacons',
    write: async (beacons) => {
      dropped += (await recordVitals(store.db, beacons)).droppedInteractions;
      report(false);
    },
    log: { warn: (message) => app.log.warn(message), error: (message, error) => app.log.error({ err: error }, message) },
    maxBuffered: MAX_BUFFERED,
  });
  const purge = scheduleDaily(store, app.log, {
    name: VITALS_PURGE_JOB,
    run: () => purgeVitals(store.db, VITALS_KEEP_DAYS),
    done: (count) => (count > 0 ? `purged ${count} vitals rows older than ${VITALS_KEEP_DAYS} days` : null),
  });
  // Runs after the server has stopped taking requests and the last ones are answered: every beacon is buffered.
  app.addHook('onClose', async () => {
    await purge.stop();
    await recorder.close();
    report(true);
  });
  return recorder;
}
