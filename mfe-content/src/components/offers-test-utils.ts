/** The offer policy of a reader on a break, and what such a reader must not find on a page (imported by tests only). */
import { screen } from '@testing-library/react';
import type { OfferPolicyValue } from 'shared-data/react';
import { expect } from 'vitest';

/** A reader on a break until 7 December 2026, 05:00 in Istanbul; the break is not taken in place. */
export const onBreak: OfferPolicyValue = {
  policy: { shown: false, breakUntil: { iso: '2026-12-07T02:00:00.000Z', text: '7 Aralık 2026 05:00' } },
  takeBreak: null,
};

/** No link through our redirect to a casino, and no call to action's words, anywhere on the page. */
export function expectNoCallToAction() {
  const outbound = screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/git/'));
  expect(outbound.map((link) => link.getAttribute('href'))).toEqual([]);
  expect(document.querySelector('[href^="/git/"]')).toBeNull();
  for (const words of ['Bonus Al', 'Siteye Git', 'Bonusu Talep Et']) expect(screen.queryByText(words)).toBeNull();
}
