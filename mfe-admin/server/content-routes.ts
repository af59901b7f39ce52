/**
 * The CMS routes of the admin API: list, read, create, save, duplicate, delete and reorder the entries of
 * each collection, preview a Markdown body, and edit the site settings. The store does the work
 * (@shared-data/store: it parses the form's values with the shared schemas again and writes the entry and its audit
 * row in one transaction); this plugin checks who may ask and turns the store's refusals, codes all, into the
 * contract's answers in Turkish (src/lib/messages.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { collectionRole, isCmsCollection, type CmsCollection } from 'shared-data/cms';
import type { Database, Store } from '@shared-data/store';
import {
  checkInternalLinks,
  createEntry,
  deleteEntry,
  duplicateEntry,
  getEntry,
  getSettings,
  listEntries,
  previewCasinoOffer,
  renderBody,
  reorder,
  saveEntry,
  saveSettings,
  type CmsRefusal,
  type CmsWriteResult,
} from '@shared-data/store/cms';
import { fieldMessages, linkWarningMessage, refusalMessage } from '../src/lib/messages.ts';
import {
  adminApiRoutes,
  type ApiErrorBody,
  type ConflictBody,
  type InvalidBody,
  type OfferPreviewResult,
  type PreviewResult,
  type SaveResult,
  type SettingsDocument,
} from './contract.ts';
import { guardMessages, requireRole } from './guard.ts';

export interface ContentRoutesOptions {
  /** The content database; without it every route answers 503 to a signed-in operator. */
  store?: Store;
}

export const contentMessages = {
  unknownCollection: 'Böyle bir içerik bölümü yok.',
  notFound: 'Kayıt bulunamadı.',
  invalid: 'Formda düzeltilmesi gereken alanlar var.',
  conflict: 'Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Girdiğiniz bilgiler korunuyor; değişen alanlar işaretlendi.',
  deleteConflict: 'Bu kayıt siz baktıktan sonra başka biri tarafından değiştirildi. Silmeden önce son hâlini inceleyin.',
  settingsConflict: 'Ayarlar siz düzenlerken başka biri tarafından değiştirildi. Girdiğiniz bilgiler korunuyor; değişen alanlar işaretlendi.',
  // The same words as the API's other reads (admin-api.ts).
  unavailable: guardMessages.unavailable,
} as const;

const MEGABYTE = 1024 * 1024;
const MAX_ID = 2_147_483_647;

const error = (code: ApiErrorBody['error'], message: string): ApiErrorBody => ({ error: code, message });

/** The Turkish answer to a refused write. */
function sendRefusal<Current>(reply: FastifyReply, refusal: CmsRefusal<Current>, conflictMessage: string) {
  switch (refusal.reason) {
    case 'invalid': {
      const body: InvalidBody = { error: 'invalid', message: contentMessages.invalid, fieldErrors: fieldMessages(refusal.fieldErrors) };
      return reply.code(400).send(body);
    }
    case 'conflict': {
      const body: ConflictBody<Current> = { error: 'conflict', message: conflictMessage, current: refusal.current, changedFields: refusal.changedFields };
      return reply.code(409).send(body);
    }
    case 'not_found':
      return reply.code(404).send(error('not_found', contentMessages.notFound));
    case 'in_use':
      return reply.code(409).send(error('in_use', refusalMessage(refusal.error)));
    case 'refused':
      return reply.code(400).send(error('bad_request', refusalMessage(refusal.error)));
  }
}

function sendWrite(reply: FastifyReply, result: CmsWriteResult, status: 200 | 201) {
  if (!result.ok) return sendRefusal(reply, result, contentMessages.conflict);
  const body: SaveResult = { entry: result.entry, warnings: result.warnings.map(linkWarningMessage) };
  return reply.code(status).send(body);
}

/** The operator the audit log names; the route's guard has made sure there is one. */
const actorOf = (request: FastifyRequest) => request.admin?.username ?? '';

interface CollectionParams {
  collection: CmsCollection;
}
interface EntryParams extends CollectionParams {
  id: string;
}

/** An id as the database has them (a positive int4), or null: anything else names no entry. */
function entryId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

const signedIn = requireRole('editor');

/**
 * The guard of every collection route: 401 without a session, 404 for a collection that does not exist, 403 when the
 * collection needs more than the operator's role (casinos and popups carry the affiliate links: admins only, reads too).
 */
async function collectionGuard(request: FastifyRequest<{ Params: CollectionParams }>, reply: FastifyReply) {
  const refused = await signedIn(request, reply);
  if (refused) return refused;
  const { collection } = request.params;
  if (!isCmsCollection(collection)) return reply.code(404).send(error('not_found', contentMessages.unknownCollection));
  return requireRole(collectionRole[collection])(request, reply);
}

const saveBody = (versionRequired: boolean) => ({
  type: 'object',
  required: versionRequired ? ['version', 'values'] : ['values'],
  properties: { version: { type: 'integer', minimum: 0 }, values: { type: 'object' } },
});

export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, options) => {
  /** Runs `work` on the database, or answers 503 when the API was started without one. */
  async function withDb(request: FastifyRequest, reply: FastifyReply, work: (db: Database) => Promise<unknown>) {
    if (!options.store) {
      request.log.error('admin API: CMS route called without a content store');
      return reply.code(503).send(error('unavailable', contentMessages.unavailable));
    }
    return work(options.store.db);
  }

  /** Runs `work` for the entry the path names, or answers 404 for an id no entry can have. */
  function withEntry(request: FastifyRequest<{ Params: EntryParams }>, reply: FastifyReply, work: (db: Database, id: number) => Promise<unknown>) {
    const id = entryId(request.params.id);
    if (id === null) return reply.code(404).send(error('not_found', contentMessages.notFound));
    return withDb(request, reply, (db) => work(db, id));
  }

  // Guards run at onRequest, before the body is read and checked: without a session the answer is 401, and for an
  // editor on an admin's collection 403, whatever the body holds (a malformed one too).
  const entryRoute = { onRequest: collectionGuard };
  const writeRoute = (versionRequired: boolean) => ({ onRequest: collectionGuard, bodyLimit: MEGABYTE, schema: { body: saveBody(versionRequired) } });

  app.get<{ Params: CollectionParams }>('/content/:collection', entryRoute, (request, reply) =>
    withDb(request, reply, async (db) => reply.send(await listEntries(db, request.params.collection))),
  );

  app.post<{ Params: CollectionParams; Body: { values: object } }>('/content/:collection', writeRoute(false), (request, reply) =>
    withDb(request, reply, async (db) => sendWrite(reply, await createEntry(db, request.params.collection, request.body.values, actorOf(request)), 201)),
  );

  app.get<{ Params: EntryParams }>('/content/:collection/:id', entryRoute, (request, reply) =>
    withEntry(request, reply, async (db, id) => {
      const entry = await getEntry(db, request.params.collection, id);
      return entry ? reply.send(entry) : reply.code(404).send(error('not_found', contentMessages.notFound));
    }),
  );

  app.put<{ Params: EntryParams; Body: { version: number; values: object } }>('/content/:collection/:id', writeRoute(true), (request, reply) =>
    withEntry(request, reply, async (db, id) => {
      const { version, values } = request.body;
      return sendWrite(reply, await saveEntry(db, request.params.collection, id, version, values, actorOf(request)), 200);
    }),
  );

  app.delete<{ Params: EntryParams; Querystring: { version: number } }>(
    '/content/:collection/:id',
    { onRequest: collectionGuard, schema: { querystring: { type: 'object', required: ['version'], properties: { version: { type: 'integer', minimum: 0 } } } } },
    (request, reply) =>
      withEntry(request, reply, async (db, id) => {
        const result = await deleteEntry(db, request.params.collection, id, request.query.version, actorOf(request));
        return result.ok ? reply.code(204).send() : sendRefusal(reply, result, contentMessages.deleteConflict);
      }),
  );

  app.post<{ Params: EntryParams }>('/content/:collection/:id/duplicate', entryRoute, (request, reply) =>
    withEntry(request, reply, async (db, id) => sendWrite(reply, await duplicateEntry(db, request.params.collection, id, actorOf(request)), 201)),
  );

  app.post<{ Params: CollectionParams; Body: { ids: number[] } }>(
    '/content/:collection/order',
    {
      onRequest: collectionGuard,
      schema: { body: { type: 'object', required: ['ids'], properties: { ids: { type: 'array', maxItems: 10_000, items: { type: 'integer' } } } } },
    },
    (request, reply) =>
      withDb(request, reply, async (db) => {
        const result = await reorder(db, request.params.collection, request.body.ids, actorOf(request));
        return result.ok ? reply.send(result.entries) : sendRefusal(reply, result, contentMessages.conflict);
      }),
  );

  app.post<{ Body: { markdown: string } }>(
    '/preview',
    {
      onRequest: signedIn,
      bodyLimit: MEGABYTE,
      schema: { body: { type: 'object', required: ['markdown'], properties: { markdown: { type: 'string', maxLength: 200_000 } } } },
    },
    (request, reply) =>
      withDb(request, reply, async (db) => {
        const warnings = await checkInternalLinks(db, request.body.markdown);
        const body: PreviewResult = { html: renderBody(request.body.markdown).html, warnings: warnings.map(linkWarningMessage) };
        return reply.send(body);
      }),
  );

  // The figures of a casino form's offer as they would be once saved, stored nowhere: casinos are admins'.
  app.post<{ Body: { values: object } }>(
    adminApiRoutes.casinoValuePreview,
    { onRequest: requireRole(collectionRole.casinos), bodyLimit: MEGABYTE, schema: { body: saveBody(false) } },
    (request, reply) =>
      withDb(request, reply, async (db) => {
        const preview = await previewCasinoOffer(db, request.body.values);
        if (!preview.ok) return sendRefusal(reply, preview, contentMessages.conflict);
        const body: OfferPreviewResult = { value: preview.value };
        return reply.send(body);
      }),
  );

  const adminOnly = requireRole('admin');

  app.get('/settings', { onRequest: adminOnly }, (request, reply) =>
    withDb(request, reply, async (db) => {
      const body: SettingsDocument = await getSettings(db);
      return reply.send(body);
    }),
  );

  app.put<{ Body: { version: number; values: object } }>(
    '/settings',
    { onRequest: adminOnly, bodyLimit: MEGABYTE, schema: { body: saveBody(true) } },
    (request, reply) =>
      withDb(request, reply, async (db) => {
        const result = await saveSettings(db, request.body.version, request.body.values, actorOf(request));
        if (!result.ok) return sendRefusal(reply, result, contentMessages.settingsConflict);
        const body: SettingsDocument = result.settings;
        return reply.send(body);
      }),
  );
};
