import styled from 'styled-components';

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
