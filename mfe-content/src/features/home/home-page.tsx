import { contentApi, organizationLd, paths, websiteLd, type Casino } from 'shared-data';
import { Link, PageMeta, useContent } from 'shared-data/react';
import styled from 'styled-components';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { Image } from '../../components/image.tsx';
import { AffiliateLink, Card, CardGrid, CardLink, PageHeading, Section, Tag } from '../../components/layout.tsx';
import { CasinoFacts, Rating, TermsLine } from './casino-facts.tsx';

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
        <p>
          <AffiliateLink casinoSlug={casino.slug} placement="one-cikan">Bonusu Talep Et</AffiliateLink>
        </p>
        <TermsLine>18+ | Şartlar geçerlidir</TermsLine>
      </div>
    </Featured>
  );
}

function CasinoCard({ casino, index }: { casino: Casino; index: number }) {
  return (
    <Card $index={index} aria-labelledby={`casino-${casino.id}`}>
      <Logo>
        <Image src={casino.logoUrl} alt={`${casino.name} logosu`} kind="logo" />
      </Logo>
      <h3 id={`casino-${casino.id}`}>{casino.name}</h3>
      <Rating value={casino.rating} />
      <p>
        <strong>{casino.welcomeBonus}</strong>
      </p>
      <CasinoFacts casino={casino} />
      <AffiliateLink casinoSlug={casino.slug} placement="siralama">Bonus Al</AffiliateLink>
      <TermsLine>18+ | Şartlar geçerlidir</TermsLine>
    </Card>
  );
}

function HomeContent() {
  const year = new Date().getFullYear();
  const [first, ...others] = useContent<Casino[]>(contentApi.casinos);
  return (
    <>
      <PageMeta
        title={`${year} Yılının En İyi Casino Bonusları`}
        description={`${year} yılının en iyi casino bonusları: hoş geldin ve yatırım bonuslarını çevrim şartı, bedava dönüş ve nakit değeriyle karşılaştırın; oyun incelemeleri, taktikler ve bahis hesaplayıcıları.`}
        jsonLd={[organizationLd(), websiteLd()]}
      />
      <PageHeading>
        <h1>{year} Yılının En İyi Casino Bonusları</h1>
        <p>
          Bonusları yalnızca büyüklüğüne göre değil, çevrim şartı, bedava dönüş sayısı ve nakit değeriyle birlikte
          değerlendirdik. Bir teklifi almadan önce şartlarını mutlaka okuyun ve bütçenizi aşmayın.
        </p>
      </PageHeading>
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
      </Section>
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
