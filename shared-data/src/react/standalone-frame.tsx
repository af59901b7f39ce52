import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ThemeRoot } from './theme-root.tsx';

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

/** What a remote renders around its pages when its team runs it on its own, without the shell. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      <Main id="main">{children}</Main>
    </ThemeRoot>
  );
}
