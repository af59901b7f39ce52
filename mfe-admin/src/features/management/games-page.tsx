import { Link } from 'react-router-dom';
import { formatRtp, paths, volatilityLevels, type Game } from 'shared-data';
import { findProvider, games } from 'shared-data/content';
import { AdminPage } from '../../components/admin-page.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { TodoNote } from '../../components/todo-note.tsx';
import { ReviewGeneratorPanel } from './review-generator-panel.tsx';

const providerName = (game: Game) => findProvider(game.provider)?.name ?? game.provider;

const columns: Column<Game>[] = [
  { id: 'ad', header: 'Oyun', value: (g) => g.name, render: (g) => <Link to={paths.game(g.provider, g.slug)}>{g.name}</Link> },
  { id: 'saglayici', header: 'Sağlayıcı', value: providerName },
  { id: 'rtp', header: 'RTP', value: (g) => g.rtp, render: (g) => formatRtp(g.rtp), numeric: true },
  // Sorted by level, not alphabetically: Düşük < Orta < Yüksek < Çok Yüksek.
  { id: 'volatilite', header: 'Volatilite', value: (g) => volatilityLevels.indexOf(g.volatility), render: (g) => g.volatility },
  { id: 'yil', header: 'Yıl', value: (g) => g.year, numeric: true },
  { id: 'tur', header: 'Tür', value: (g) => (g.type === 'live' ? 'Canlı Casino' : 'Slot') },
  { id: 'inceleme', header: 'İnceleme', value: (g) => (g.hasReview ? 'Tam inceleme' : 'Kısa tanıtım') },
];

export function GamesAdminPage() {
  return (
    <AdminPage title="Oyunlar" intro="Oyun kataloğu ve inceleme durumları.">
      <ReviewGeneratorPanel />
      <TodoNote>Oyun ekleme ve düzenleme daha sonra gelecek. Şimdilik liste yalnızca görüntülenir.</TodoNote>
      <DataTable
        caption="Oyun listesi"
        rows={games}
        columns={columns}
        rowKey={(g) => g.slug}
        searchLabel="Oyunlarda ara"
        searchText={(g) => `${g.name} ${providerName(g)} ${g.theme}`}
        defaultSort={{ column: 'ad', direction: 'asc' }}
      />
    </AdminPage>
  );
}
