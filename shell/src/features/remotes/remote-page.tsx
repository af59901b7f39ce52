import { Suspense, use, useContext, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, routeOf, type PageRef, type RouteName } from 'shared-data';
import { EarlyInputContext, HandOverEarlyInput, IslandGateContext, SubmittedFormProvider, useNavigate, useOfferPolicy, useSubmittedForm } from 'shared-data/react';
import styled from 'styled-components';
import { answeredForm } from '../../lib/page-data.ts';
import { handOverEarlyInput } from '../../lib/early-input.ts';
import { useOnServerEntry } from '../../lib/server-entry.ts';
import { formNavigation, linkNavigation, sitePath } from '../../lib/internal-links.ts';
import { firstLoadIslandGate, firstLoadPageGate } from './island-gate.ts';
import { browserRemoteModule, RemoteModuleContext } from './load-remote.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

const Loading = styled.div`
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Marks where a remote's page sits in the HTML, without a box of its own. */
const Part = styled.div`
  display: contents;
`;

function PageLoading() {
  return (
    <Loading role="status" aria-live="polite">
      Yükleniyor…
    </Loading>
  );
}

/**
 * What the server rendered of each remote page of this document, and at which address: if the remote's code then
 * fails to load, the reader keeps that page (its links and forms work without scripts) instead of losing it to an
 * error box. A part that hydrates is read now, before React changes it. A static part stays the server's HTML as long
 * as it is on screen, and keeps it once removed: it is read only if it is ever needed (writing out a long page's
 * main content took about 3 ms of every start-up, traced).
 */
const serverRendered =
  typeof document === 'undefined'
    ? null
    : {
        at: `${window.location.pathname}${window.location.search}`,
        title: document.title,
        parts: new Map(
          [...document.querySelectorAll('[data-remote-page]')].map((part) => {
            const html = part.getAttribute('data-first-load') === 'static' ? null : part.innerHTML;
            return [part.getAttribute('data-remote-page'), () => html ?? part.innerHTML];
          }),
        ),
      };

/** The fields of the form this document answers (a POSTed self-test), read before React runs; null on any other. */
const firstLoadForm = typeof document === 'undefined' ? null : answeredForm(document);

/**
 * The element's server children stay as they are: React writes `dangerouslySetInnerHTML` again only when its HTML
 * changes. Early React 19 releases compared the objects instead (facebook/react #31660), so an inline object wiped
 * the server's HTML on the next render; one frozen object is safe under both.
 */
const KEEP_SERVER_HTML = Object.freeze({ __html: '' });

/** Loads a page's remote module ahead of a navigation to it (a link under the pointer or the focus). */
function warm(path: string | null) {
  const route = path === null ? null : matchRoute(new URL(path, window.location.href).pathname);
  if (!route) return;
  const { remote, module } = routeOf(route.route).page;
  browserRemoteModule(remote, module, `warm:${path}`).catch(() => undefined);
}

/**
 * A remote page the browser keeps as the server rendered it: no remote code loads for it. Its internal links and
 * GET forms become client navigations once the shell runs (one delegated handler each), and the pages they lead to
 * are warmed on hover and focus.
 */
function ServerPart({ name }: { name: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const to = anchor instanceof HTMLAnchorElement ? linkNavigation(anchor, event, window.location) : null;
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  const onSubmit = (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const to = formNavigation(form, submitter, window.location);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  const onWarm = (event: { target: EventTarget }) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (anchor instanceof HTMLAnchorElement) warm(sitePath(anchor.href, window.location));
  };
  return (
    <Part
      data-remote-page={name}
      data-first-load="static"
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
      onClick={onClick}
      onSubmit={onSubmit}
      onPointerOver={onWarm}
      onFocus={onWarm}
    />
  );
}

function RemotePageContent({ remote, module, page, attempt }: PageRef & { attempt: string }) {
  const pages = use(useContext(RemoteModuleContext)(remote, module, attempt));
  const Page = pages[page];
  if (!Page) throw new Error(`${module} has no page ${page}`);
  return <Page />;
}

/**
 * Holds a first page whose code loads when it is used (a route's `loadsWhenUsed`) until the reader acts on one of its
 * islands: until then nothing below renders, so the remote's code is not asked for, and React keeps the server's HTML
 * of the suspended boundary. It suspends by throwing, on its first render only, as shared-data/react's island gate.
 */
function WhenUsed({ name, children }: { name: string | null; children: ReactNode }) {
  const waiting = name === null ? null : firstLoadPageGate(name);
  if (waiting) throw waiting;
  return children;
}

/**
 * Renders the page of `route` from its remote inside its own error boundary and loading state. An attempt is the
 * page's address and the reader's retries: going to another page, or "Tekrar Dene", clears a failure and loads the
 * remote anew. A `static` route's first load keeps the server's HTML and loads no remote code; an `interactive` one
 * hydrates its remote page, whose islands wait until they are needed (and the whole page with them, its code
 * included, for a route that `loadsWhenUsed`).
 */
export function RemotePage({ route }: { route: RouteName }) {
  const { page: ref, firstLoad, loadsWhenUsed } = routeOf(route);
  const { pathname, search } = useLocation();
  // Read so that a change of the policy renders the page again: a break taken in place leaves the server's HTML.
  useOfferPolicy();
  const onServerEntry = useOnServerEntry();
  const [retries, setRetries] = useState(0);
  // The form the server renders this page's answer to (on the server), or the one this document answers (in the browser).
  const form = useSubmittedForm() ?? (onServerEntry ? firstLoadForm : null);
  const attempt = `${pathname}#${retries}`;
  const partName = `${ref.remote}/${ref.page}`;
  const here = `${pathname}${search}`;
  const part = useRef<HTMLDivElement>(null);
  const kept = serverRendered?.at === here ? serverRendered : null;
  return (
    <RemoteErrorBoundary
      attempt={attempt}
      onRetry={() => setRetries((n) => n + 1)}
      serverHtml={kept?.parts.get(partName)}
      title={kept?.title}
    >
      {firstLoad === 'static' && onServerEntry ? (
        <ServerPart name={partName} />
      ) : (
        <Part ref={part} data-remote-page={partName} data-first-load={loadsWhenUsed ? 'when-used' : firstLoad}>
          {/* On the server's entry, the page's islands hydrate when they are needed (shared-data/react's Island), and
              what the reader typed before a part hydrated is handed over as it does: also once the entry has ended
              (the page's query changed), for an island that hydrates only then. On a page React made itself there is
              nothing to hand over, and the hand-over finds nothing. */}
          <EarlyInputContext value={handOverEarlyInput}>
            <IslandGateContext value={onServerEntry ? firstLoadIslandGate : null}>
              {/* A POSTed form's answer hydrates with the fields it was rendered with. */}
              <SubmittedFormProvider form={form}>
                <Suspense fallback={<PageLoading />}>
                  {/* Always there, gating or not: the first page's own query changes as the reader uses it (a
                      calculator keeps its fields in the address), which ends the server's entry, and a tree of
                      another shape then would mount the page anew (its fields replaced under the reader's fingers). */}
                  <WhenUsed name={loadsWhenUsed && onServerEntry ? partName : null}>
                    <RemotePageContent {...ref} attempt={attempt} />
                  </WhenUsed>
                  <HandOverEarlyInput part={part} />
                </Suspense>
              </SubmittedFormProvider>
            </IslandGateContext>
          </EarlyInputContext>
        </Part>
      )}
    </RemoteErrorBoundary>
  );
}
