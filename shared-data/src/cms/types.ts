/**
 * The shapes the CMS's store functions answer with and the admin API sends as they are: one declaration for both
 * sides (shared-data/store never imports the admin remote, and the remote never imports the store).
 */
import type { ContentStatus } from '../content-api.ts';
import type { CasinoOfferValue } from '../bonus-value/offer.ts';

/** A row of a management list. Lists are small (hundreds), so search, filter, sort and paging run in the browser. */
export interface EntrySummary {
  id: number;
  slug: string;
  /** Name or title. */
  title: string;
  /** One more column that tells entries apart: a game's provider, a tactic's category, a casino's bonus, ... */
  detail: string;
  status: ContentStatus;
  /** ISO 8601, UTC. */
  publishAt: string;
  updatedAt: string;
  version: number;
  /** Order of casinos (rank) and popup entries; absent elsewhere. */
  position?: number;
  /** The public page of the entry, when it has one. */
  publicPath: string | null;
}

/** What a form holds, field by field: text as typed (numbers with a decimal comma, lists one per line), booleans. */
export type FormValues = Record<string, string | boolean>;

/** One entry as its form edits it. */
export interface EntryDocument {
  id: number;
  version: number;
  updatedAt: string;
  values: FormValues;
  publicPath: string | null;
  /** A casino's: the stored figures of its saved offer, as the pages show them. */
  offerValue?: CasinoOfferValue;
}

export interface AuditEntry {
  id: number;
  /** ISO 8601, UTC. */
  at: string;
  actor: string;
  action: 'create' | 'update' | 'duplicate' | 'delete' | 'reorder' | string;
  collection: string;
  entryId: number | null;
  entryLabel: string;
  fields: string[];
  /** The actor's role at the time; null on rows written before it was kept (and for an unknown name's failed sign-in). */
  actorRole: string | null;
  /** The request that wrote the row, as the server's log names it; null on older rows. */
  requestId: string | null;
  /** The address the request came from; null on older rows. */
  address: string | null;
}

/** GET /audit?page=&collection=&actor=&action=&from=&to=: newest first. */
export interface AuditPage {
  items: AuditEntry[];
  page: number;
  pageCount: number;
  total: number;
}

/** GET and PUT /settings: contact channels, help lines and the dollar's rate, with the version for the stale check. */
export interface SettingsDocument {
  version: number;
  values: {
    contact: { channelUrl: string; channelLabel: string; contactUrl: string; email: string };
    helpLines: Array<{ name: string; phone: string }>;
    /** Lira per dollar, for the value ranking's USD offers; null while none is stored. */
    exchange: { usdTry: number | null };
  };
}
