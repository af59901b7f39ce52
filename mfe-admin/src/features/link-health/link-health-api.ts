/**
 * The link health routes of the admin API (admins only): each casino's latest affiliate link check, and a check of
 * every link now. The shapes are the contract's (server/contract.ts).
 */
import { adminApiUrl, type LinkHealthReport } from '../../../server/contract.ts';
import { request } from '../../lib/cms-request.ts';

export type { LinkCheck, LinkCheckStatus, LinkHealthLink, LinkHealthReport } from '../../../server/contract.ts';

export const linkHealthUrl = adminApiUrl('linkHealth');

/** Checks every casino's link now (a check already running is shared) and answers the fresh list. */
export function runLinkCheck(): Promise<LinkHealthReport> {
  return request<LinkHealthReport>(linkHealthUrl, { method: 'POST' });
}
