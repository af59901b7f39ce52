import type { ReactNode } from 'react';
import { slugify, type Heading } from 'shared-data';
import styled from 'styled-components';
import { GRADES_HEADING } from '../../components/offer-grade.tsx';

/** The method page's sections in order: their headings, and ids made from them as the articles' are (slugify). */
const titles = {
  closedForm: 'Kapalı Form: Çevrimin Ortalama Maliyeti',
  simulation: 'Simülasyon: Teklifi Binlerce Kez Oynamak',
  standardPlay: 'Sitenin Standart Oyunu',
  volatility: 'Oynaklık Sınıfları',
  figures: 'Rakamlar Ne Anlatır?',
  example: 'Örnek Hesap',
  limits: 'Varsayımlar ve Sınırlar',
  grades: GRADES_HEADING,
  openData: 'Açık Veri',
  history: 'Yöntemin Sürümleri',
  sources: 'Kaynaklar',
} as const;

export type SectionKey = keyof typeof titles;

/** The table of contents' entries. */
export const methodHeadings: readonly Heading[] = Object.values(titles).map((text) => ({ id: slugify(text), text, level: 2 }));

/** A section of the page, named by its heading, which carries the anchor id. */
export function MethodSection({ section, children }: { section: SectionKey; children: ReactNode }) {
  const text = titles[section];
  const id = slugify(text);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{text}</h2>
      {children}
    </section>
  );
}

/** A sub-heading inside a section, anchored the same way. */
export function SubHeading({ children }: { children: string }) {
  return <h3 id={slugify(children)}>{children}</h3>;
}

/** Figures as label and value pairs. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
`;
