import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { RetryButton } from '../../components/retry-button.tsx';

interface Props {
  /** The reader's attempt at this page: a new one (another page, a retry) clears the failure. */
  attempt: string;
  onRetry: () => void;
  /**
   * Reads the page as the server rendered it, kept when the browser cannot load the part that would take it over;
   * called only then, as writing out a long page's HTML is work no reader needs until a failure.
   */
  serverHtml?: (() => string) | undefined;
  /** The page's title as the server wrote it. */
  title?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: string;
}

const Box = styled.div`
  margin: ${({ theme }) => theme.space.xl} auto;
  max-width: 36rem;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h2 { margin-top: 0; }
`;

const Kept = styled.div`
  display: contents;
`;

const FAILED_TITLE = 'Bu bölüm şu anda yüklenemedi';

/**
 * Keeps a failing remote from blanking the page: the layout stays, the page the server rendered stays when there is
 * one, and the reader can try again.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: this.props.attempt };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.attempt === state.attempt ? null : { failed: false, attempt: props.attempt };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Bir uzak modül yüklenemedi:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { serverHtml, title, onRetry } = this.props;
    const retry = (
      <RetryButton type="button" onClick={onRetry}>
        Tekrar Dene
      </RetryButton>
    );
    if (serverHtml !== undefined) {
      return (
        <>
          {title ? <title>{title}</title> : null}
          <Box role="alert">
            <h2>{FAILED_TITLE}</h2>
            <p>Sayfanın içeriği aşağıda; etkileşimli bölümleri ise bağlantı sorunu giderilince çalışacak.</p>
            {retry}
          </Box>
          {/* The server's own HTML of this page, read from the document before hydration. */}
          <Kept dangerouslySetInnerHTML={{ __html: serverHtml() }} />
        </>
      );
    }
    return (
      <Box role="alert">
        <title>{`${FAILED_TITLE} | SafeBet`}</title>
        <h1>{FAILED_TITLE}</h1>
        <p>Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Sayfanın geri kalanı çalışmaya devam ediyor.</p>
        {retry}
      </Box>
    );
  }
}
