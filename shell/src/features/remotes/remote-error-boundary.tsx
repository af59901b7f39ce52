import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { RetryButton } from '../../components/retry-button.tsx';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

const Box = styled.div`
  margin: ${({ theme }) => theme.space.xl} auto;
  max-width: 36rem;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

/** Keeps a failing remote from blanking the page: the layout stays and the reader can try again. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Bir uzak modül yüklenemedi:', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert">
        <h1>Bu bölüm şu anda yüklenemedi</h1>
        <p>Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Sayfanın geri kalanı çalışmaya devam ediyor.</p>
        <RetryButton type="button" onClick={this.retry}>
          Tekrar Dene
        </RetryButton>
      </Box>
    );
  }
}
