import { Suspense, use, useContext, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteKey } from 'shared-data';
import styled from 'styled-components';
import { RemoteModuleContext } from './load-remote.ts';
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
 * What the server rendered of each remote page of this document, and at which address, read before the browser
 * hydrates it: if the remote's code then fails to load, the reader keeps that page (its links and forms work without
 * scripts) instead of losing it to an error box.
 */
const serverRendered =
  typeof document === 'undefined'
    ? null
    : {
        at: `${window.location.pathname}${window.location.search}`,
        title: document.title,
        parts: new Map([...document.querySelectorAll('[data-remote-page]')].map((part) => [part.getAttribute('data-remote-page'), part.innerHTML])),
      };

interface RemotePageProps {
  remote: RemoteKey;
  /** The exposed module, e.g. 'ContentPages'. */
  module: string;
  /** The named page component inside that module. */
  page: string;
}

function RemotePageContent({ remote, module, page, attempt }: RemotePageProps & { attempt: string }) {
  const pages = use(useContext(RemoteModuleContext)(remote, module, attempt));
  const Page = pages[page];
  if (!Page) throw new Error(`${module} has no page ${page}`);
  return <Page />;
}

/**
 * Renders one page of a remote inside its own error boundary and loading state. An attempt is the page's address
 * and the reader's retries: going to another page, or "Tekrar Dene", clears a failure and loads the remote anew.
 */
export function RemotePage({ remote, module, page }: RemotePageProps) {
  const { pathname, search } = useLocation();
  const [retries, setRetries] = useState(0);
  const attempt = `${pathname}#${retries}`;
  const partName = `${remote}/${page}`;
  const here = `${pathname}${search}`;
  const kept = serverRendered?.at === here ? serverRendered : null;
  return (
    <RemoteErrorBoundary
      attempt={attempt}
      onRetry={() => setRetries((n) => n + 1)}
      serverHtml={kept?.parts.get(partName)}
      title={kept?.title}
    >
      <Part data-remote-page={partName}>
        <Suspense fallback={<PageLoading />}>
          <RemotePageContent remote={remote} module={module} page={page} attempt={attempt} />
        </Suspense>
      </Part>
    </RemoteErrorBoundary>
  );
}
