import { css } from 'styled-components';

/** The row of page numbers under a paged list (public lists and admin tables). */
export const pagerListStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One page number, a link or a button; `$current` fills the page being shown with the accent colour. */
export const pagerItemStyles = css<{ $current?: boolean }>`
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.onAccent : theme.colors.text)};
  font-weight: 600;
`;
