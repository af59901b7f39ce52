/**
 * The content state every cache of the server follows: the content version plus the scheduled publish times that
 * have passed, so it changes with every write in any process and whenever a scheduled entry goes public.
 */
import { contentVersion, upcomingPublishTimes, type Store } from '@shared-data/store';

export interface ContentStateTracker {
  /**
   * The content version plus the number of scheduled publish times that have passed since it was written: it
   * changes with every write and every time a scheduled entry goes public.
   */
  state(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Follows the content version without a query per request: a write in any process is announced by LISTEN/NOTIFY
 * and the version is read again at once; it is also read again after `maxAgeMs` at most, in case a notification
 * was lost (the connection dropped while the database restarted).
 */
export async function contentStateTracker(
  store: Store,
  { maxAgeMs = 500, listen = true }: { maxAgeMs?: number; listen?: boolean } = {},
): Promise<ContentStateTracker> {
  let version: { value: Promise<number>; at: number } | null = null;
  let schedule: { version: number; times: number[] } = { version: -1, times: [] };
  const stop = listen
    ? await store
        .listen(() => {
          version = null;
        })
        .catch(() => null)
    : null;
  const readVersion = (): Promise<number> => {
    const now = Date.now();
    if (version && now - version.at < maxAgeMs) return version.value;
    const value = contentVersion(store.db);
    const entry = { value, at: now };
    version = entry;
    // A failed read is not kept: the next request asks the database again.
    value.catch(() => {
      if (version === entry) version = null;
    });
    return value;
  };
  return {
    async state() {
      const current = await readVersion();
      if (schedule.version !== current) schedule = { version: current, times: await upcomingPublishTimes(store.db) };
      const now = Date.now();
      const passed = schedule.times.filter((time) => time <= now).length;
      return passed === 0 ? `${current}` : `${current}.${passed}`;
    },
    // The database may be gone already (closing after an outage): nothing is left to stop then.
    close: async () => {
      await stop?.().catch(() => undefined);
    },
  };
}

