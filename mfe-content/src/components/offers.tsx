import type { ReactNode } from 'react';
import { useOfferPolicy } from 'shared-data/react';

/**
 * Whether the page shows the offers: false for a reader on a break ('Ara ver'). Read on every render from the host's
 * policy (the server's on the first render, then the reader's), never kept: a break taken in place drops the offers
 * where they stand.
 */
export const useOffersShown = (): boolean => useOfferPolicy().shown;

/**
 * What only belongs on a page that shows the offers: a call to action with what frames it (a "Bonusu al" row, a
 * "Bu Oyunu Oyna" box). Renders nothing while they are hidden; the casinos' terms and figures stay outside it.
 */
export function OffersShown({ children }: { children: ReactNode }) {
  return useOffersShown() ? children : null;
}
