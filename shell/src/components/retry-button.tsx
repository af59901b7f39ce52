import styled from 'styled-components';

/** 'Tekrar Dene': the button of every failure that can be tried again (a remote, the search index). */
export const RetryButton = styled.button`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.accentHover}; }
`;
