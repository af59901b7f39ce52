import { lazy } from 'react';
import type { SatisfiesPages } from 'shared-data/react';
import type * as self from './calculator-pages.ts';

// The thin adapter the shell loads: one named export per page. The hub is a chunk of its own, and a calculator's page
// loads only its own calculator (app/calculator-page.tsx), so neither downloads the other's code.
export const CalculatorsPage = lazy(() =>
  import('../app/calculators-page.tsx').then((m) => ({ default: m.CalculatorsPage })),
);
export { CalculatorPage } from '../app/calculator-page.tsx';

/** Fails the typecheck when this module lacks a page the route table names in it (shared-data's `exposedPages`). */
export type Contract = SatisfiesPages<typeof self, 'calculators', 'CalculatorPages'>;
