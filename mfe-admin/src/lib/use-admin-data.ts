import { useCallback, useEffect, useState } from 'react';
import { useSession } from './session-context.ts';
import { isUnauthenticated } from './api.ts';

export type AdminData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Loads what an admin screen shows from the admin API: loading, ready or failed, with a retry. An answer that the
 * session has ended sends the operator back to the login instead.
 */
export function useAdminData<T>(load: () => Promise<T>): {
  state: AdminData<T>;
  retry: () => void;
  /** Changes the loaded data in place (after a write the server accepted), without loading it again. */
  update: (change: (data: T) => T) => void;
} {
  const { sessionEnded } = useSession();
  const [state, setState] = useState<AdminData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        if (isUnauthenticated(error)) sessionEnded();
        else setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, sessionEnded]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const update = useCallback(
    (change: (data: T) => T) => setState((previous) => (previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous)),
    [],
  );
  return { state, retry, update };
}
