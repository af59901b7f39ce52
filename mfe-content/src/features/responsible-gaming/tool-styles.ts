import styled from 'styled-components';

/** A block of the tools' pages: a bordered surface. */
export const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  max-width: 48rem;
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.xl}; }
  h3 { margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.lg}; }
  p, ul { margin: ${({ theme }) => theme.space.sm} 0; }
  li { margin: ${({ theme }) => theme.space.xs} 0; }
`;

/** A field's message when its input cannot be used. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** The suggestion to stop, for a moderate or higher result: it must not be missed. */
export const StopNotice = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
  p { margin: ${({ theme }) => theme.space.xs} 0; }
`;

/**
 * A live region that says what the form's last submission gave (the result, or what to fix). It stays in the page
 * while empty, as a live region must be there before it speaks, without taking room.
 */
export const Status = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-weight: 600;
  &:empty { margin: 0; }
`;
