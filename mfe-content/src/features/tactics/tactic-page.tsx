import { contentApi, paths, tacticLd, type TacticDetail } from 'shared-data';
import { useParams } from 'shared-data/react';
import { ArticleDetail } from '../../components/article-detail.tsx';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { Tag } from '../../components/layout.tsx';

function TacticContent() {
  const { slug = '' } = useParams();
  // Related reading, chosen by the server: other tactics of the same category.
  return (
    <ArticleDetail<TacticDetail>
      url={contentApi.tactic(slug)}
      missing={{ title: 'Taktik Bulunamadı', description: 'Aradığınız taktik rehberi bulunamadı.', message: 'Taktik bulunamadı.' }}
      list={{ name: 'Kazanma Taktikleri', path: paths.tactics, backLabel: 'Tüm Taktiklere Geri Dön' }}
      pathOf={paths.tactic}
      ld={tacticLd}
      meta={(tactic) => <Tag>{tactic.category}</Tag>}
      relatedTitle="Aynı Kategoriden Taktikler"
    />
  );
}

export const TacticPage = withContentBoundary(TacticContent);
