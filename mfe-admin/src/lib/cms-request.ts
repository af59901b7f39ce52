/**
 * The CMS screens' calls to the admin API: `request` of src/lib/api.ts (same origin with the session cookie, never
 * cached, ApiError/NetworkError), answering the parsed JSON, plus the Turkish wording of a failure.
 */
import { useCallback, useContext } from 'react';
import type { ApiErrorBody } from '../../server/contract.ts';
import { ApiError, failureMessage, isUnauthenticated, request as apiRequest } from './api.ts';
import { SessionContext } from './session-context.ts';

/** A JSON body with its Content-Type, for POST and PUT. */
export function jsonBody(method: 'POST' | 'PUT', body: unknown): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * Calls the admin API and answers its JSON (undefined for an empty answer such as 204). A call its caller aborted
 * rejects too (as a NetworkError): callers check their signal before showing anything.
 */
export async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
  const text = await (await apiRequest(url, init)).text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export { failureMessage } from './api.ts';

/**
 * A failed save as a form shows it: the fields the server refused (400 with `fieldErrors`) go beside their fields;
 * anything else is one message, `fallback` when the error says nothing the operator can use.
 */
export function showSaveFailure(error: unknown, fallback: string, refuse: (fieldErrors: Record<string, string>) => void, say: (message: string) => void) {
  const fieldErrors = serverFieldErrors(error);
  if (Object.keys(fieldErrors).length > 0) refuse(fieldErrors);
  else say(failureMessage(error, fallback));
}

/** The per-field messages of a 400 answer, if it carried any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body) return {};
  const fieldErrors = (error.body as ApiErrorBody & { fieldErrors?: unknown }).fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : {};
}

/**
 * Answers whether `error` says the session has ended (401), and then sends the operator to the login page. Outside
 * the guard (a component shown on its own) there is no session to end, so it only answers.
 */
export function useSessionEndedCheck(): (error: unknown) => boolean {
  const session = useContext(SessionContext);
  return useCallback(
    (error: unknown) => {
      if (!isUnauthenticated(error)) return false;
      session?.sessionEnded();
      return true;
    },
    [session],
  );
}
