import { Suspense, use, useContext, useState } from 'react';
import type { RemoteKey } from 'shared-data';
import styled from 'styled-components';
import { RemoteModuleContext } from './load-remote.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

const Loading = styled.div`
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function PageLoading() {
  return (
    <Loading role="status" aria-live="polite">
      Yükleniyor…
    </Loading>
  );
}

interface RemotePageProps {
  remote: RemoteKey;
  /** The exposed module, e.g. 'ContentPages'. */
  module: string;
  /** The named page component inside that module. */
  page: string;
}

function RemotePageContent({ remote, module, page, attempt }: RemotePageProps & { attempt: number }) {
  const pages = use(useContext(RemoteModuleContext)(remote, module, attempt));
  const Page = pages[page];
  if (!Page) throw new Error(`${module} has no page ${page}`);
  return <Page />;
}

/** Renders one page of a remote inside its own error boundary and loading state. */
export function RemotePage({ remote, module, page }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading />}>
        <RemotePageContent remote={remote} module={module} page={page} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
