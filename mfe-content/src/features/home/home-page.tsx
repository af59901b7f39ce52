import { contentApi, formatNumber, organizationLd, paths, queryKeys, rankingSorts, websiteLd, type Casino, type CasinosByValue } from 'shared-data';
import { Link, PageMeta, useContent, useSearchParams } from 'shared-data/react';
import styled from 'styled-components';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { Image } from '../../components/image.tsx';
import { AffiliateLink, Card, CardGrid, CardLink, PageHeading, Section, Tag } from '../../components/layout.tsx';
import { CompareCheckbox, CompareForm } from './compare-control.tsx';
import { MethodLink, ValueSummary } from '../../components/value-figures.tsx';
import { CasinoFacts, Rating, TermsLine } from '../../components/casino-facts.tsx';
import { OfferGrade } from '../../components/offer-grade.tsx';

const Featured = styled(Card)`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-color: ${({ theme }) => theme.colors.accent};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 10rem 1fr 1fr;
    align-items: start;
  }
`;

const Offer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  .label { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; text-transform: uppercase; letter-spacing: 0.04em; }
  .value { font-size: ${({ theme }) => theme.font.size.lg}; font-weight: 800; color: ${({ theme }) => theme.colors.accent}; }
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const AdCard = styled(Card)`
  align-items: flex-start;
  justify-content: center;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  background: transparent;
`;

const Logo = styled.div`
  width: 6rem;
`;

const FeaturedLogo = styled.div`
  width: 10rem;
`;

function FeaturedCasino({ casino }: { casino: Casino }) {
  return (
    <Featured aria-labelledby="featured-name" $index={0}>
      <FeaturedLogo>
        <Image src={casino.logoUrl} alt={`${casino.name} logosu`} kind="logo" load="main" />
      </FeaturedLogo>
      <div>
        <Tag>Editörün Seçimi · 1. Sıra</Tag>
        <h2 id="featured-name">{casino.name}</h2>
        <Rating value={casino.rating} />
        <OfferGrade casino={casino} />
        <Offer>
          <span className="label">Hoş Geldin Bonusu</span>
          <span className="value">{casino.welcomeBonus}</span>
          {casino.investmentBonus && (
            <>
              <span className="label">Yatırım Bonusu</span>
              <span className="value">{casino.investmentBonus}</span>
            </>
          )}
        </Offer>
      </div>
      <div>
        <CasinoFacts casino={casino} />
        <List aria-label="Öne çıkan özellikler">
          {casino.pros.map((pro) => (
            <li key={pro}>{pro}</li>
          ))}
        </List>
        <Badges>
          {casino.badges.map((badge) => (
            <Tag key={badge}>{badge}</Tag>
          ))}
        </Badges>
        <CardActions>
          <AffiliateLink casinoSlug={casino.slug} placement="one-cikan">Bonusu Talep Et</AffiliateLink>
          <Link to={paths.casino(casino.slug)}>{casino.name} incelemesi</Link>
          <CompareCheckbox slug={casino.slug} name={casino.name} />
        </CardActions>
        <TermsLine>18+ | Şartlar geçerlidir</TermsLine>
      </div>
    </Featured>
  );
}

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0;
`;

function CasinoCard({ casino, index, place }: { casino: Casino; index: number; place?: number }) {
  return (
    <Card $index={index} aria-labelledby={`casino-${casino.id}`}>
      <Logo>
        <Image src={casino.logoUrl} alt={`${casino.name} logosu`} kind="logo" load={place === 1 ? 'main' : undefined} />
      </Logo>
      <h3 id={`casino-${casino.id}`}>
        {place !== undefined && <>{place}. </>}
        {casino.name}
      </h3>
      <Rating value={casino.rating} />
      <p>
        <strong>{casino.welcomeBonus}</strong>
      </p>
      {place !== undefined && <ValueSummary casino={casino} />}
      <OfferGrade casino={casino} />
      <CasinoFacts casino={casino} />
      <CardActions>
        <AffiliateLink casinoSlug={casino.slug} placement="siralama">Bonus Al</AffiliateLink>
        <Link to={paths.casino(casino.slug)}>İncele</Link>
        <CompareCheckbox slug={casino.slug} name={casino.name} />
      </CardActions>
      <TermsLine>18+ | Şartlar geçerlidir</TermsLine>
    </Card>
  );
}

const SortNav = styled.nav`
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; margin: 0 0 ${({ theme }) => theme.space.lg}; padding: 0; list-style: none; }
  a { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0 ${({ theme }) => theme.space.md}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius.pill}; color: ${({ theme }) => theme.colors.text}; text-decoration: none; font-weight: 600; }
  a[aria-current='page'] { border-color: ${({ theme }) => theme.colors.accent}; background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.onAccent}; }
`;

/** The ranking's order: a GET link each, so it works before (and without) any script. */
function SortLinks({ byValue }: { byValue: boolean }) {
  return (
    <SortNav aria-label="Sıralama">
      <ul>
        <li>
          <Link to={paths.home} aria-current={byValue ? undefined : 'page'}>
            Editörlerin sıralaması
          </Link>
        </li>
        <li>
          <Link to={paths.homeByValue} aria-current={byValue ? 'page' : undefined}>
            Bonus değerine göre sırala
          </Link>
        </li>
      </ul>
    </SortNav>
  );
}

/** `?sirala=deger`: every public offer (the ranking's and the other brands') by its simulated net value. */
function ValueRanking() {
  const { casinos, usdTry } = useContent<CasinosByValue>(contentApi.casinosByValue);
  const mixed = new Set(casinos.map((c) => c.bonusDetails.currency)).size > 1;
  return (
    <Section aria-labelledby="value-ranking-title">
      <h2 id="value-ranking-title">Bonus Değerine Göre Sıralama</h2>
      <p>
        Sitedeki bütün teklifler, sıralamadakiler ve diğer markalar, sitenin standart oyunuyla en az 20.000 kez simüle edilen
        beklenen net değere göre (çekilen tutardan yatırım düşülerek) büyükten küçüğe sıralandı; değeri hesaplanamayan
        teklifler sonda, editörlerin sırasıyla yer alır.{' '}
        {mixed &&
          (usdTry === null
            ? 'USD ve TL değerler kur çevrilmeden karşılaştırıldı. '
            : `USD değerler sıralama için 1 USD = ${formatNumber(usdTry, 2)} TL kuruyla TL'ye çevrildi. `)}
        <MethodLink />
      </p>
      <CardGrid>
        {casinos.map((casino, i) => (
          <CasinoCard key={casino.id} casino={casino} index={i} place={i + 1} />
        ))}
      </CardGrid>
      <CompareForm />
    </Section>
  );
}

/** The editors' order (the spec's ranking): the first casino featured, the others as cards. */
function EditorsRanking() {
  const [first, ...others] = useContent<Casino[]>(contentApi.casinos);
  return (
    <>
      {first && <FeaturedCasino casino={first} />}
      <Section aria-labelledby="others-title">
        <h2 id="others-title">Diğer Fırsatlar</h2>
        <CardGrid>
          {others.map((casino, i) => (
            <CasinoCard key={casino.id} casino={casino} index={i + 1} />
          ))}
          {[0, 1].map((n) => (
            <AdCard key={n} $index={others.length + n + 1} aria-labelledby={`ad-${n}`}>
              <h3 id={`ad-${n}`}>Markanızı Tanıtın</h3>
              <p>Bu alanda markanız binlerce okura ulaşabilir.</p>
              <Link to={paths.advertise}>İletişime Geç</Link>
            </AdCard>
          ))}
        </CardGrid>
        <CompareForm />
      </Section>
    </>
  );
}

function HomeContent() {
  const year = new Date().getFullYear();
  const [searchParams] = useSearchParams();
  const sort = searchParams.get(queryKeys.sort);
  const byValue = sort === rankingSorts.value;
  return (
    <>
      <PageMeta
        title={`${year} Yılının En İyi Casino Bonusları`}
        description={`${year} yılının en iyi casino bonusları: hoş geldin ve yatırım bonuslarını çevrim şartı, bedava dönüş ve nakit değeriyle karşılaştırın; oyun incelemeleri, taktikler ve bahis hesaplayıcıları.`}
        jsonLd={(origin) => [organizationLd(origin), websiteLd(origin)]}
      />
      <PageHeading>
        <h1>{year} Yılının En İyi Casino Bonusları</h1>
        <p>
          Bonusları yalnızca büyüklüğüne göre değil, çevrim şartı, bedava dönüş sayısı ve nakit değeriyle birlikte
          değerlendirdik. Bir teklifi almadan önce şartlarını mutlaka okuyun ve bütçenizi aşmayın.
        </p>
      </PageHeading>
      <SortLinks byValue={byValue} />
      {sort !== null && sort !== '' && !byValue && <p role="status">Bu sıralama seçeneği tanınmadı; editörlerin sıralaması gösteriliyor.</p>}
      {byValue ? <ValueRanking /> : <EditorsRanking />}
      <Section aria-labelledby="tools-title">
        <h2 id="tools-title">Strateji ve Araçlar</h2>
        <CardGrid>
          <Card $index={0}>
            <h3>
              <CardLink to={paths.tactics}>Kazanma Taktikleri</CardLink>
            </h3>
            <p>Bahis sistemlerinden kasa yönetimine, oyunlara özel stratejilerin artısı ve eksisi.</p>
          </Card>
          <Card $index={1}>
            <h3>
              <CardLink to={paths.calculators}>Bahis Hesaplayıcı</CardLink>
            </h3>
            <p>Surebet, değerli bahis ve oran dönüştürücü: kararlarınızı hesapla destekleyin.</p>
          </Card>
        </CardGrid>
      </Section>
    </>
  );
}

export const HomePage = withContentBoundary(HomeContent);
