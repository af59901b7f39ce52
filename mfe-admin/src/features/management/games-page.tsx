import { formatRtp, paths, volatilityLevels } from 'shared-data';
import { Link } from 'shared-data/react';
import type { AdminGame } from '../../../server/contract.ts';
import { AdminList } from '../../components/admin-list.tsx';
import { AdminPage } from '../../components/admin-page.tsx';
import type { Column } from '../../components/data-table.tsx';
import { TodoNote } from '../../components/todo-note.tsx';
import { ReviewGeneratorPanel } from './review-generator-panel.tsx';
import { statusColumn } from './status-column.ts';

const columns: Column<AdminGame>[] = [
  { id: 'ad', header: 'Oyun', value: (g) => g.name, render: (g) => <Link to={paths.game(g.provider, g.slug)}>{g.name}</Link> },
  { id: 'saglayici', header: 'Sağlayıcı', value: (g) => g.providerName },
  { id: 'rtp', header: 'RTP', value: (g) => g.rtp, render: (g) => formatRtp(g.rtp), numeric: true },
  // Sorted by level, not alphabetically: Düşük < Orta < Yüksek < Çok Yüksek.
  { id: 'volatilite', header: 'Volatilite', value: (g) => volatilityLevels.indexOf(g.volatility), render: (g) => g.volatility },
  { id: 'yil', header: 'Yıl', value: (g) => g.year, numeric: true },
  { id: 'tur', header: 'Tür', value: (g) => (g.type === 'live' ? 'Canlı Casino' : 'Slot') },
  { id: 'inceleme', header: 'İnceleme', value: (g) => (g.hasReview ? 'Tam inceleme' : 'Kısa tanıtım') },
  statusColumn,
];

export function GamesAdminPage() {
  return (
    <AdminPage title="Oyunlar" intro="Oyun kataloğu ve inceleme durumları.">
      <TodoNote>Oyun ekleme ve düzenleme daha sonra gelecek. Şimdilik liste yalnızca görüntülenir.</TodoNote>
      <AdminList
        list="games"
        before={(games) => <ReviewGeneratorPanel games={games} />}
        caption="Oyun listesi"
        columns={columns}
        rowKey={(g) => g.slug}
        searchLabel="Oyunlarda ara"
        searchText={(g) => `${g.name} ${g.providerName} ${g.theme}`}
        defaultSort={{ column: 'ad', direction: 'asc' }}
      />
    </AdminPage>
  );
}
