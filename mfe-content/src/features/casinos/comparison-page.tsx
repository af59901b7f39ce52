/**
 * The comparison (`/karsilastir?casino=a,b,c`): 2 to 4 casinos side by side, with their terms, value figures
 * and rating parts. The choice lives in the address, so it survives a reload and a shared link; the chooser is a GET
 * form, so it works without scripts. What is wrong with the address (unknown casinos, too few, too many) is said in
 * Turkish above what can be shown: never an error page.
 */
import type { ReactNode } from 'react';
import { breadcrumbLd, COMPARE_MAX, COMPARE_MIN, contentApi, formatNumber, formatPercent, paths, queryKeys, ratingParts, type Casino, type Comparison, type ComparisonProblem } from 'shared-data';
import { Link, PageMeta, useContent, useSearchParams } from 'shared-data/react';
import styled from 'styled-components';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { AffiliateLink, PageHeading, PrimaryButton, Section } from '../../components/layout.tsx';
import { OffersShown } from '../../components/offers.tsx';
import { termRows } from '../../lib/bonus-terms.ts';
import { MethodLink } from '../../components/value-figures.tsx';
import { gradeRows } from '../../components/offer-grade.tsx';
import { chance, money, moneyInterval, noValueReason, ratingPartLabels } from '../../lib/value-wording.ts';

const Notice = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  p { margin: 0; }
  p + p { margin-top: ${({ theme }) => theme.space.xs}; }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;
  th, td { padding: ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  tbody th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  /* The criteria stay in view while the casinos scroll sideways on a phone. */
  tbody th[scope='row'], thead td { position: sticky; left: 0; z-index: 1; min-width: 8rem; max-width: 10rem; background: ${({ theme }) => theme.colors.background}; }
  .group th { padding-top: ${({ theme }) => theme.space.lg}; color: ${({ theme }) => theme.colors.text}; font-size: ${({ theme }) => theme.font.size.lg}; }
  td { font-variant-numeric: tabular-nums; }
`;

const Chooser = styled.form`
  fieldset { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius.md}; padding: ${({ theme }) => theme.space.md}; }
  legend { font-weight: 700; padding: 0 ${({ theme }) => theme.space.xs}; }
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; min-height: 2.75rem; cursor: pointer; }
  input { width: 1.25rem; height: 1.25rem; accent-color: ${({ theme }) => theme.colors.accent}; }
  button { margin-top: ${({ theme }) => theme.space.md}; }
`;

/** Code points an HTML page may not carry: controls other than white space, lone surrogates and noncharacters. */
const notInHtml = (cp: number) =>
  (cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0c && cp !== 0x0d) ||
  (cp >= 0x7f && cp <= 0x9f) ||
  (cp >= 0xd800 && cp <= 0xdfff) ||
  (cp >= 0xfdd0 && cp <= 0xfdef) ||
  (cp & 0xfffe) === 0xfffe;

/**
 * An asked slug as the notice quotes it: what the address carried, with what a page may not contain (the NUL of
 * `%00`, U+FFFF, ...) shown as the replacement character '�', as a browser shows broken text.
 */
export function quotedSlug(slug: string): string {
  return `"${Array.from(slug, (char) => (notInHtml(char.codePointAt(0) ?? 0) ? '\uFFFD' : char)).join('')}"`;
}

export function problemMessage(problem: ComparisonProblem, asked: boolean): string {
  switch (problem.code) {
    case 'unknown':
      return problem.slugs.length === 1
        ? `${quotedSlug(problem.slugs[0] ?? '')} adında bir casino bulunamadı; karşılaştırmaya eklenmedi.`
        : `Şu casinolar bulunamadı ve karşılaştırmaya eklenmedi: ${problem.slugs.map((slug) => quotedSlug(slug)).join(', ')}.`;
    case 'tooMany':
      return `En fazla ${problem.max} casino karşılaştırılabilir; seçtiklerinizden ilk ${problem.max} tanesi gösteriliyor.`;
    case 'tooFew':
      return asked
        ? `Karşılaştırma için en az ${problem.min} casino gerekir. Aşağıdan en az ${problem.min}, en fazla ${COMPARE_MAX} casino seçin.`
        : `Karşılaştırmak istediğiniz ${problem.min} ile ${COMPARE_MAX} arasında casinoyu aşağıdan seçin.`;
  }
}

type Row = { label: string; cells: (casino: Casino) => ReactNode };

const valueRows: Row[] = [
  {
    label: 'Beklenen net değer (%95 aralık)',
    cells: (c) => {
      if (c.value?.kind !== 'value') return noValueReason(c.value, c.bonusDetails.currency);
      const net = moneyInterval(c.value.value.expectedNetValue, c.value.value.standardError, c.bonusDetails.currency, true);
      return `${net.estimate} (${net.range})`;
    },
  },
  { label: 'Çekim yapabilme olasılığı', cells: (c) => (c.value?.kind === 'value' ? chance(c.value.value.withdrawProbability) : '–') },
  { label: 'Standart oyunun bahsi', cells: (c) => (c.value?.kind === 'value' ? money(c.value.play.bet, c.bonusDetails.currency) : '–') },
  {
    label: 'Referans oyun',
    cells: (c) => (c.value?.kind === 'value' ? <Link to={paths.game(c.value.game.provider, c.value.game.slug)}>{c.value.game.name}</Link> : '–'),
  },
];

const ratingRows: Row[] = [
  { label: 'Puan', cells: (c) => `${formatNumber(c.rating, 1)} / 5` },
  ...ratingParts.map(({ key, weight }) => ({
    label: `${ratingPartLabels[key]} (ağırlık ${formatPercent(weight, 0)})`,
    cells: (c: Casino) => (c.ratingParts ? formatNumber(c.ratingParts[key], 1) : '–'),
  })),
];

function ComparisonTable({ casinos }: { casinos: Casino[] }) {
  const termLabels = [...new Set(casinos.flatMap((c) => termRows(c).map(([label]) => label)))];
  const termRowsOf: Row[] = termLabels.map((label) => ({
    label,
    cells: (c) => termRows(c).find(([l]) => l === label)?.[1] ?? '–',
  }));
  const group = (title: string, rows: Row[]) => (
    <>
      <tr className="group">
        <th scope="rowgroup" colSpan={casinos.length + 1}>
          {title}
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.label}>
          <th scope="row">{row.label}</th>
          {casinos.map((casino) => (
            <td key={casino.slug}>{row.cells(casino)}</td>
          ))}
        </tr>
      ))}
    </>
  );
  return (
    <Scroll>
      <Table>
        <caption className="visually-hidden">Seçilen casinoların karşılaştırması</caption>
        <thead>
          <tr>
            <td />
            {casinos.map((casino) => (
              <th key={casino.slug} scope="col">
                <Link to={paths.casino(casino.slug)}>{casino.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group('Bonus şartları', termRowsOf)}
          {group('Not ve uyarılar', gradeRows)}
          {group('Bonusun değeri', valueRows)}
          {group('Puan ve ölçütleri', ratingRows)}
          <OffersShown>
            <tr>
              <th scope="row">Bonusu al</th>
              {casinos.map((casino) => (
                <td key={casino.slug}>
                  <AffiliateLink casinoSlug={casino.slug} placement="karsilastirma">
                    Bonus Al
                  </AffiliateLink>
                </td>
              ))}
            </tr>
          </OffersShown>
          <tr>
            <th scope="row">Karşılaştırmadan çıkar</th>
            {casinos.map((casino) => (
              <td key={casino.slug}>
                <Link to={paths.comparison(casinos.filter((c) => c.slug !== casino.slug).map((c) => c.slug))}>
                  {casino.name} çıkar
                </Link>
              </td>
            ))}
          </tr>
        </tbody>
      </Table>
    </Scroll>
  );
}

function ComparisonContent() {
  const [searchParams] = useSearchParams();
  const asked = searchParams.getAll(queryKeys.compare).join(',');
  const { casinos, problems, choices } = useContent<Comparison>(contentApi.comparison(asked));
  const chosen = new Set(casinos.map((c) => c.slug));
  const names = casinos.map((c) => c.name);
  const canCompare = casinos.length >= COMPARE_MIN;
  return (
    <>
      <PageMeta
        title={canCompare ? `${names.join(' - ')} Karşılaştırması` : 'Casino Karşılaştırma'}
        description="Casino bonuslarını yan yana karşılaştırın: bonus şartları, simülasyonla hesaplanan bonus değeri, çekim yapabilme olasılığı ve puan ölçütleri."
        jsonLd={(origin) => [
          breadcrumbLd([
            { name: 'Casino Bonusları', path: paths.home },
            { name: 'Casino Karşılaştırma', path: paths.comparison([]) },
          ], origin),
        ]}
      />
      <PageHeading>
        <h1>Casino Karşılaştırma</h1>
        <p>
          {COMPARE_MIN} ile {COMPARE_MAX} casinoyu bonus şartları, bonusun gerçek değeri ve puan ölçütleriyle yan yana görün.
          Değerlerin nasıl hesaplandığını merak ediyorsanız: <MethodLink />
        </p>
      </PageHeading>
      {problems.length > 0 && (
        <Notice role={asked === '' ? undefined : 'alert'}>
          {problems.map((problem) => (
            <p key={problem.code}>{problemMessage(problem, asked !== '')}</p>
          ))}
        </Notice>
      )}
      {casinos.length > 0 && (
        <Section aria-labelledby="comparison-title">
          <h2 id="comparison-title">{canCompare ? 'Yan Yana' : 'Seçilen Casino'}</h2>
          <ComparisonTable casinos={casinos} />
          {canCompare && (
            <p>
              Bu karşılaştırmanın bağlantısı: <Link to={paths.comparison(casinos.map((c) => c.slug))}>{paths.comparison(casinos.map((c) => c.slug))}</Link>
            </p>
          )}
        </Section>
      )}
      <Section aria-labelledby="chooser-title">
        <h2 id="chooser-title">Casinoları Seçin</h2>
        <Chooser action={paths.comparison([])} method="get">
          <fieldset>
            <legend>Karşılaştırılacak casinolar</legend>
            {choices.map((choice) => (
              <label key={choice.slug}>
                <input type="checkbox" name={queryKeys.compare} value={choice.slug} defaultChecked={chosen.has(choice.slug)} />
                {choice.name}
              </label>
            ))}
          </fieldset>
          <PrimaryButton type="submit">Karşılaştır</PrimaryButton>
        </Chooser>
      </Section>
    </>
  );
}

export const ComparisonPage = withContentBoundary(ComparisonContent);
