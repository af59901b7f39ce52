/**
 * Image uploads of the CMS: `POST /images?kind=cover|logo|body` with the file itself as the body (no multipart: the
 * browser sends the File as it is, its name URL-encoded in `X-File-Name`). The content store checks, converts and
 * keeps it; this route only frames the answer. Registered inside the admin API, whose hooks have set
 * `request.admin` and refused cross-site writes before it runs.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Store } from '@shared-data/store';
import {
  ImageError,
  imageKinds,
  maxUploadBytes,
  storeUpload,
  type ImageErrorCode,
  type ImageKind,
} from '@shared-data/store/cms';
import { imageMessages } from '../src/lib/messages.ts';
import { adminApiRoutes, type ApiErrorBody, type UploadedImage } from './contract.ts';
import { guardMessages, requireRole } from './guard.ts';

export interface ImageRoutesOptions {
  /** The content database; without it an upload answers 503. */
  store?: Store;
}

/** What the browser may call the body; the store decides from the bytes what it really is. */
const uploadTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'];

const messages = {
  badKind: 'Görsel türü geçersiz: kapak, logo veya yazı görseli olmalı.',
  unavailable: guardMessages.unavailable,
} as const;

const isImageKind = (value: unknown): value is ImageKind => imageKinds.some((kind) => kind === value);

function refuse(reply: FastifyReply, status: number, message: string) {
  const body: ApiErrorBody = { error: 'invalid', message };
  return reply.code(status).send(body);
}

function unavailable(reply: FastifyReply) {
  const body: ApiErrorBody = { error: 'unavailable', message: messages.unavailable };
  return reply.code(503).send(body);
}

/** Seconds an operator is asked to wait when too many uploads are waiting for their conversion. */
const BUSY_RETRY_SECONDS = 5;

/**
 * A refused upload, with the store's reason in Turkish; a file too large is 413 however it was found out, and a full
 * conversion queue 503 with the time to wait (the upload itself was fine).
 */
function refuseImage(reply: FastifyReply, code: ImageErrorCode) {
  if (code === 'busy') {
    const body: ApiErrorBody = { error: 'unavailable', message: imageMessages.busy, retryAfterSeconds: BUSY_RETRY_SECONDS };
    return reply.code(503).header('Retry-After', String(BUSY_RETRY_SECONDS)).send(body);
  }
  return refuse(reply, code === 'too_large' ? 413 : 400, imageMessages[code]);
}

/** The upload's own name, kept for the records only; headers carry ASCII, hence the URL encoding. */
function fileName(header: string | string[] | undefined): string {
  if (typeof header !== 'string') return '';
  try {
    return decodeURIComponent(header).replace(/\p{Cc}/gu, '').trim();
  } catch {
    return '';
  }
}

export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (app, options) => {
  // Only in this plugin: elsewhere in the API a raw body stays refused.
  app.addContentTypeParser(uploadTypes, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Fastify's own answers to a body it will not read are English; the operator gets the store's reasons in Turkish.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuseImage(reply, 'too_large');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return refuse(reply, 415, imageMessages.unsupported_type);
    // The admin API's handler answers the rest (throttling, validation, faults).
    throw error;
  });

  app.post<{ Querystring: { kind?: string } }>(
    adminApiRoutes.images,
    // Exactly the store's limit: a larger body is refused while it arrives, before it is held in memory whole.
    { bodyLimit: maxUploadBytes, onRequest: requireRole('editor') },
    async (request, reply) => {
      if (!options.store) return unavailable(reply);
      const { kind } = request.query;
      if (!isImageKind(kind)) return refuse(reply, 400, messages.badKind);
      // A request with no body and no type is not parsed at all: the store finds nothing to read in it.
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // Always set here, as requireRole let only a signed-in operator through.
      const createdBy = request.admin?.username ?? '';
      try {
        const stored: UploadedImage = await storeUpload(options.store.db, {
          bytes,
          kind,
          originalName: fileName(request.headers['x-file-name']),
          createdBy,
        });
        request.log.info({ hash: stored.hash, kind, user: createdBy }, 'admin API: image uploaded');
        return reply.code(201).send(stored);
      } catch (error) {
        if (error instanceof ImageError) return refuseImage(reply, error.code);
        request.log.error({ err: error }, 'admin API: image upload failed');
        return unavailable(reply);
      }
    },
  );
};
