/**
 * The browser side of the CMS routes (`cmsUrls` in the contract): lists, entries, saves with the version they edited,
 * duplicates, deletes and the order of ranked collections. The server checks everything again; the answers it refuses
 * with are read here into what a screen shows.
 */
import type { CmsCollection } from 'shared-data/cms';
import {
  adminApiUrl,
  cmsUrls,
  type ConflictBody,
  type EntryDocument,
  type EntrySummary,
  type FormValues,
  type InvalidBody,
  type OfferPreviewResult,
  type OrderRequest,
  type SaveRequest,
  type SaveResult,
} from '../../server/contract.ts';
import { ApiError, failureMessage as requestFailure, request } from './api.ts';

const jsonBody = (body: SaveRequest | OrderRequest): RequestInit => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function readJson<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

export const cmsApi = {
  list: (collection: CmsCollection) => readJson<EntrySummary[]>(request(cmsUrls.list(collection))),
  entry: (collection: CmsCollection, id: number) => readJson<EntryDocument>(request(cmsUrls.entry(collection, id))),
  create: (collection: CmsCollection, values: FormValues) =>
    readJson<SaveResult>(request(cmsUrls.list(collection), { method: 'POST', ...jsonBody({ values }) })),
  save: (collection: CmsCollection, id: number, version: number, values: FormValues) =>
    readJson<SaveResult>(request(cmsUrls.entry(collection, id), { method: 'PUT', ...jsonBody({ version, values }) })),
  duplicate: (collection: CmsCollection, id: number) =>
    readJson<SaveResult>(request(cmsUrls.duplicate(collection, id), { method: 'POST' })),
  remove: async (collection: CmsCollection, id: number, version: number) => {
    await request(`${cmsUrls.entry(collection, id)}?version=${version}`, { method: 'DELETE' });
  },
  reorder: async (collection: CmsCollection, ids: number[]) => {
    await request(cmsUrls.order(collection), { method: 'POST', ...jsonBody({ ids }) });
  },
  /** The figures a casino form's offer would have once saved; nothing is stored. */
  previewOffer: (values: FormValues) =>
    readJson<OfferPreviewResult>(request(adminApiUrl('casinoValuePreview'), { method: 'POST', ...jsonBody({ values }) })),
};

/** The per-field messages of a refused save (400), or null for any other failure. */
export function invalidFieldsOf(error: unknown): InvalidBody['fieldErrors'] | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.body?.error !== 'invalid') return null;
  return (error.body as InvalidBody).fieldErrors ?? {};
}

/** The entry as it is now, when a save was refused for a stale version (409), or null. */
export function conflictOf(error: unknown): ConflictBody | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body?.error !== 'conflict') return null;
  const body = error.body as Partial<ConflictBody>;
  return body.current ? { ...(body as ConflictBody), changedFields: body.changedFields ?? [] } : null;
}

/** What to tell the operator about a failed call: the server's own Turkish message when it sent one. */
/** What a failed CMS call tells the operator: the server's Turkish message, else a general one. */
export const failureMessage = (error: unknown): string => requestFailure(error, 'İşlem tamamlanamadı. Lütfen tekrar deneyin.');
