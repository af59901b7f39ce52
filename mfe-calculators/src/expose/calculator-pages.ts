import type { SatisfiesPages } from 'shared-data/react';
import type * as self from './calculator-pages.ts';
// The thin adapter the shell loads: one named export per page.
export { CalculatorsPage } from '../features/calculators/calculators-page.tsx';
export { CalculatorPage } from '../features/calculator-page/calculator-page.tsx';

/** Fails the typecheck when this module lacks a page the route table names in it (shared-data's `exposedPages`). */
export type Contract = SatisfiesPages<typeof self, 'calculators', 'CalculatorPages'>;
