import { pageTitle } from '../config.ts';

/**
 * Sets the document title and meta description. React 19 hoists <title> and <meta> into <head>,
 * so every page (in any remote) declares its own head without a helper library.
 */
export function PageMeta({ title, description, noindex = false }: { title: string; description: string; noindex?: boolean }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
    </>
  );
}
