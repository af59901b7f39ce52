import { pageWindow, queryKeys } from 'shared-data';
import { Link, pagerItemStyles, pagerListStyles, useLocation } from 'shared-data/react';
import styled from 'styled-components';

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space.xl};
  ul { ${pagerListStyles} justify-content: center; }
`;

const PageLink = styled(Link)<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${pagerItemStyles}
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Builds the URL of a page, keeping the other query parameters (search text, provider). */
export function usePageHref() {
  const location = useLocation();
  return (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page <= 1) params.delete(queryKeys.page);
    else params.set(queryKeys.page, String(page));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
}

/** The pager: previous/next, up to 5 numbers with first/last and ellipses, hidden for a single page. */
export function Pagination({ page, total }: { page: number; total: number }) {
  const href = usePageHref();
  const items = pageWindow(page, total);
  if (items.length === 0) return null;
  return (
    <Nav aria-label="Sayfalama">
      <ul>
        {page > 1 && (
          <li>
            <PageLink to={href(page - 1)} rel="prev">
              ‹ Önceki
            </PageLink>
          </li>
        )}
        {items.map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={item.key} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item.page}>
              <PageLink
                to={href(item.page)}
                $current={item.page === page}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </PageLink>
            </li>
          ),
        )}
        {page < total && (
          <li>
            <PageLink to={href(page + 1)} rel="next">
              Sonraki ›
            </PageLink>
          </li>
        )}
      </ul>
    </Nav>
  );
}
