import styled from 'styled-components';
import { accentPillStyles } from './pill-styles.ts';

/** 'Tekrar Dene': the button of every failure that can be tried again (a remote, the search index). */
export const RetryButton = styled.button`
  ${accentPillStyles}
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;
