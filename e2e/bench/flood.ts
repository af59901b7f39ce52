/**
 * The flood of unique URLs the memory benches send (pages.ts, embedded-database.ts): 20,000 addresses, 8 at a time,
 * a tenth of them new searches that render anew, the rest differing only in what no page reads or asking for pages
 * past the end. Bounded by a count and a time limit; a 5xx stops it.
 */
import { paths } from 'shared-data';

export const FLOOD_URLS = 20_000;
const FLOOD_RENDERED = 2_000;
const FLOOD_TIME_LIMIT_MS = 600_000;
const FLOOD_CONCURRENCY = 8;

/** One request as a browser sends it (brotli accepted, redirects not followed); its milliseconds. */
export async function timedRequest(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' }, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status >= 500) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** The flood's `i`-th address. */
function floodPath(i: number): string {
  if (i < FLOOD_RENDERED) return `${paths.games}?q=flood${i}`;
  if (i % 3 === 0) return `${paths.blog}?utm_source=${i}`;
  if (i % 3 === 1) return `${paths.games}?sayfa=${1 + (i % 9000)}`;
  return `${paths.blogPost('sorumlu-oyun-rehberi')}?ref=${i}`;
}

/** Sends the flood to `baseUrl`; resolves with how many URLs were sent and the seconds it took. */
export async function floodUniqueUrls(baseUrl: string): Promise<{ sent: number; seconds: number }> {
  const started = Date.now();
  let sent = 0;
  const next = (): string | null => {
    if (sent >= FLOOD_URLS || Date.now() - started > FLOOD_TIME_LIMIT_MS) return null;
    const path = floodPath(sent);
    sent += 1;
    return path;
  };
  const worker = async () => {
    for (let path = next(); path !== null; path = next()) await timedRequest(`${baseUrl}${path}`);
  };
  await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, worker));
  return { sent, seconds: (Date.now() - started) / 1000 };
}
