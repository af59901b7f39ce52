import { formatNumber, type Casino } from 'shared-data';
import { casinos } from 'shared-data/content';
import { AdminPage } from '../../components/admin-page.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { TodoNote } from '../../components/todo-note.tsx';

const columns: Column<Casino>[] = [
  { id: 'sira', header: 'Sıra', value: (c) => c.id, numeric: true },
  { id: 'ad', header: 'Casino', value: (c) => c.name },
  { id: 'puan', header: 'Puan', value: (c) => c.rating, render: (c) => formatNumber(c.rating, 1), numeric: true },
  { id: 'bonus', header: 'Hoş Geldin Bonusu', value: (c) => c.welcomeBonus },
  { id: 'cevrim', header: 'Çevrim Şartı', value: (c) => c.bonusDetails.wagering },
  { id: 'baglanti', header: 'Bağlantı', value: (c) => c.link },
];

export function CasinosAdminPage() {
  return (
    <AdminPage title="Casino Siteleri" intro="Bonus sıralamasındaki casinolar, sitede göründükleri sırayla.">
      <TodoNote>
        Casino ekleme, düzenleme ve sıralamayı değiştirme daha sonra gelecek. Şimdilik liste yalnızca görüntülenir;
        kaynağı <code>shared-data/src/content/casinos.ts</code> dosyasıdır.
      </TodoNote>
      <DataTable
        caption="Casino listesi"
        rows={casinos}
        columns={columns}
        rowKey={(c) => c.id}
        searchLabel="Casinolarda ara"
        searchText={(c) => `${c.name} ${c.welcomeBonus} ${c.badges.join(' ')}`}
        defaultSort={{ column: 'sira', direction: 'asc' }}
      />
    </AdminPage>
  );
}
