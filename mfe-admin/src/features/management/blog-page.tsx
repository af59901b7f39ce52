import { Link } from 'react-router-dom';
import { paths, type BlogPost } from 'shared-data';
import { blogPosts } from 'shared-data/content';
import { AdminPage } from '../../components/admin-page.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { TodoNote } from '../../components/todo-note.tsx';

const columns: Column<BlogPost>[] = [
  { id: 'baslik', header: 'Başlık', value: (p) => p.title, render: (p) => <Link to={paths.blogPost(p.slug)}>{p.title}</Link> },
  { id: 'tarih', header: 'Tarih', value: (p) => p.isoDate, render: (p) => p.date },
  { id: 'yazar', header: 'Yazar', value: (p) => p.author },
  { id: 'no', header: 'No', value: (p) => p.id, numeric: true },
];

export function BlogAdminPage() {
  return (
    <AdminPage title="Blog" intro="Yayındaki blog yazıları; en yeniler önce.">
      <TodoNote>
        Yazı ekleme ve düzenleme daha sonra gelecek. Şimdilik yazılar <code>shared-data/content</code> altındaki
        Markdown dosyalarından derleniyor.
      </TodoNote>
      <DataTable
        caption="Blog yazıları"
        rows={blogPosts}
        columns={columns}
        rowKey={(p) => p.id}
        searchLabel="Yazılarda ara"
        searchText={(p) => `${p.title} ${p.excerpt}`}
        defaultSort={{ column: 'tarih', direction: 'desc' }}
      />
    </AdminPage>
  );
}
