import { breadcrumbLd, contentApi, paths, staticPageSlug, type StaticPage } from 'shared-data';
import { PageMeta, useLocation, useOptionalContent } from 'shared-data/react';
import { ArticleBody } from '../../components/article-body.tsx';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { PageHeading } from '../../components/layout.tsx';
import { NotFoundState } from '../../components/not-found-state.tsx';

/** A static page (advertising, legal) as the store holds it: title, description, introduction and body. */
function StaticPageView() {
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
      <ArticleBody body={page.body} contents={false} />
    </article>
  );
}

export const InfoPage = withContentBoundary(StaticPageView);
