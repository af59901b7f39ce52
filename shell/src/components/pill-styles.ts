import { css } from 'styled-components';

/** The shell's filled call to action: accent pill with dark text (channel link, popup offers, retry). */
export const accentPillStyles = css`
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.accentHover}; }
`;

/** The shell's quiet control: outlined pill (header buttons, carousel arrows). */
export const outlinePillStyles = css`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
`;
