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
