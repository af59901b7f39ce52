/**
 * A casino's review page (`/casinolar/<slug>`): the terms as a table, the offer's stored value with its
 * bet-sensitivity table and the histogram of its simulated outcomes, the rating and its parts, pros and badges, the review text from the CMS, the
 * 'Bonus Al' link through `/git/` (placement 'inceleme'; none for a reader on a break) and the wagering calculator
 * prefilled with the terms.
 * JSON-LD is the breadcrumb alone: Google does not show review stars a site gives the businesses it reviews itself.
 */
import { breadcrumbLd, contentApi, formatNumber, paths, type CasinoReview } from 'shared-data';
import { WAGERING_QUERY_KEYS, wageringQueryFromCasino } from 'shared-data/betting';
import { Link, PageMeta, useOptionalContent, useParams } from 'shared-data/react';
import styled from 'styled-components';
import { ArticleBody } from '../../components/article-body.tsx';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { Image } from '../../components/image.tsx';
import { AffiliateLink, BackLink, Section, Tag } from '../../components/layout.tsx';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { Rating, TermsLine } from '../../components/casino-facts.tsx';
import { RatingBreakdown } from './rating-breakdown.tsx';
import { contributionRows, termRows } from '../../lib/bonus-terms.ts';
import { ValueFigures, ValueSensitivity } from '../../components/value-figures.tsx';
import { ValueHistogram } from './value-histogram.tsx';
import { OfferGrade } from '../../components/offer-grade.tsx';

const Top = styled.header`
  display: grid;
  grid-template-columns: 6rem 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h1 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.xxl}; line-height: 1.2; }
  p { margin: ${({ theme }) => theme.space.xs} 0; }
  .actions { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.md}; align-items: center; grid-column: 1 / -1; }
  > :last-child { grid-column: 1 / -1; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const TermsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; width: 45%; }
  caption { padding: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs}; font-weight: 700; text-align: left; }
`;

/** A table body of label and text rows, the label as the row's header. */
function LabelledRows({ rows }: { rows: ReadonlyArray<[label: string, text: string]> }) {
  return (
    <tbody>
      {rows.map(([label, text]) => (
        <tr key={label}>
          <th scope="row">{label}</th>
          <td>{text}</td>
        </tr>
      ))}
    </tbody>
  );
}

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The wagering calculator filled in with the terms, and with the reference game's RTP when the offer has one. */
function calculatorLink(casino: CasinoReview): string {
  const query = wageringQueryFromCasino(casino.terms ?? { bonusAmount: 0, wageringMultiple: null, wageringBase: 'bonus', minDeposit: null, maxBet: null });
  if (casino.value && casino.value.kind !== 'noGame') query.set(WAGERING_QUERY_KEYS.rtpPercent, String(casino.value.game.rtp));
  return `${paths.calculator('bonus-cevrim')}?${query.toString()}`;
}

function CasinoContent() {
  const { slug = '' } = useParams();
  const casino = useOptionalContent<CasinoReview>(contentApi.casino(slug));
  if (!casino) {
    return (
      <NotFoundState
        title="Casino Bulunamadı"
        description="Aradığınız casino incelemesi bulunamadı. Bonus sıralamasından başka bir casino seçebilirsiniz."
        message="Casino bulunamadı."
        backTo={paths.home}
        backLabel="Bonus Sıralamasına Dön"
      />
    );
  }
  const { value } = casino;
  const histogram = value?.kind === 'value' ? value.value.histogram : null;
  return (
    <>
      <PageMeta
        title={`${casino.name} İncelemesi: Bonus Şartları ve Gerçek Değeri`}
        description={`${casino.name} incelemesi: ${casino.welcomeBonus}. Çevrim şartı ${casino.bonusDetails.wagering}, puanımız 5 üzerinden ${formatNumber(casino.rating, 1)}; bonusun simülasyonla hesaplanan değeri ve puanın ölçütleri.`}
        image={casino.logoUrl}
        type="article"
        jsonLd={(origin) => [
          breadcrumbLd([
            { name: 'Casino Bonusları', path: paths.home },
            { name: casino.name, path: paths.casino(casino.slug) },
          ], origin),
        ]}
      />
      <BackLink to={paths.home}>← Bonus Sıralamasına Dön</BackLink>
      <Top>
        <Image src={casino.logoUrl} alt={`${casino.name} logosu`} kind="logo" load="main" />
        <div>
          <h1>{casino.name} İncelemesi</h1>
          <Rating value={casino.rating} />
          <p>
            <strong>{casino.welcomeBonus}</strong>
            {casino.investmentBonus && <> · Yatırım bonusu: {casino.investmentBonus}</>}
          </p>
        </div>
        <div className="actions">
          <AffiliateLink casinoSlug={casino.slug} placement="inceleme">
            Bonus Al
          </AffiliateLink>
          {casino.terms && <Link to={calculatorLink(casino)}>Bu bonusun çevrimini hesapla</Link>}
          <Link to={paths.comparison([casino.slug])}>Başka bir casinoyla karşılaştır</Link>
        </div>
        <TermsLine>18+ | Şartlar geçerlidir. Sorumlu oynayın.</TermsLine>
      </Top>
      <Columns>
        <Section aria-labelledby="terms-title">
          <h2 id="terms-title">Bonus Şartları</h2>
          <OfferGrade casino={casino} />
          <TermsTable>
            <caption className="visually-hidden">{casino.name} bonus şartları</caption>
            <LabelledRows rows={termRows(casino)} />
          </TermsTable>
          {casino.bonusDetails.description && <p>{casino.bonusDetails.description}</p>}
          {casino.terms && (
            <TermsTable>
              <caption>Oyunların çevrime katkısı</caption>
              <thead>
                <tr>
                  <th scope="col">Oyun türü</th>
                  <th scope="col">Katkı</th>
                </tr>
              </thead>
              <LabelledRows rows={contributionRows(casino)} />
            </TermsTable>
          )}
        </Section>
        <Section aria-labelledby="value-title">
          <h2 id="value-title">Bonusun Gerçek Değeri</h2>
          <ValueFigures casino={casino} />
        </Section>
      </Columns>
      {value?.kind === 'value' && (
        <Section aria-labelledby="sensitivity-title">
          <h2 id="sensitivity-title">Bahis Büyüklüğünün Etkisi</h2>
          <ValueSensitivity casino={casino} />
        </Section>
      )}
      {histogram && value?.kind === 'value' && (
        <Section aria-labelledby="outcomes-title">
          <h2 id="outcomes-title">Simülasyon Sonuçlarının Dağılımı</h2>
          <ValueHistogram histogram={histogram} currency={casino.bonusDetails.currency} id="sonuclar" />
        </Section>
      )}
      <Columns>
        {casino.ratingParts && (
          <Section aria-labelledby="rating-title">
            <h2 id="rating-title">Puanımız: {formatNumber(casino.rating, 1)} / 5</h2>
            <RatingBreakdown parts={casino.ratingParts} rating={casino.rating} caption={`${casino.name} puanının ölçütleri`} />
          </Section>
        )}
        <Section aria-labelledby="pros-title">
          <h2 id="pros-title">Öne Çıkanlar</h2>
          {casino.pros.length > 0 && (
            <ul>
              {casino.pros.map((pro) => (
                <li key={pro}>{pro}</li>
              ))}
            </ul>
          )}
          {casino.badges.length > 0 && (
            <Badges>
              {casino.badges.map((badge) => (
                <Tag key={badge}>{badge}</Tag>
              ))}
            </Badges>
          )}
        </Section>
      </Columns>
      {casino.body.html && (
        <Section aria-label={`${casino.name} incelemesi`}>
          <ArticleBody body={casino.body} />
        </Section>
      )}
    </>
  );
}

export const CasinoPage = withContentBoundary(CasinoContent);
