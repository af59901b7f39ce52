import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NavigationProvider, useNavigation, useNavigationValue, type NavigateOptions } from 'shared-data/react';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface LeaveGuard {
  setDirty: (dirty: boolean) => void;
  /** Runs `action` at once, or after the operator agrees to drop the unsaved changes. */
  confirmLeave: (action: () => void) => void;
  /** Navigates without asking (after a save, the form's own move to the saved entry). */
  navigateWithoutAsking: (to: string, options?: NavigateOptions) => void;
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

export const LEAVE_QUESTION = 'Kaydedilmemiş değişiklikler var. Sayfadan ayrılmak istiyor musunuz?';

/**
 * Asks before in-app navigation drops a form's unsaved changes: every `Link` and `navigate` below goes through it.
 * Leaving the page itself (reload, closing the tab) is asked by the browser: see `useUnsavedChanges`.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { location, navigate } = useNavigation();
  const dirty = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const confirmLeave = useCallback((action: () => void) => {
    if (dirty.current) setPending(() => action);
    else action();
  }, []);
  const guardedNavigate = useCallback(
    (to: string, options?: NavigateOptions) => confirmLeave(() => navigate(to, options)),
    [confirmLeave, navigate],
  );
  const guard = useMemo<LeaveGuard>(
    () => ({ setDirty: (value) => (dirty.current = value), confirmLeave, navigateWithoutAsking: navigate }),
    [confirmLeave, navigate],
  );

  const leave = () => {
    const action = pending;
    dirty.current = false;
    setPending(null);
    action?.();
  };

  return (
    <LeaveGuardContext value={guard}>
      <NavigationProvider value={useNavigationValue(location, guardedNavigate)}>{children}</NavigationProvider>
      <ConfirmDialog
        open={pending !== null}
        message={LEAVE_QUESTION}
        confirmLabel="Ayrıl"
        cancelLabel="Kal"
        onConfirm={leave}
        onCancel={() => setPending(null)}
      />
    </LeaveGuardContext>
  );
}

/** The guard above, or one that never asks (a page rendered without it). */
export function useLeaveGuard(): LeaveGuard {
  const guard = useContext(LeaveGuardContext);
  const { navigate } = useNavigation();
  return useMemo(() => guard ?? { setDirty: () => undefined, confirmLeave: (action) => action(), navigateWithoutAsking: navigate }, [guard, navigate]);
}

/** Marks the page as holding unsaved changes while `dirty`: in-app navigation asks first, and so does the browser. */
export function useUnsavedChanges(dirty: boolean) {
  const { setDirty } = useLeaveGuard();
  useEffect(() => {
    setDirty(dirty);
    return () => setDirty(false);
  }, [dirty, setDirty]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
