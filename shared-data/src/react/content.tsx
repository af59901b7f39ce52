import { createContext, use, useContext, type ReactNode } from 'react';
import { browserContentReader, readIfReadable, type ContentReader } from '../content-client.ts';

/**
 * The reader pages load content through. The browser's by default; the server gives each request its own, which
 * reads the store and records the answers it embeds in the page.
 */
const ContentReaderContext = createContext<ContentReader | null>(null);

export function ContentReaderProvider({ reader, children }: { reader: ContentReader; children: ReactNode }) {
  return <ContentReaderContext value={reader}>{children}</ContentReaderContext>;
}

export function useContentReader(): ContentReader {
  return useContext(ContentReaderContext) ?? browserContentReader();
}

/** The answer at `url`; suspends until it is there and throws a `ContentError` to the error boundary. */
export function useContent<T>(url: string): T {
  return use(useContentReader().read<T>(url));
}

/** The answer at `url`, or null when it cannot be read (any failure): for a part that goes without it. */
export function useContentIfReadable<T>(url: string): T | null {
  return use(readIfReadable<T>(useContentReader(), url));
}

/** Like `useContent`, but an entry that does not exist (404) is null. */
export function useOptionalContent<T>(url: string): T | null {
  return use(useContentReader().readOptional<T>(url));
}
