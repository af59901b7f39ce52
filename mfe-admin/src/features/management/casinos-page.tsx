import { formatNumber } from 'shared-data';
import type { AdminCasino } from '../../../server/contract.ts';
import { AdminList } from '../../components/admin-list.tsx';
import { AdminPage } from '../../components/admin-page.tsx';
import type { Column } from '../../components/data-table.tsx';
import { statusColumn } from './status-column.ts';
import { TodoNote } from '../../components/todo-note.tsx';

const columns: Column<AdminCasino>[] = [
  { id: 'sira', header: 'Sıra', value: (c) => c.rank, numeric: true },
  { id: 'ad', header: 'Casino', value: (c) => c.name },
  { id: 'puan', header: 'Puan', value: (c) => c.rating, render: (c) => formatNumber(c.rating, 1), numeric: true },
  { id: 'bonus', header: 'Hoş Geldin Bonusu', value: (c) => c.welcomeBonus },
  { id: 'cevrim', header: 'Çevrim Şartı', value: (c) => c.bonusDetails.wagering },
  { id: 'baglanti', header: 'Bağlantı', value: (c) => c.link },
  { id: 'siralamada', header: 'Sıralamada', value: (c) => (c.inRanking ? 'Evet' : 'Yalnızca açılır pencerede') },
  statusColumn,
];

export function CasinosAdminPage() {
  return (
    <AdminPage title="Casino Siteleri" intro="Bonus sıralamasındaki casinolar, sitede göründükleri sırayla.">
      <TodoNote>
        Casino ekleme, düzenleme ve sıralamayı değiştirme daha sonra gelecek. Şimdilik liste, içerik veritabanından
        okunup yalnızca görüntülenir.
      </TodoNote>
      <AdminList
        list="casinos"
        caption="Casino listesi"
        columns={columns}
        rowKey={(c) => c.id}
        searchLabel="Casinolarda ara"
        searchText={(c) => `${c.name} ${c.welcomeBonus} ${c.badges.join(' ')}`}
        defaultSort={{ column: 'sira', direction: 'asc' }}
      />
    </AdminPage>
  );
}
