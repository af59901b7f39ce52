import type { ReactNode } from 'react';
import { breadcrumbLd, paths, type CalculatorSlug } from 'shared-data';
import { Island, Link, PageMeta } from 'shared-data/react';
import styled from 'styled-components';
import { CalculatorCard } from './calculator-card.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h1 { margin: 0; font-size: ${({ theme }) => theme.font.size.xxl}; }
`;

const Intro = styled.p`
  margin: 0;
  max-width: 48rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Formula = styled.details`
  max-width: 48rem;
  summary { cursor: pointer; font-weight: 600; }
  p, ul { margin: ${({ theme }) => theme.space.sm} 0; }
`;

interface CalculatorPageLayoutProps {
  slug: CalculatorSlug;
  /** The h1 and the last breadcrumb. */
  heading: string;
  metaTitle: string;
  metaDescription: string;
  intro: ReactNode;
  /** The formula in words with a worked example, folded under 'Formül ve örnek'. */
  formula: ReactNode;
  /**
   * The `localStorage` key a calculator writes while the reader keeps something of theirs in it (the bet log's bets,
   * which only the browser holds): the calculator then opens as the page starts, instead of waiting for the reader.
   */
  keptAs?: string;
  children: ReactNode;
}

/** The frame every calculator page shares: meta and breadcrumb, back link, heading, the calculator, the formula. */
export function CalculatorPageLayout({ slug, heading, metaTitle, metaDescription, intro, formula, keptAs, children }: CalculatorPageLayoutProps) {
  return (
    <Page>
      <PageMeta
        title={metaTitle}
        description={metaDescription}
        jsonLd={(origin) => breadcrumbLd([
          { name: 'Bahis Hesaplayıcı', path: paths.calculators },
          { name: heading, path: paths.calculator(slug) },
        ], origin)}
      />
      <p>
        <Link to={paths.calculators}>
          <span aria-hidden="true">← </span>Tüm Hesaplayıcılar
        </Link>
      </p>
      <header>
        <h1>{heading}</h1>
        <Intro>{intro}</Intro>
      </header>
      {/* On the first load the page's code (the route loads when used) waits for this island: until the reader touches
          the form, or the page starts where the reader keeps something in it. */}
      <Island name={slug} when="interaction" keptAs={keptAs}>
        <CalculatorCard aria-label={heading}>{children}</CalculatorCard>
      </Island>
      <Formula>
        <summary>Formül ve örnek</summary>
        {formula}
      </Formula>
    </Page>
  );
}
