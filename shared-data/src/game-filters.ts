/**
 * The games list's filters and order: an RTP range, volatility, a feature, the release year and the sort,
 * each under its query key (`queryKeys`) in the page's address and in its content API URL. Each value is read by its
 * rule into what the store filters by. Addresses carry a value's canonical text ('96,5' is '96.5', 'Yüksek' is
 * 'yuksek'), or the text as given when its rule refuses it: the page then says why, and the server's page cache, keyed
 * by the API URLs a page reads, tells every such address apart. Framework-free.
 */
import { parseNumberInput } from './calculators.ts';
import { formatNumber, roundTo } from './format.ts';
import { ALL_PROVIDERS, type ParamResult } from './paging.ts';
import { queryKeys } from './route-params.ts';
import { slugify } from './text.ts';
import type { Volatility } from './volatility-levels.ts';

/** The volatility levels as an address writes them. */
export const volatilityParams = { dusuk: 'Düşük', orta: 'Orta', yuksek: 'Yüksek', 'cok-yuksek': 'Çok Yüksek' } as const satisfies Record<string, Volatility>;
export type VolatilityParam = keyof typeof volatilityParams;

/** The list's orders besides the catalogue's own: by Turkish name, by RTP (highest first), by year (newest first). */
export const gameSorts = ['ad', 'rtp', 'yil'] as const;
export type GameSort = (typeof gameSorts)[number];

/** Longest feature name `ozellik` takes (the stored ones are far shorter). */
export const FEATURE_PARAM_MAX_LENGTH = 100;

export interface GameFilters {
  /** Lowest RTP in percent: 0-100, rounded up to the catalogue's two decimals (it picks the same games). */
  rtpMin: number | null;
  /** Highest RTP in percent: 0-100, rounded down to two decimals. A range given the wrong way round is read in order. */
  rtpMax: number | null;
  volatility: Volatility | null;
  /** One of the features games list (exactly as stored). */
  feature: string | null;
  year: number | null;
  /** Null: the catalogue's order. */
  sort: GameSort | null;
}

export type GameFilterKey = keyof GameFilters;

/**
 * Why a filter is refused: an RTP bound that is no number, a volatility or sort the list does not know, a feature name
 * too long to be one, a feature no public game has (the store knows), a year that is not four digits. Codes: the API
 * and the page word them in Turkish.
 */
export type GameFilterError =
  | { code: 'badRtp' }
  | { code: 'badVolatility' }
  | { code: 'featureTooLong'; max: number }
  | { code: 'unknownFeature' }
  | { code: 'badYear' }
  | { code: 'badSort' };

type FilterResult<T> = ParamResult<T | null, GameFilterError>;
const none = { ok: true, value: null } as const;
const refused = (error: GameFilterError) => ({ ok: false, error }) as const;
const blank = (raw: string | null | undefined): raw is null | undefined | '' => raw === null || raw === undefined || raw.trim() === '';

/** Hundredths of `value` without binary artefacts (96.48 is 9648, not 9648.000000000002). */
const hundredths = (value: number) => Number((value * 100).toPrecision(12));

function rtpBound(raw: string | null | undefined, round: (hundredths: number) => number): FilterResult<number> {
  if (blank(raw)) return none;
  // A percent sign on either side, as Turkish ('%96,5') and English ('96.5%') write it, says nothing more.
  const value = parseNumberInput(raw.trim().replace(/^%|%$/g, ''));
  if (value === null) return refused({ code: 'badRtp' });
  return { ok: true, value: Math.min(100, Math.max(0, round(hundredths(value)) / 100)) };
}

/** `rtp-min`: a percentage written with a comma or a dot ('96,5', '%96.5'), clamped into 0-100. */
export const parseRtpMinParam = (raw: string | null | undefined) => rtpBound(raw, Math.ceil);
/** `rtp-max`: as `rtp-min`, rounded down. */
export const parseRtpMaxParam = (raw: string | null | undefined) => rtpBound(raw, Math.floor);

/** `volatilite`: 'dusuk', 'orta', 'yuksek', 'cok-yuksek', or a level as the site writes it ('Çok Yüksek'). */
export function parseVolatilityParam(raw: string | null | undefined): FilterResult<Volatility> {
  if (blank(raw)) return none;
  const key = slugify(raw);
  return Object.hasOwn(volatilityParams, key) ? { ok: true, value: volatilityParams[key as VolatilityParam] } : refused({ code: 'badVolatility' });
}

/** `ozellik`: a feature's name, trimmed; whether any game has it is the store's to say. */
export function parseFeatureParam(raw: string | null | undefined): FilterResult<string> {
  if (blank(raw)) return none;
  const feature = raw.trim();
  return feature.length > FEATURE_PARAM_MAX_LENGTH ? refused({ code: 'featureTooLong', max: FEATURE_PARAM_MAX_LENGTH }) : { ok: true, value: feature };
}

/** `yil`: a year of four digits. */
export function parseYearParam(raw: string | null | undefined): FilterResult<number> {
  if (blank(raw)) return none;
  const text = raw.trim();
  return /^\d{4}$/.test(text) ? { ok: true, value: Number(text) } : refused({ code: 'badYear' });
}

/** `sirala`: 'ad', 'rtp' or 'yil'. */
export function parseSortParam(raw: string | null | undefined): FilterResult<GameSort> {
  if (blank(raw)) return none;
  const sort = raw.trim().toLowerCase();
  return (gameSorts as readonly string[]).includes(sort) ? { ok: true, value: sort as GameSort } : refused({ code: 'badSort' });
}

export const volatilityParamOf = (volatility: Volatility): VolatilityParam =>
  (Object.keys(volatilityParams) as VolatilityParam[]).find((key) => volatilityParams[key] === volatility) ?? 'orta';

type Rules = { [K in GameFilterKey]: { parse: (raw: string | null | undefined) => FilterResult<NonNullable<GameFilters[K]>>; write: (value: NonNullable<GameFilters[K]>) => string } };

/** Each filter's rule and canonical text, in the order addresses write them. */
const rules: Rules = {
  rtpMin: { parse: parseRtpMinParam, write: String },
  rtpMax: { parse: parseRtpMaxParam, write: String },
  volatility: { parse: parseVolatilityParam, write: volatilityParamOf },
  feature: { parse: parseFeatureParam, write: (feature) => feature },
  year: { parse: parseYearParam, write: String },
  sort: { parse: parseSortParam, write: (sort) => sort },
};
export const gameFilterKeys = Object.keys(rules) as GameFilterKey[];

/** The filters as an address writes them: canonical text, a refused value as given, an empty one left out. */
export type GameFilterText = Partial<Record<GameFilterKey, string>>;

export interface GameFilterIssue {
  key: GameFilterKey;
  /** The value as given. */
  raw: string;
  error: GameFilterError;
}

export interface GameFilterState {
  filters: GameFilters;
  text: GameFilterText;
  /** The refused values, in the order of `gameFilterKeys`. */
  issues: GameFilterIssue[];
}

/** Reads the games list's filters from a page's query (or a form's fields). */
export function readGameFilters(params: URLSearchParams): GameFilterState {
  const filters: Record<string, unknown> = {};
  const text: GameFilterText = {};
  const issues: GameFilterIssue[] = [];
  for (const key of gameFilterKeys) {
    const raw = params.get(queryKeys[key]);
    const result = rules[key].parse(raw);
    filters[key] = result.ok ? result.value : null;
    if (!result.ok) {
      text[key] = raw ?? '';
      issues.push({ key, raw: raw ?? '', error: result.error as GameFilterError });
    } else if (result.value !== null) {
      text[key] = (rules[key].write as (value: unknown) => string)(result.value);
    }
  }
  return { filters: filters as unknown as GameFilters, text, issues };
}

/**
 * The games page's address for the fields of its filter form, as a form sent without scripts holds them: the search
 * text as typed, every provider ('all') and empty fields left out, each filter in its canonical text. No page number:
 * a changed filter starts from page 1.
 */
export function gamesPageQuery(fields: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  const search = fields.get(queryKeys.search) ?? '';
  if (search) query.set(queryKeys.search, search);
  const provider = fields.get(queryKeys.provider) ?? '';
  if (provider && provider !== ALL_PROVIDERS) query.set(queryKeys.provider, provider);
  const { text } = readGameFilters(fields);
  for (const key of gameFilterKeys) {
    const value = text[key];
    if (value !== undefined) query.set(queryKeys[key], value);
  }
  return query;
}

/** The RTP range in order, whichever way round it was given. */
export function rtpRange({ rtpMin, rtpMax }: Pick<GameFilters, 'rtpMin' | 'rtpMax'>): [number | null, number | null] {
  return rtpMin !== null && rtpMax !== null && rtpMin > rtpMax ? [rtpMax, rtpMin] : [rtpMin, rtpMax];
}

/** An RTP bound as its field shows it: Turkish decimals, as few as it has ('96,5'), or the text as given when refused. */
export function rtpFieldText(state: GameFilterState, key: 'rtpMin' | 'rtpMax'): string {
  const value = state.filters[key];
  if (value === null) return state.text[key] ?? '';
  const decimals = roundTo(value, 0) === value ? 0 : roundTo(value, 1) === value ? 1 : 2;
  return formatNumber(value, decimals);
}
