import { useParams } from 'react-router-dom';
import { breadcrumbLd, paths, tacticLd } from 'shared-data';
import { findTactic, tactics } from 'shared-data/content';
import { PageMeta } from 'shared-data/react';
import { ArticlePage } from '../../components/article-page.tsx';
import { Tag } from '../../components/layout.tsx';
import { NotFoundState } from '../../components/not-found-state.tsx';

export function TacticPage() {
  const { slug = '' } = useParams();
  const tactic = findTactic(slug);
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
  const related = tactics
    .filter((t) => t.category === tactic.category && t.slug !== tactic.slug)
    .slice(0, 3)
    .map((t) => ({ to: paths.tactic(t.slug), title: t.title, excerpt: t.excerpt }));
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
        kind="tactics"
        slug={tactic.slug}
        title={tactic.title}
        back={{ to: paths.tactics, label: 'Tüm Taktiklere Geri Dön' }}
        meta={<Tag>{tactic.category}</Tag>}
        related={related}
        relatedTitle="Aynı Kategoriden Taktikler"
      />
    </>
  );
}
