import { useSearchParams } from 'shared-data/react';
import { requestedPage } from 'shared-data';

/**
 * The page a list asks the API for: `?sayfa=` when it is a page number, else 1, as an unreadable number always
 * meant. The API clamps a page past the end; the list shows the page its answer reports.
 */
export function useRequestedPage(): number {
  const [params] = useSearchParams();
  return requestedPage(params);
}
