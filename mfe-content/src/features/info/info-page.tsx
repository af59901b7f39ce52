import type { ReactNode } from 'react';
import { PageMeta } from 'shared-data/react';
import { Prose } from '../../components/article-body.tsx';
import { PageHeading } from '../../components/layout.tsx';

/** Frame of the static pages: title, description, an introduction and prose. */
export function InfoPage({ title, description, intro, children }: { title: string; description: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article>
      <PageMeta title={title} description={description} />
      <PageHeading>
        <h1>{title}</h1>
        <p>{intro}</p>
      </PageHeading>
      <Prose>{children}</Prose>
    </article>
  );
}
