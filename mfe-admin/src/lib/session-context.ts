import { createContext, useContext } from 'react';
import type { SessionInfo } from '../../server/contract.ts';

export interface SessionContextValue {
  session: SessionInfo;
  /** A call answered 401: the session ended on the server, so the guard sends the operator to the login page. */
  sessionEnded: () => void;
  /** The session changed on the server by the operator's own act (a second factor enrolled): the guard takes it as is. */
  sessionChanged?: (session: SessionInfo) => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

/** The signed-in session; only available below <RequireSession>. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <RequireSession>');
  return value;
}
