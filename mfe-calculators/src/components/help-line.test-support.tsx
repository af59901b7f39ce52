/** What a reader finds beside a money result: the help line (imported by `*.test.tsx` only). */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** YEDAM's 115 is one tap away on the page, in its calm sentence, and outside the result's live region `result`. */
export function expectMoneyHelpLine(result: HTMLElement) {
  const call = screen.getByRole('link', { name: '115' });
  expect(call).toHaveAttribute('href', 'tel:115');
  expect(call.parentElement).toHaveTextContent(
    'Kayıplarınızı geri kazanmak için oynamayın. Ücretsiz ve gizli destek için YEDAM: 115',
  );
  expect(result).not.toContainElement(call);
}
