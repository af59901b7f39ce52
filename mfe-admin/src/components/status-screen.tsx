import type { ReactNode } from 'react';
import styled from 'styled-components';

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** A whole-page message of the admin (checking the session, server unreachable), with its own main landmark. */
export function StatusScreen({ children }: { children: ReactNode }) {
  return <Main id="admin-main">{children}</Main>;
}
