/**
 * A reader's offer policy on the server: a running break (its cookie, set by routes/offer-break.ts) hides the offers on
 * every page and keeps `/git/` from sending the reader to a casino.
 */
import '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { BREAK_COOKIE, paths, policyOf, runningBreak, type OfferPolicy } from 'shared-data';

/** The offer policy of the reader of `request`: a running break hides the offers. */
export function offerPolicyOf(request: FastifyRequest, now: Date = new Date()): OfferPolicy {
  return policyOf(runningBreak(request.cookies[BREAK_COOKIE], now));
}

/** A short page of the site's own, outside the app: plain HTML that any browser shows at once. */
export function plainPage(title: string, body: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

/**
 * What `/git/<slug>` answers a reader on a break, instead of sending them to the casino: when the break ends, where
 * help is, and the way back to the site. Their click is not counted.
 */
export function breakPage(policy: OfferPolicy): string {
  const end = policy.breakUntil ? `<p>Aranız <strong>${escapeHtml(policy.breakUntil.text)}</strong> tarihinde sona eriyor. Ara bu tarihten önce sitede kaldırılamaz.</p>` : '';
  return plainPage(
    'Ara veriyorsunuz',
    `<p>Bu tarayıcıda ara verdiniz: ara sürerken sizi casino sitelerine yönlendirmiyor, bonus teklifi göstermiyoruz.</p>${end}` +
      `<p>Kumar oynama isteğiyle baş etmekte zorlanıyorsanız YEDAM'ı (Yeşilay Danışmanlık Merkezi) ücretsiz arayabilirsiniz: <a href="tel:115">115</a>.</p>` +
      `<p><a href="${paths.home}">Ana sayfaya dönün</a> ya da <a href="${paths.responsibleGaming}">sorumlu oyun sayfasını</a> okuyun.</p>`,
  );
}

/**
 * What `/git/<slug>` answers a reader whose country's rule (the operator's) hides the offers: the casino by name, and
 * that its offers are not available where the reader is.
 */
export function notOfferedPage(casino: string): string {
  return plainPage(
    'Bu teklif ülkenizde sunulmuyor',
    `<p><strong>${escapeHtml(casino)}</strong> tekliflerine bulunduğunuz ülkeden yönlendirme yapmıyoruz: bu ülkede bonus ve casino bağlantısı sunulmuyor.</p>` +
      `<p>İncelemeler, bonus şartları ve değer hesapları sitede okunabilir. <a href="${paths.home}">Ana sayfaya dönün</a>.</p>`,
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

