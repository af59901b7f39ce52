/** The account routes of the admin API (admins only) and the words the screen uses for their values. */
import {
  adminApiUrl,
  type AccountChangeRequest,
  type AccountSummary,
  type NewAccountRequest,
  type Role,
  type TwoFactorPolicy,
} from '../../../server/contract.ts';
import { jsonBody, request } from '../../lib/cms-request.ts';

export const accountsUrl = adminApiUrl('accounts');
const accountUrl = (id: number) => `${accountsUrl}/${id}`;

export { roleLabels } from '../../lib/role-labels.ts';

export function createAccount(account: NewAccountRequest): Promise<AccountSummary> {
  return request<AccountSummary>(accountsUrl, jsonBody('POST', account));
}

/** Sends only the fields that change, with the version the screen showed (a newer one answers 409). */
export function changeAccount(id: number, change: AccountChangeRequest): Promise<AccountSummary> {
  return request<AccountSummary>(accountUrl(id), jsonBody('PUT', change));
}

/** Removes the account's second factor and ends its sessions. */
export function resetTwoFactor(id: number): Promise<void> {
  return request<void>(`${accountUrl(id)}/two-factor-reset`, { method: 'POST' });
}

export const twoFactorPolicyUrl = adminApiUrl('twoFactorPolicy');

export function setTwoFactorPolicy(role: Role, required: boolean): Promise<TwoFactorPolicy> {
  return request<TwoFactorPolicy>(twoFactorPolicyUrl, jsonBody('PUT', { role, required }));
}

/** The version travels in the query: a DELETE has no body. */
export function deleteAccount(id: number, version: number): Promise<void> {
  return request<void>(`${accountUrl(id)}?version=${version}`, { method: 'DELETE' });
}
