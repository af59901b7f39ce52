import { useMemo, type MouseEvent } from 'react';
import { useNavigate, useOfferPolicy } from 'shared-data/react';
import { legacyHashToPath, type ArticleBody as Body } from 'shared-data';
import styled from 'styled-components';
import { TableOfContents } from './table-of-contents.tsx';

export const Prose = styled.div`
  max-width: 46rem;
  font-size: 1.0625rem;
  line-height: 1.75;
  h2 { margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.xl}; line-height: 1.3; scroll-margin-top: 5rem; }
  h3 { margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.lg}; scroll-margin-top: 5rem; }
  p, ul, ol { margin: 0 0 ${({ theme }) => theme.space.md}; }
  li { margin: ${({ theme }) => theme.space.xs} 0; }
  blockquote {
    margin: ${({ theme }) => theme.space.lg} 0;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  .table-wrap { overflow-x: auto; margin: ${({ theme }) => theme.space.md} 0; }
  table { width: 100%; border-collapse: collapse; font-size: ${({ theme }) => theme.font.size.sm}; }
  th, td { padding: ${({ theme }) => theme.space.sm}; border: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  th { background: ${({ theme }) => theme.colors.surfaceRaised}; }
`;

/** Internal links in article HTML navigate inside the app; legacy '#/...' links go to their path form. */
function useInternalLinkNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank') return;
    const path = href.startsWith('#/') ? legacyHashToPath(href) : href.startsWith('/') ? href : null;
    if (!path) return;
    event.preventDefault();
    navigate(path);
  };
}

/**
 * The links to casinos an article holds (the affiliate redirect, written `[Nebula Bet](/git/nebula-bet)` and stored as
 * `<a href="/git/…" …>`), left as their text: for a reader whose page shows no offers. The HTML is the store's,
 * sanitised when written, so its anchors have this one shape.
 */
export function withoutCasinoLinks(html: string): string {
  return html.replace(/<a\b[^>]*\shref="\/git\/[^"]*"[^>]*>([\s\S]*?)<\/a>/g, '<span>$1</span>');
}

/**
 * An article body as it comes with its page's answer: the table of contents and the HTML. The HTML is produced and
 * sanitised on the server when the content is written (seed, CMS), so no sanitiser ships to the browser.
 */
export function ArticleBody({ body, contents = true }: { body: Body; /** Show the table of contents. */ contents?: boolean }) {
  const onClick = useInternalLinkNavigation();
  const { shown } = useOfferPolicy();
  // One object per text: React rewrites the HTML whenever the object changes.
  const html = useMemo(() => ({ __html: shown ? body.html : withoutCasinoLinks(body.html) }), [body.html, shown]);
  return (
    <>
      {contents && <TableOfContents headings={body.headings} />}
      <Prose onClick={onClick} dangerouslySetInnerHTML={html} />
    </>
  );
}
