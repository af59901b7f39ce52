/**
 * The offers a reader of a request is shown: their break (its cookie) and the operator's rule for their country. The
 * country is read from the header `COUNTRY_HEADER` names, and only on a request that came through a proxy
 * `TRUST_PROXY` trusts: anyone can write a header, only the proxy's is believed. The rules are read from the store once
 * per content state, so an edit in the admin reaches every process as the content state moves (LISTEN/NOTIFY). A
 * server without a store (its pages rendered in the browser) has no rules: every country is shown the offers, and a
 * break still hides them, so every route asks this one decorator.
 */
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CountryRule, OfferPolicy } from 'shared-data';
import type { CountryRules } from 'shared-data/cms';
import { countryRules } from '@shared-data/store';
import { offerPolicyOf } from '../offer-policy.ts';

export interface ReaderOffers {
  policy: OfferPolicy;
  /** The rule that applied: the reader's country's, else the default. */
  rule: CountryRule;
  /** The reader's country as the trusted proxy gave it, or null. */
  country: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the reader of `request` is shown of the offers at `now`. */
    readerOffers(request: FastifyRequest, now?: Date): Promise<ReaderOffers>;
  }
}

/** Whether the peer of a request is a proxy `trustProxy` trusts (the server's TRUST_PROXY). */
function trustedPeer(trustProxy: boolean | string): (request: FastifyRequest) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false || trustProxy === '') return () => false;
  const trusted = proxyAddr.compile(trustProxy.split(',').map((item) => item.trim()));
  return (request) => trusted(request.socket.remoteAddress ?? '', 0);
}

/** The country a trusted proxy gave in `header`: two letters, upper-cased; null for anything else. */
export function countryOf(request: FastifyRequest, header: string | undefined, trusted: (request: FastifyRequest) => boolean): string | null {
  if (!header || !trusted(request)) return null;
  const value = request.headers[header];
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** The rule for `country` under `rules`: its own, else the default. */
export function ruleFor(rules: CountryRules, country: string | null): CountryRule {
  return (country && rules.rules.find((entry) => entry.country === country)?.rule) || rules.defaultRule;
}

/** A reader's offers: a break hides them whatever the rule, and a rule other than 'show' hides them without a notice. */
export function offersUnder(breakPolicy: OfferPolicy, rule: CountryRule, country: string | null): ReaderOffers {
  const policy = breakPolicy.breakUntil || rule === 'show' ? breakPolicy : { shown: false, breakUntil: null };
  return { policy, rule, country };
}

const NO_RULES: CountryRules = { defaultRule: 'show', rules: [] };

async function offerRules(app: FastifyInstance) {
  const trusted = trustedPeer(app.config.trustProxy);
  const header = app.config.countryHeader;
  const withStore = app.hasDecorator('store');
  let known: { state: string; rules: Promise<CountryRules> } | null = null;
  let lastRead: CountryRules | null = null;
  const rulesNow = async (): Promise<CountryRules> => {
    if (!withStore) return NO_RULES;
    const state = await app.contentState();
    if (known?.state !== state) {
      const rules = countryRules(app.store.db);
      known = { state, rules };
      rules.then((read) => (lastRead = read)).catch(() => {
        if (known?.rules === rules) known = null;
      });
    }
    return known.rules;
  };
  app.decorate('readerOffers', async (request: FastifyRequest, now = new Date()) => {
    const country = countryOf(request, header, trusted);
    let rules: CountryRules;
    try {
      rules = await rulesNow();
    } catch (error) {
      // While the store cannot be read, the rules last read still apply; none read yet: the store's failure.
      if (!lastRead) throw error;
      rules = lastRead;
    }
    return offersUnder(offerPolicyOf(request, now), ruleFor(rules, country), country);
  });
}

export const offerRulesPlugin: FastifyPluginAsync = fp(offerRules, { name: 'offer-rules', dependencies: ['config'] });
