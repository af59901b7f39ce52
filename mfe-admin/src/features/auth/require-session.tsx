import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { paths } from 'shared-data';
import { Navigate, PageMeta, useLocation } from 'shared-data/react';
import type { SessionInfo } from '../../../server/contract.ts';
import { AlertBox } from '../../components/alert-box.tsx';
import { SecondaryButton } from '../../components/buttons.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { fetchSession } from '../../lib/api.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { SessionContext } from '../../lib/session-context.ts';

type GuardState =
  | { status: 'checking' }
  | { status: 'active'; session: SessionInfo }
  | { status: 'absent' }
  | { status: 'unreachable' };

/**
 * The admin area's guard: it shows its children only while the server confirms a session, and otherwise
 * replaces the history entry with the login page. The server is asked again at every navigation inside the admin,
 * so a session that ended meanwhile (idle, absolute expiry, logout elsewhere) sends the operator to the login page.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const setAuthenticated = useAuthStore((s) => s.setAuthenticated);
  const [state, setState] = useState<GuardState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchSession().then(
      (session) => {
        if (!current) return;
        setAuthenticated(session !== null);
        setState(session ? { status: 'active', session } : { status: 'absent' });
      },
      () => {
        // A network blip while already inside does not throw the operator out; the server still decides later.
        if (current) setState((previous) => (previous.status === 'active' ? previous : { status: 'unreachable' }));
      },
    );
    return () => {
      current = false;
    };
  }, [pathname, attempt, setAuthenticated]);

  const sessionEnded = useCallback(() => {
    setAuthenticated(false);
    setState({ status: 'absent' });
  }, [setAuthenticated]);
  const sessionChanged = useCallback((next: SessionInfo) => setState({ status: 'active', session: next }), []);
  const session = state.status === 'active' ? state.session : null;
  const context = useMemo(() => (session ? { session, sessionEnded, sessionChanged } : null), [session, sessionEnded, sessionChanged]);

  if (state.status === 'absent') return <Navigate to={paths.adminLogin} replace />;
  if (context) return <SessionContext.Provider value={context}>{children}</SessionContext.Provider>;
  return (
    <StatusScreen>
      <PageMeta title="Admin Paneli" description="SafeBet yönetim paneli." noindex />
      {state.status === 'checking' ? (
        <p role="status">Oturum kontrol ediliyor…</p>
      ) : (
        <div>
          <AlertBox role="alert">Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.</AlertBox>
          <p>
            <SecondaryButton
              type="button"
              onClick={() => {
                setState({ status: 'checking' });
                setAttempt((n) => n + 1);
              }}
            >
              Tekrar Dene
            </SecondaryButton>
          </p>
        </div>
      )}
    </StatusScreen>
  );
}
