import { BREAK_PATH, breakFields, formatBreakEnd, OFFERS_SHOWN, type BreakDays, type OfferPolicy } from 'shared-data';
import { create } from 'zustand';
import { readPageData } from '../../lib/page-data.ts';
import { leaveServerEntry } from '../../lib/server-entry.ts';

interface OfferPolicyStore {
  policy: OfferPolicy;
  /** POSTs the break's form as the page would, and on the server's word drops the offers in place. */
  takeBreak: (days: BreakDays) => Promise<void>;
}

/** The server's answer to a break taken with scripts: when it ends. */
const isBreakAnswer = (value: unknown): value is { until: string } =>
  typeof value === 'object' && value !== null && typeof (value as { until?: unknown }).until === 'string' && !Number.isNaN(Date.parse((value as { until: string }).until));

/**
 * The browser's offer policy: the one the server rendered the first page with (its page data), then the reader's own
 * once they take a break. The cookie itself is the server's (HttpOnly): the store only follows what it answered.
 */
export const useOfferPolicyStore = create<OfferPolicyStore>()((set) => ({
  // The store's first state, not one set after it: React hydrates with a store's initial state (zustand's server
  // snapshot), so the page data's policy must be that state, or a page on a break would not match its server HTML.
  policy: (typeof document === 'undefined' ? null : readPageData(document)?.offers) ?? OFFERS_SHOWN,
  takeBreak: async (days) => {
    const body = new URLSearchParams({ [breakFields.days]: String(days), [breakFields.back]: `${location.pathname}${location.search}` });
    const response = await fetch(BREAK_PATH, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    const answer: unknown = response.ok ? await response.json() : null;
    if (!isBreakAnswer(answer)) throw new Error(`The break was not taken (${response.status})`);
    // The server's HTML of a static page still shows the offers: the page renders in the browser, without them.
    leaveServerEntry();
    set({ policy: { shown: false, breakUntil: { iso: answer.until, text: formatBreakEnd(answer.until) } } });
  },
}));
