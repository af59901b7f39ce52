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
   * The calculator has nothing the server can render for it (the bet log, kept in the browser): it opens as it comes
   * into view. Every other is a GET form that works as plain HTML, and its code waits until the reader uses it.
   */
  scriptOnly?: true;
  children: ReactNode;
}

/** The frame every calculator page shares: meta and breadcrumb, back link, heading, the calculator, the formula. */
export function CalculatorPageLayout({ slug, heading, metaTitle, metaDescription, intro, formula, scriptOnly, children }: CalculatorPageLayoutProps) {
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
          the form, or as it comes into view for a calculator with no form. */}
      <Island name={slug} when={scriptOnly ? undefined : 'interaction'}>
        <CalculatorCard aria-label={heading}>{children}</CalculatorCard>
      </Island>
      <Formula>
        <summary>Formül ve örnek</summary>
        {formula}
      </Formula>
    </Page>
  );
}
