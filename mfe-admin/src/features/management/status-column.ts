import type { ContentStatus, WithStatus } from 'shared-data';
import type { Column } from '../../components/data-table.tsx';

const statusLabels: Record<ContentStatus, string> = { draft: 'Taslak', published: 'Yayında', scheduled: 'Zamanlanmış' };

/** The status column every management table ends with. */
export const statusColumn: Column<WithStatus<object>> = {
  id: 'durum',
  header: 'Durum',
  value: (row) => statusLabels[row.status],
};
