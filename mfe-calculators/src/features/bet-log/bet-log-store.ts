/**
 * The bet log's storage: one IndexedDB database in the reader's browser, through `idb`. Nothing here talks to a
 * server; the bets never leave the device except in the CSV file the reader downloads.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { BetInput, LoggedBet } from 'shared-data/betting';

export const BET_LOG_DATABASE = 'kupon-defteri';
const VERSION = 1;

/**
 * Present in `localStorage` while the log holds a bet: the page then opens the log as it starts, where it otherwise
 * waits for the reader to touch the form (its island's `keptAs`). Says only that there are bets, none of them.
 */
export const BET_LOG_KEPT_KEY = 'kupon-defteri:dolu';

/** Notes whether the log holds a bet; where storage is refused, the page waits for the reader, as for an empty log. */
export function noteBetsKept(kept: boolean) {
  try {
    if (kept) window.localStorage.setItem(BET_LOG_KEPT_KEY, '1');
    else window.localStorage.removeItem(BET_LOG_KEPT_KEY);
  } catch {
    // Nothing to do: the log itself still works.
  }
}

/**
 * A bet as stored. `added` is the order in which the reader logged it: the statistics order bets of one day by it,
 * and an undone delete puts a bet back where it was.
 */
export interface StoredBet extends LoggedBet {
  added: number;
}

interface BetLogSchema extends DBSchema {
  bets: { key: string; value: StoredBet; indexes: { added: number } };
}

export interface BetLogStore {
  /** Every bet, in the order logged. */
  list(): Promise<StoredBet[]>;
  /** Stores new bets after the others, in one transaction (an import is kept whole or not at all). */
  add(inputs: readonly BetInput[]): Promise<StoredBet[]>;
  /** Writes a bet as given: an edit, or a deleted bet put back. */
  put(bet: StoredBet): Promise<void>;
  remove(id: string): Promise<void>;
  close(): void;
}

/**
 * An id no other bet of this browser has. crypto.getRandomValues, not randomUUID: the latter exists only on secure
 * origins, and the log should work on a plain-HTTP address too.
 */
function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function storeOf(db: IDBPDatabase<BetLogSchema>): BetLogStore {
  return {
    list: () => db.getAllFromIndex('bets', 'added'),
    async add(inputs) {
      const tx = db.transaction('bets', 'readwrite');
      const last = await tx.store.index('added').openCursor(null, 'prev');
      const after = last?.value.added ?? 0;
      const bets = inputs.map((input, i) => ({ ...input, id: newId(), added: after + i + 1 }));
      await Promise.all([...bets.map((bet) => tx.store.add(bet)), tx.done]);
      return bets;
    },
    async put(bet) {
      await db.put('bets', bet);
    },
    remove: (id) => db.delete('bets', id),
    close: () => db.close(),
  };
}

/**
 * Opens the log. Rejects where the browser keeps no IndexedDB (some private windows, site data blocked, an old
 * browser). `onClosed` is called when the connection goes away under the page: another tab or the browser's own
 * "clear site data" asks to delete or upgrade the database (the connection closes itself so that this can go ahead),
 * or the browser ends it.
 */
export async function openBetLogStore(onClosed: () => void): Promise<BetLogStore> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
  const db = await openDB<BetLogSchema>(BET_LOG_DATABASE, VERSION, {
    upgrade(database) {
      database.createObjectStore('bets', { keyPath: 'id' }).createIndex('added', 'added');
    },
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
      onClosed();
    },
    terminated: onClosed,
  });
  return storeOf(db);
}
