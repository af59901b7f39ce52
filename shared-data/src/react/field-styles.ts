import { css } from 'styled-components';

/**
 * The look of a text field in every app: height, padding, border, colours, and a red border when the field is
 * marked invalid. Apps add only what differs (width, font size).
 */
export const textFieldStyles = css`
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.dangerBorder}; }
`;

/** The look of the main action in every app: a yellow pill, whether it is a button or a link. */
export const primaryActionStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
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
