import type { ReactNode } from 'react';
import { breadcrumbLd, contentApi, paths, staticPageSlug, type StaticPage } from 'shared-data';
import { PageMeta, useLocation, useOptionalContent } from 'shared-data/react';
import { ArticleBody } from '../../components/article-body.tsx';
import { ContentBoundary } from '../../components/content-boundary.tsx';
import { PageHeading } from '../../components/layout.tsx';
import { NotFoundState } from '../../components/not-found-state.tsx';

interface InfoPageProps {
  /** What the page puts right under its heading, before the store's text (the responsible-gaming page's break). */
  lead?: ReactNode;
}

/** A static page (advertising, legal) as the store holds it: title, description, introduction and body. */
function StaticPageView({ lead }: InfoPageProps) {
  const { pathname } = useLocation();
  const slug = staticPageSlug(pathname);
  const page = useOptionalContent<StaticPage>(contentApi.page(slug));
  if (!page) {
    return (
      <NotFoundState
        title="Sayfa Bulunamadı"
        description="Aradığınız sayfa bulunamadı."
        message="Sayfa bulunamadı."
        backTo={paths.home}
        backLabel="Ana Sayfaya Dön"
      />
    );
  }
  return (
    <article>
      <PageMeta title={page.title} description={page.description} jsonLd={(origin) => breadcrumbLd([{ name: page.title, path: pathname }], origin)} />
      <PageHeading>
        <h1>{page.title}</h1>
        <p>{page.intro}</p>
      </PageHeading>
      {lead}
      <ArticleBody body={page.body} contents={false} />
    </article>
  );
}

export function InfoPage({ lead }: InfoPageProps) {
  return (
    <ContentBoundary>
      <StaticPageView lead={lead} />
    </ContentBoundary>
  );
}
