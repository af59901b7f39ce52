import type { ReactNode } from 'react';
import { PageMeta } from 'shared-data/react';
import { PageHeader } from './page-header.tsx';

/** Every admin page: its noindex head, its heading and intro, then its content. */
export function AdminPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <>
      <PageMeta title={`${title} · Admin Paneli`} description={`SafeBet yönetim paneli: ${title}.`} noindex />
      <PageHeader title={title}>{intro}</PageHeader>
      {children}
    </>
  );
}
