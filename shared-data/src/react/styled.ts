import type { Theme } from '../theme.ts';

// Types the styled-components theme once for every app that imports this entry.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends Theme {}
}

export {};
