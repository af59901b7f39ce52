import type { ReactNode } from 'react';
import { AlertBox } from './alert-box.tsx';
import { SecondaryButton } from './buttons.tsx';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { fetchAdminList, type AdminLists } from '../lib/api.ts';
import { useAdminData } from '../lib/use-admin-data.ts';

const loaders: { [K in keyof AdminLists]: () => Promise<AdminLists[K]> } = {
  casinos: () => fetchAdminList('casinos'),
  games: () => fetchAdminList('games'),
  providers: () => fetchAdminList('providers'),
  blog: () => fetchAdminList('blog'),
};

/** A management table filled from the admin API, with its loading state and a retry when the load fails. */
export function AdminList<K extends keyof AdminLists>({
  list,
  before,
  ...table
}: {
  list: K;
  /** Shown above the table once the rows are in (a tool that works on them). */
  before?: (rows: AdminLists[K]) => ReactNode;
} & Omit<DataTableProps<AdminLists[K][number]>, 'rows'>) {
  const { state, retry } = useAdminData(loaders[list] as () => Promise<AdminLists[K]>);
  if (state.status === 'failed') {
    return (
      <div>
        <AlertBox role="alert">Liste yüklenemedi. Lütfen tekrar deneyin.</AlertBox>
        <p>
          <SecondaryButton type="button" onClick={retry}>
            Tekrar Dene
          </SecondaryButton>
        </p>
      </div>
    );
  }
  if (state.status === 'loading') return <p role="status">Liste yükleniyor…</p>;
  return (
    <>
      {before?.(state.data)}
      <DataTable {...table} rows={state.data} />
    </>
  );
}
