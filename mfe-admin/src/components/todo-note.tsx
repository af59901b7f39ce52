import type { ReactNode } from 'react';
import styled from 'styled-components';

const Note = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  strong { color: ${({ theme }) => theme.colors.accent}; }
`;

/** The 'Yapılacak' (to do) marker of SPEC §2 for what the admin cannot do yet. */
export function TodoNote({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Note role="note" id={id}>
      <strong>Yapılacak:</strong> {children}
    </Note>
  );
}
