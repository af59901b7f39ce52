import type { Heading } from 'shared-data';
import styled from 'styled-components';

const Box = styled.nav`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  max-width: 46rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.md}; }
  ol { margin: 0; padding-left: ${({ theme }) => theme.space.lg}; }
  li { margin: ${({ theme }) => theme.space.xs} 0; }
  li.sub { margin-left: ${({ theme }) => theme.space.md}; list-style: circle; }
`;

/** A table of contents from the anchored headings, shown on long articles only. */
export function TableOfContents({ headings }: { headings: readonly Heading[] }) {
  if (headings.filter((h) => h.level === 2).length < 3) return null;
  return (
    <Box aria-labelledby="toc-title">
      <h2 id="toc-title">İçindekiler</h2>
      <ol>
        {headings.map((h) => (
          <li key={h.id} className={h.level === 3 ? 'sub' : undefined}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ol>
    </Box>
  );
}
