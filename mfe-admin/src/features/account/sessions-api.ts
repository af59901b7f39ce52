/** The account's own sessions in the admin API (every role): list, end one, end all but this one. */
import { adminApiUrl, type SessionsEnded } from '../../../server/contract.ts';
import { request } from '../../lib/cms-request.ts';

export const sessionsUrl = adminApiUrl('sessions');

export function endSession(id: string): Promise<void> {
  return request<void>(`${sessionsUrl}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function endOtherSessions(): Promise<SessionsEnded> {
  return request<SessionsEnded>(adminApiUrl('sessionsEndOthers'), { method: 'POST' });
}
