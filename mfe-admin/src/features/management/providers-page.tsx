import { Link } from 'react-router-dom';
import { paths, type Provider } from 'shared-data';
import { games, providers } from 'shared-data/content';
import { AdminPage } from '../../components/admin-page.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { TodoNote } from '../../components/todo-note.tsx';

const gameCounts = games.reduce((counts, game) => counts.set(game.provider, (counts.get(game.provider) ?? 0) + 1), new Map<string, number>());

const columns: Column<Provider>[] = [
  { id: 'ad', header: 'Sağlayıcı', value: (p) => p.name, render: (p) => <Link to={paths.provider(p.id)}>{p.name}</Link> },
  { id: 'oyun', header: 'Oyun Sayısı', value: (p) => gameCounts.get(p.id) ?? 0, numeric: true },
  { id: 'tur', header: 'Türler', value: (p) => p.kinds.join(', ') },
];

export function ProvidersAdminPage() {
  return (
    <AdminPage title="Sağlayıcılar" intro="Sitede tanıtılan oyun sağlayıcıları ve kataloğdaki oyun sayıları.">
      <TodoNote>Sağlayıcı ekleme ve düzenleme daha sonra gelecek. Şimdilik liste yalnızca görüntülenir.</TodoNote>
      <DataTable
        caption="Sağlayıcı listesi"
        rows={providers}
        columns={columns}
        rowKey={(p) => p.id}
        searchLabel="Sağlayıcılarda ara"
        searchText={(p) => `${p.name} ${p.kinds.join(' ')}`}
        defaultSort={{ column: 'ad', direction: 'asc' }}
      />
    </AdminPage>
  );
}
