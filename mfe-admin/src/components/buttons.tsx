import styled from 'styled-components';

export const PrimaryButton = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentHover}; }
  &:disabled { opacity: 0.7; cursor: progress; }
`;

export const SecondaryButton = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.accent}; }
  &:disabled { color: ${({ theme }) => theme.colors.textMuted}; cursor: not-allowed; }
`;
