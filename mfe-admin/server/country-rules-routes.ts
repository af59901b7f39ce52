/**
 * The operator's country rules (admins only): `GET /country-rules` answers the rules with their version, `PUT
 * /country-rules` `{version, values}` saves them (@shared-data/store/cms `saveCountryRules`: parsed again with the
 * shared schema, written with its audit row in one transaction, the content version bumped for every server process).
 * Registered inside the admin API, whose hooks have set `request.admin` and refused cross-site writes before these
 * handlers run; the refusals are worded in Turkish here (src/features/country-rules/country-rule-messages.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CountryRulesDocument } from 'shared-data/cms';
import type { Store } from '@shared-data/store';
import { getCountryRules, saveCountryRules } from '@shared-data/store/cms';
import { countryRuleMessages } from '../src/features/country-rules/country-rule-messages.ts';
import { adminApiRoutes, type ApiErrorBody, type ConflictBody, type InvalidBody } from './contract.ts';
import { guardMessages, requireRole } from './guard.ts';

export interface CountryRulesRoutesOptions {
  /** The content database; without it the routes answer 503 to an admin. */
  store?: Store;
}

export const countryRulesMessages = {
  invalid: 'Formda düzeltilmesi gereken alanlar var.',
  conflict: 'Ülke kuralları siz düzenlerken başka biri tarafından değiştirildi. Girdiğiniz bilgiler korunuyor; sayfayı yenileyip son hâlini görebilirsiniz.',
  unavailable: guardMessages.unavailable,
} as const;

// 249 rules of a few dozen bytes each: far below this.
const BODY_LIMIT = 64 * 1024;

const saveBody = {
  type: 'object',
  required: ['version', 'values'],
  properties: { version: { type: 'integer', minimum: 0, maximum: 2_147_483_647 }, values: { type: 'object' } },
};

const actorOf = (request: FastifyRequest) => request.admin?.username ?? '';

export const countryRulesRoutes: FastifyPluginAsync<CountryRulesRoutesOptions> = async (app, options) => {
  // The guard runs at onRequest, before the body is read: a stranger gets 401 and an editor 403 whatever it sends.
  const needsStore = async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.store) return;
    request.log.error('admin API: country rules route called without a content store');
    const body: ApiErrorBody = { error: 'unavailable', message: countryRulesMessages.unavailable };
    return reply.code(503).send(body);
  };
  const onRequest = [requireRole('admin'), needsStore];
  const db = () => {
    if (!options.store) throw new Error('country rules route without a store (needsStore answers first)');
    return options.store.db;
  };

  app.get(adminApiRoutes.countryRules, { onRequest }, async (_request, reply) => {
    const body: CountryRulesDocument = await getCountryRules(db());
    return reply.send(body);
  });

  app.put<{ Body: { version: number; values: object } }>(
    adminApiRoutes.countryRules,
    { onRequest, bodyLimit: BODY_LIMIT, schema: { body: saveBody } },
    async (request, reply) => {
      const result = await saveCountryRules(db(), request.body.version, request.body.values, actorOf(request));
      if (result.ok) {
        const body: CountryRulesDocument = result.rules;
        return reply.send(body);
      }
      if (result.reason === 'invalid') {
        const body: InvalidBody = { error: 'invalid', message: countryRulesMessages.invalid, fieldErrors: countryRuleMessages(result.fieldErrors) };
        return reply.code(400).send(body);
      }
      const body: ConflictBody<CountryRulesDocument> = {
        error: 'conflict',
        message: countryRulesMessages.conflict,
        current: result.current,
        changedFields: result.changedFields,
      };
      return reply.code(409).send(body);
    },
  );
};
