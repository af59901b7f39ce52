import { Component, Fragment, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { CONTENT_UNAVAILABLE, ContentError, type ContentReader } from 'shared-data';
import { useContentReader, useLocation } from 'shared-data/react';
import styled from 'styled-components';
import { PrimaryButton } from './layout.tsx';

// Tall enough that the footer does not jump up and back while a page waits for its content.
const Loading = styled.div`
  min-height: 60vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.div`
  max-width: 36rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h1 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.xl}; }
`;

interface BoundaryProps {
  /** Changes with the page's URL: a failure belongs to the URL it happened on. */
  resetKey: string;
  reader: ContentReader;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
  attempt: number;
}

class LoadErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Navigated away from a failed URL: the next one gets its own try.
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The failure is on screen now, so its cached answer can go: coming back to this URL asks the server again.
    if (error instanceof ContentError) this.props.reader.forget(error.url);
    else console.error('Sayfa gösterilemedi:', error, info.componentStack);
  }

  private retry = () => {
    // Every kept answer goes, so a page whose several answers failed together asks for all of them again.
    this.props.reader.forget();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    if (error === null) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    const known = error instanceof ContentError;
    return (
      <Failure role="alert">
        <h1>İçerik yüklenemedi</h1>
        <p>{known ? error.message : CONTENT_UNAVAILABLE}</p>
        {(!known || error.retryable) && (
          <PrimaryButton type="button" onClick={this.retry}>
            Tekrar Dene
          </PrimaryButton>
        )}
      </Failure>
    );
  }
}

/**
 * Around a page that reads the content API: a loading state while its answers arrive (on a page the server
 * rendered they are there at once) and a Turkish message with a retry when they cannot be loaded.
 */
export function ContentBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const reader = useContentReader();
  return (
    <LoadErrorBoundary resetKey={`${pathname}${search}`} reader={reader}>
      <Suspense
        fallback={
          <Loading role="status" aria-live="polite">
            Yükleniyor…
          </Loading>
        }
      >
        {children}
      </Suspense>
    </LoadErrorBoundary>
  );
}

/** A page component that reads the content API, wrapped in its `ContentBoundary`. */
export function withContentBoundary(Page: ComponentType): ComponentType {
  function BoundedPage() {
    return (
      <ContentBoundary>
        <Page />
      </ContentBoundary>
    );
  }
  BoundedPage.displayName = `WithContentBoundary(${Page.displayName ?? Page.name})`;
  return BoundedPage;
}
