import { paths } from 'shared-data';
import { Link } from 'shared-data/react';
import type { AdminProvider } from '../../../server/contract.ts';
import { AdminList } from '../../components/admin-list.tsx';
import { AdminPage } from '../../components/admin-page.tsx';
import type { Column } from '../../components/data-table.tsx';
import { TodoNote } from '../../components/todo-note.tsx';
import { statusColumn } from './status-column.ts';

const columns: Column<AdminProvider>[] = [
  { id: 'ad', header: 'Sağlayıcı', value: (p) => p.name, render: (p) => <Link to={paths.provider(p.id)}>{p.name}</Link> },
  { id: 'oyun', header: 'Oyun Sayısı', value: (p) => p.gameCount, numeric: true },
  { id: 'tur', header: 'Türler', value: (p) => p.kinds.join(', ') },
  statusColumn,
];

export function ProvidersAdminPage() {
  return (
    <AdminPage title="Sağlayıcılar" intro="Sitede tanıtılan oyun sağlayıcıları ve kataloğdaki oyun sayıları.">
      <TodoNote>Sağlayıcı ekleme ve düzenleme daha sonra gelecek. Şimdilik liste yalnızca görüntülenir.</TodoNote>
      <AdminList
        list="providers"
        caption="Sağlayıcı listesi"
        columns={columns}
        rowKey={(p) => p.id}
        searchLabel="Sağlayıcılarda ara"
        searchText={(p) => `${p.name} ${p.kinds.join(' ')}`}
        defaultSort={{ column: 'ad', direction: 'asc' }}
      />
    </AdminPage>
  );
}
