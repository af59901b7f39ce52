import { breadcrumbLd, contentApi, pagedTitle, paths, withPage, type Paged, type Tactic } from 'shared-data';
import { PageMeta, useContent } from 'shared-data/react';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { Card, CardLink, PageHeading, Tag, WideGrid } from '../../components/layout.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { useRequestedPage } from '../../hooks/use-requested-page.ts';

function TacticsList() {
  const { page, pageCount, items } = useContent<Paged<Tactic>>(withPage(contentApi.tactics, useRequestedPage()));
  return (
    <>
      <PageMeta
        title={pagedTitle('Kazanma Taktikleri', page)}
        description="Bahis sistemleri, casino oyunlarına özel stratejiler, spor bahisleri taktikleri, bonus stratejileri ve kasa yönetimi: artıları, riskleri ve matematiği."
        jsonLd={(origin) => breadcrumbLd([{ name: 'Kazanma Taktikleri', path: paths.tactics }], origin)}
      />
      <PageHeading>
        <h1>Kazanma Taktikleri</h1>
        <p>
          Hiçbir sistem kasa avantajını uzun vadede ortadan kaldıramaz; ama doğru bilgi, kasa yönetimi ve disiplin
          kayıpları sınırlar. Rehberlerimiz her yöntemin matematiğini ve risklerini açıkça anlatır.
        </p>
      </PageHeading>
      <WideGrid>
        {items.map((tactic, i) => (
          <Card key={tactic.id} $index={i}>
            <Tag>{tactic.category}</Tag>
            <h2>
              <CardLink to={paths.tactic(tactic.slug)}>{tactic.title}</CardLink>
            </h2>
            <p>{tactic.excerpt}</p>
          </Card>
        ))}
      </WideGrid>
      <Pagination page={page} total={pageCount} />
    </>
  );
}

export const TacticsPage = withContentBoundary(TacticsList);
