import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { breadcrumbLd } from 'shared-data';
import { PageMeta } from 'shared-data/react';
import { Prose } from '../../components/article-body.tsx';
import { PageHeading } from '../../components/layout.tsx';

/** Frame of the static pages: title, description, an introduction and prose. */
export function InfoPage({ title, description, intro, children }: { title: string; description: string; intro: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <article>
      <PageMeta title={title} description={description} jsonLd={breadcrumbLd([{ name: title, path: pathname }])} />
      <PageHeading>
        <h1>{title}</h1>
        <p>{intro}</p>
      </PageHeading>
      <Prose>{children}</Prose>
    </article>
  );
}
