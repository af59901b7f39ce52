/**
 * The shell's server entry, built by `vite build --ssr` into dist/server and loaded by the shell's server: renders
 * one public page of the site to HTML with the same routes, layout and remote pages the browser hydrates.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { OFFERS_SHOWN, type BonusEntry, type ContentReader, type OfferPolicy } from 'shared-data';
import { SubmittedFormProvider, ThemeRoot } from 'shared-data/react';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './app/app.tsx';
import { AppRoutes } from './app/router.tsx';
import { PopupMarkup } from './features/popups/popup-markup.tsx';
import type { RemoteModuleLoader } from './features/remotes/load-remote.ts';

export { PAGE_DATA_ID, serializePageData, type PageData } from './lib/page-data.ts';

export interface RenderInput {
  /** Path and query of the page, e.g. '/blog?sayfa=2'. */
  url: string;
  /** Reads the content the page shows (the server's, from the store). */
  reader: ContentReader;
  /** Loads remote pages from their server builds. */
  loadRemote: RemoteModuleLoader;
  /** The fields of a form POSTed to the page, which it answers (the route table's `acceptsForm`). */
  form?: URLSearchParams;
  /** The site's public origin (the server's SITE_ORIGIN): canonical URLs, Open Graph and structured data. */
  siteOrigin: string;
  /** What the page shows of the offers, as the server decided for the reader (default: everything). */
  offers?: OfferPolicy;
  /**
   * The popup bonus list (entries 1 to 5 are shown) when the page carries the popups: a page of the layout for a
   * reader shown the offers. Absent, the page has none.
   */
  popupEntries?: readonly BonusEntry[];
}

export interface RenderedPage {
  /** The page's head tags (title, description, canonical, Open Graph), hoisted out of the body by React. */
  head: string;
  /** The HTML inside the app's root element. */
  body: string;
  /** The styled-components rules the page uses, as <style> elements. */
  styles: string;
  /** Errors React met while rendering; the browser renders those parts again. */
  errors: unknown[];
  /** The popups, closed, to follow the app's root (features/popups/popup-markup.tsx); empty when there are none. */
  popups: string;
}

async function text(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * React writes the hoistable head tags (title, meta, link) of a page rendered without its document ahead of it;
 * they belong in <head>. Their attribute values and text are escaped, so none of them holds a '<' of its own.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^<>]*\/?>)*/;

function splitHoisted(html: string): { head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

export async function renderPage({ url, reader, loadRemote, form, siteOrigin, offers = OFFERS_SHOWN, popupEntries }: RenderInput): Promise<RenderedPage> {
  // Read as the browser reads its address, so the page renders at the location the browser later hydrates it at. The
  // server's router matched the path already (which route, and whether it is one at all); React Router matches it
  // once more only to render it, as it will in the browser.
  const { pathname, search } = new URL(url, 'http://localhost');
  const errors: unknown[] = [];
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <AppProviders reader={reader} loadRemote={loadRemote} siteOrigin={siteOrigin} offers={{ policy: offers, takeBreak: null }}>
          <SubmittedFormProvider form={form ?? null}>
            <StaticRouter location={{ pathname, search }}>
              <AppRoutes />
            </StaticRouter>
          </SubmittedFormProvider>
        </AppProviders>,
      ),
      {
        onError: (error) => void errors.push(error),
        // Every Suspense boundary is written in place, whatever its size: React would otherwise send a large one
        // after the rest with an inline script to move it, which the CSP forbids and a reader without JavaScript
        // would never see.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    const { head, body } = splitHoisted(await text(prelude as AsyncIterable<string | Uint8Array>));
    // Outside the app's tree, which never renders them, with their styles in the page's sheet.
    const popups = popupEntries
      ? renderToStaticMarkup(
          sheet.collectStyles(
            <ThemeRoot withGlobalStyle={false}>
              <PopupMarkup entries={popupEntries} pathname={pathname} />
            </ThemeRoot>,
          ),
        )
      : '';
    return { head, body, styles: sheet.getStyleTags(), errors, popups };
  } finally {
    sheet.seal();
  }
}
