/** Assertions shared by the betting rules' tests (imported by `*.test.ts` only). */

import { expect } from 'vitest';
import { roundTo } from '../format.ts';

/** Money and percentages as the sources print them: two decimals; a rounded −0 is 0, as printed. */
export const r2 = (n: number | null): number | null => (n === null ? null : roundTo(n, 2) + 0);

/** Every number in a rule's answer, list entries included, is finite: no NaN or Infinity reaches a page. */
export function expectFinite(result: object): void {
  for (const [key, value] of Object.entries(result)) {
    for (const v of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (typeof v === 'number') expect(Number.isFinite(v), `${key} = ${v}`).toBe(true);
    }
  }
}
