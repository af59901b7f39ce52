import { formFields, type ContentAnswers, type OfferPolicy, type RemoteKey } from 'shared-data';

/** The element that carries the data a server-rendered page was rendered with. */
export const PAGE_DATA_ID = 'safebet-page-data';

/**
 * What the browser needs to load a remote without asking for its manifest, from the manifest the server renders the
 * remote with.
 */
export interface RemoteEntry {
  /** The remote's browser entry, a site path or an absolute URL: e.g. '/mfe/content/remoteEntry-d3BLY4CX.js'. */
  url: string;
  /** The entry's kind: the remotes' containers are ES modules. */
  type: 'module';
  /** The range the remote requires of each shared module, as its manifest lists them: e.g. 'shared-data' → '^2.0.0'. */
  shared: Record<string, string>;
}

export interface PageData {
  /** The content API's answers the page read, by URL. */
  content: ContentAnswers;
  /** The site's public origin the page was rendered with (the server's SITE_ORIGIN), for its canonical URLs. */
  siteOrigin: string;
  /**
   * Where each remote's manifest is (the server's `remotes.json`), so the page need not ask for it. A remote the page
   * names no entry of, or one loaded again after a failure, is loaded through its manifest.
   */
  remotes: Record<RemoteKey, string>;
  /** Each remote's entry as the server knows it, so the first load fetches no manifest (absent: none is known). */
  entries?: Partial<Record<RemoteKey, RemoteEntry>>;
  /**
   * The page is the server's answer to a form POSTed to it (the route table's `acceptsForm`): the page hydrates with
   * the fields its POST form holds as rendered (`answeredForm`). The fields themselves are never in the data.
   */
  answersForm?: true;
  /** What the page shows of the offers (absent: everything), as the server decided for this reader. */
  offers?: OfferPolicy;
  /**
   * The share of page views whose field vitals the browser measures (the server's VITALS_SAMPLE_RATE, 0 to 1);
   * absent, none (a not-found page, whose vitals are not its route's).
   */
  vitalsSampleRate?: number;
}

/**
 * The fields of the form a page answers, read from the page's own POST form as the server rendered it (checked
 * radios and all), so the page hydrates with what it was rendered with; null on any other page.
 */
export function answeredForm(doc: Document): URLSearchParams | null {
  if (!readPageData(doc)?.answersForm) return null;
  const form = doc.querySelector<HTMLFormElement>('#root form[method="post"]');
  if (!form) return null;
  return formFields(form);
}

/**
 * JSON for a `<script type="application/json">` element: no `<` can end the element or open a comment, and the
 * line separators U+2028 and U+2029 are escaped as well, so the data reads back exactly.
 */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const read = new WeakMap<Document, PageData | null>();

function parsed(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

/** The data the server embedded in this page, or null on a page it did not render; parsed once per page. */
export function readPageData(doc: Document): PageData | null {
  if (read.has(doc)) return read.get(doc) ?? null;
  const data = parsed(doc.getElementById(PAGE_DATA_ID)?.textContent);
  read.set(doc, data);
  return data;
}
