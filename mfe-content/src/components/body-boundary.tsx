import { Component, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';

const Placeholder = styled.div`
  min-height: 40rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

class BodyErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <div role="alert">
          <p>Yazının metni yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.</p>
          <button type="button" onClick={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}>
            Tekrar Dene
          </button>
        </div>
      );
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}

/** Waits for an article body with a space-keeping placeholder and recovers from a failed load. */
export function BodyBoundary({ children }: { children: ReactNode }) {
  return (
    <BodyErrorBoundary>
      <Suspense fallback={<Placeholder role="status" data-pending="">
            Yazı yükleniyor…
          </Placeholder>}>{children}</Suspense>
    </BodyErrorBoundary>
  );
}
