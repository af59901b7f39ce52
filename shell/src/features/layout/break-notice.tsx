import { useOfferPolicy } from 'shared-data/react';
import styled from 'styled-components';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/**
 * On every page while the reader's break runs: when it ends, and where help is. Nothing when there is no break (a
 * country's rule that hides the offers says nothing here).
 */
export function BreakNotice() {
  const { breakUntil } = useOfferPolicy();
  if (!breakUntil) return null;
  return (
    <Notice data-testid="break-notice">
      Ara verdiniz: bu tarayıcıda <strong>{breakUntil.text}</strong> tarihine kadar bonus teklifi ve casino bağlantısı
      gösterilmiyor. Destek için YEDAM: <a href="tel:115">115</a>.
    </Notice>
  );
}
