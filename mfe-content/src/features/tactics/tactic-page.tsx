import { breadcrumbLd, contentApi, paths, tacticLd, type TacticDetail } from 'shared-data';
import { PageMeta, useOptionalContent, useParams } from 'shared-data/react';
import { ArticlePage } from '../../components/article-page.tsx';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { Tag } from '../../components/layout.tsx';
import { NotFoundState } from '../../components/not-found-state.tsx';

function TacticContent() {
  const { slug = '' } = useParams();
  const tactic = useOptionalContent<TacticDetail>(contentApi.tactic(slug));
  if (!tactic) {
    return (
      <NotFoundState
        title="Taktik Bulunamadı"
        description="Aradığınız taktik rehberi bulunamadı."
        message="Taktik bulunamadı."
        backTo={paths.tactics}
        backLabel="Tüm Taktiklere Geri Dön"
      />
    );
  }
  // Related reading, chosen by the server: other tactics of the same category.
  const related = tactic.related.map((t) => ({ to: paths.tactic(t.slug), title: t.title, excerpt: t.excerpt }));
  return (
    <>
      <PageMeta
        title={tactic.title}
        description={tactic.excerpt}
        type="article"
        jsonLd={[
          tacticLd(tactic),
          breadcrumbLd([
            { name: 'Kazanma Taktikleri', path: paths.tactics },
            { name: tactic.title, path: paths.tactic(tactic.slug) },
          ]),
        ]}
      />
      <ArticlePage
        title={tactic.title}
        body={tactic.body}
        back={{ to: paths.tactics, label: 'Tüm Taktiklere Geri Dön' }}
        meta={<Tag>{tactic.category}</Tag>}
        related={related}
        relatedTitle="Aynı Kategoriden Taktikler"
      />
    </>
  );
}

export const TacticPage = withContentBoundary(TacticContent);
