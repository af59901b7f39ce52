import type { ReactNode } from 'react';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { theme } from '../theme.ts';
import './styled.ts';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme: t }) => t.colors.background};
    color: ${({ theme: t }) => t.colors.text};
    font-family: ${({ theme: t }) => t.font.body};
    font-size: ${({ theme: t }) => t.font.size.md};
    line-height: 1.6;
  }
  a { color: ${({ theme: t }) => t.colors.link}; }
  img { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid ${({ theme: t }) => t.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* Under reduced motion nothing moves or fades. Transitions are off rather than shortened: a very short duration
     still makes every style change a transition of all properties, and until the next frame is drawn the old value
     stays, so a page that is not drawing (behind another tab) keeps showing it. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
      transition: none !important; scroll-behavior: auto !important; }
  }
`;

/** Theme and global styles; the shell renders it once, a remote running on its own renders it for itself. */
export function ThemeRoot({ children, withGlobalStyle = true }: { children: ReactNode; withGlobalStyle?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
