import { paths } from 'shared-data';
import { Link } from 'shared-data/react';
import type { AdminBlogPost } from '../../../server/contract.ts';
import { AdminList } from '../../components/admin-list.tsx';
import { AdminPage } from '../../components/admin-page.tsx';
import type { Column } from '../../components/data-table.tsx';
import { TodoNote } from '../../components/todo-note.tsx';
import { statusColumn } from './status-column.ts';

const columns: Column<AdminBlogPost>[] = [
  { id: 'baslik', header: 'Başlık', value: (p) => p.title, render: (p) => <Link to={paths.blogPost(p.slug)}>{p.title}</Link> },
  { id: 'tarih', header: 'Tarih', value: (p) => p.isoDate, render: (p) => p.date },
  { id: 'yazar', header: 'Yazar', value: (p) => p.author },
  { id: 'no', header: 'No', value: (p) => p.id, numeric: true },
  statusColumn,
];

export function BlogAdminPage() {
  return (
    <AdminPage title="Blog" intro="Blog yazıları, taslaklar dahil; en yeniler önce.">
      <TodoNote>
        Yazı ekleme ve düzenleme daha sonra gelecek. Şimdilik yazılar içerik veritabanından okunup yalnızca
        görüntülenir.
      </TodoNote>
      <AdminList
        list="blog"
        caption="Blog yazıları"
        columns={columns}
        rowKey={(p) => p.id}
        searchLabel="Yazılarda ara"
        searchText={(p) => `${p.title} ${p.excerpt}`}
        defaultSort={{ column: 'tarih', direction: 'desc' }}
      />
    </AdminPage>
  );
}
