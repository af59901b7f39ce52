/** Reading the site's content API from a journey: what the pages are given, to compare with what they show. */
import { expect, type APIRequestContext } from '@playwright/test';
import { withPage, type Paged } from 'shared-data';

/** One answer of the content API, which must be there (200). */
export async function answer<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** Every entry of a paged list of the content API, page by page. */
export async function everyItem<T>(request: APIRequestContext, url: string): Promise<T[]> {
  const first = await answer<Paged<T>>(request, url);
  const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, i) => answer<Paged<T>>(request, withPage(url, i + 2))));
  return [first, ...rest].flatMap((paged) => paged.items);
}
