import { useCallback, useEffect, useRef, useState } from 'react';
import type { BetInput } from 'shared-data/betting';
import { noteBetsKept, openBetLogStore, type BetLogStore, type StoredBet } from './bet-log-store.ts';

/** How long a deleted bet can be put back. */
export const UNDO_MS = 8000;

export type BetLogStatus =
  /** The database is being opened and read. */
  | 'opening'
  | 'ready'
  /** The browser keeps no IndexedDB for this page (a private window, site data blocked). */
  | 'unavailable'
  /** The connection was closed under the page (the database deleted or upgraded elsewhere). */
  | 'closed';

export interface BetLog {
  status: BetLogStatus;
  /** Every bet, in the order logged. */
  bets: StoredBet[];
  /** The status line: what the last change did, or why it failed. */
  notice: string | null;
  /** A bet just deleted that 'Geri al' can still put back. */
  undoable: StoredBet | null;
  /** Each answers whether the change was stored. */
  add(input: BetInput): Promise<boolean>;
  update(bet: StoredBet, input: BetInput): Promise<boolean>;
  remove(bet: StoredBet): Promise<boolean>;
  undo(): Promise<boolean>;
  /** Adds the bets of a file after the others; the file's own report is the caller's. */
  importBets(inputs: readonly BetInput[]): Promise<boolean>;
}

const WRITE_FAILED =
  'Değişiklik kaydedilemedi: tarayıcı bu siteye veri yazdırmadı (depolama alanı dolmuş ya da site verileri engellenmiş olabilir).';

const byAdded = (a: StoredBet, b: StoredBet) => a.added - b.added;

/** The reader's bet log in this browser's IndexedDB: opened on mount, closed on unmount. */
export function useBetLog(): BetLog {
  const [status, setStatus] = useState<BetLogStatus>('opening');
  const [bets, setBets] = useState<StoredBet[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [undoable, setUndoable] = useState<StoredBet | null>(null);
  const store = useRef<BetLogStore | null>(null);
  const undoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let unmounted = false;
    let opened: BetLogStore | null = null;
    const lost = () => {
      store.current = null;
      if (!unmounted) setStatus('closed');
    };
    openBetLogStore(lost)
      .then(async (s) => {
        opened = s;
        if (unmounted) return s.close();
        const stored = await s.list();
        if (unmounted) return;
        store.current = s;
        setBets(stored);
        setStatus('ready');
      })
      .catch(() => {
        if (!unmounted) setStatus('unavailable');
      });
    return () => {
      unmounted = true;
      clearTimeout(undoTimer.current);
      opened?.close();
      store.current = null;
    };
  }, []);

  const kept = bets.length > 0;
  useEffect(() => {
    if (status === 'ready') noteBetsKept(kept);
  }, [status, kept]);

  /**
   * Runs one write and puts what it answers in the status line (null: the caller reports it itself); on failure says
   * so there and leaves the list as it was.
   */
  const write = useCallback(async (change: (s: BetLogStore) => Promise<string | null>): Promise<boolean> => {
    const s = store.current;
    if (s === null) return false;
    try {
      setNotice(await change(s));
      return true;
    } catch {
      setNotice(WRITE_FAILED);
      return false;
    }
  }, []);

  const forgetUndo = useCallback(() => {
    clearTimeout(undoTimer.current);
    setUndoable(null);
  }, []);

  const add = useCallback(
    (input: BetInput) =>
      write(async (s) => {
        const added = await s.add([input]);
        setBets((current) => [...current, ...added]);
        return 'Bahis eklendi.';
      }),
    [write],
  );

  const update = useCallback(
    (bet: StoredBet, input: BetInput) =>
      write(async (s) => {
        const edited: StoredBet = { ...input, id: bet.id, added: bet.added };
        await s.put(edited);
        setBets((current) => current.map((b) => (b.id === bet.id ? edited : b)));
        return 'Bahis güncellendi.';
      }),
    [write],
  );

  const remove = useCallback(
    (bet: StoredBet) =>
      write(async (s) => {
        await s.remove(bet.id);
        setBets((current) => current.filter((b) => b.id !== bet.id));
        clearTimeout(undoTimer.current);
        setUndoable(bet);
        undoTimer.current = setTimeout(() => setUndoable(null), UNDO_MS);
        return 'Bahis silindi.';
      }),
    [write],
  );

  const undo = useCallback(async () => {
    const bet = undoable;
    if (bet === null) return false;
    forgetUndo();
    return write(async (s) => {
      await s.put(bet);
      setBets((current) => [...current, bet].sort(byAdded));
      return 'Silinen bahis geri alındı.';
    });
  }, [undoable, forgetUndo, write]);

  const importBets = useCallback(
    (inputs: readonly BetInput[]) =>
      write(async (s) => {
        const added = await s.add(inputs);
        setBets((current) => [...current, ...added]);
        return null;
      }),
    [write],
  );

  return { status, bets, notice, undoable, add, update, remove, undo, importBets };
}
