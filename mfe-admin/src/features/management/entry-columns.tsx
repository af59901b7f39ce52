import { paths } from 'shared-data';
import { formatIstanbulDateTime } from 'shared-data/cms';
import { Link } from 'shared-data/react';
import styled from 'styled-components';
import type { EntrySummary } from '../../../server/contract.ts';
import { SecondaryButton } from '../../components/buttons.tsx';
import type { Column } from '../../components/data-table.tsx';
import { statusLabels } from '../../lib/messages.ts';
import type { CollectionSpec } from './collections.ts';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  button { min-height: 2.25rem; padding: 0 ${({ theme }) => theme.space.sm}; }
`;

const Position = styled.span`
  min-width: 1.5rem;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;

export interface EntryActions {
  edit: (entry: EntrySummary) => void;
  duplicate: (entry: EntrySummary) => void;
  remove: (entry: EntrySummary) => void;
  move: (entry: EntrySummary, delta: -1 | 1) => void;
  /** Keeps the move buttons reachable, so focus can follow a moved entry. */
  moveButton: (key: string) => (element: HTMLButtonElement | null) => void;
  busy: boolean;
}

export const moveButtonKey = (id: number, delta: -1 | 1) => `${id}:${delta}`;

/** The id of an entry's title link, which its row's buttons name as their context. */
export const titleId = (prefix: string, entry: EntrySummary) => `${prefix}-entry-${entry.id}`;

/** The columns of a collection's list: order (ranked collections), title, detail, status, times and the actions. */
export function entryColumns(spec: CollectionSpec, count: number, prefix: string, actions: EntryActions): Column<EntrySummary>[] {
  const position: Column<EntrySummary> = {
    id: 'sira',
    header: 'Sıra',
    numeric: true,
    value: (entry) => entry.position ?? 0,
    render: (entry) => (
      <Controls>
        <Position>{entry.position}</Position>
        {([-1, 1] as const).map((delta) => (
          <SecondaryButton
            key={delta}
            ref={actions.moveButton(moveButtonKey(entry.id, delta))}
            type="button"
            aria-label={`${delta < 0 ? 'Yukarı taşı' : 'Aşağı taşı'}: ${entry.title}`}
            disabled={delta < 0 ? entry.position === 1 : entry.position === count}
            onClick={() => actions.move(entry, delta)}
          >
            <span aria-hidden="true">{delta < 0 ? '↑' : '↓'}</span> {delta < 0 ? 'Yukarı' : 'Aşağı'}
          </SecondaryButton>
        ))}
      </Controls>
    ),
  };
  const columns: Column<EntrySummary>[] = [
    {
      id: 'baslik',
      header: spec.titleHeader,
      value: (entry) => entry.title,
      render: (entry) => (
        <Link id={titleId(prefix, entry)} to={paths.adminEntry(spec.listPath, entry.id)}>
          {entry.title}
        </Link>
      ),
    },
    { id: 'ayrinti', header: spec.detailHeader, value: (entry) => entry.detail },
    { id: 'durum', header: 'Durum', value: (entry) => statusLabels[entry.status] },
    { id: 'yayin', header: 'Yayın zamanı', value: (entry) => entry.publishAt, render: (entry) => formatIstanbulDateTime(entry.publishAt) },
    { id: 'degisiklik', header: 'Son değişiklik', value: (entry) => entry.updatedAt, render: (entry) => formatIstanbulDateTime(entry.updatedAt) },
    {
      id: 'islemler',
      header: 'İşlemler',
      sortable: false,
      value: () => '',
      render: (entry) => (
        <Controls>
          <SecondaryButton type="button" aria-describedby={titleId(prefix, entry)} onClick={() => actions.edit(entry)}>
            Düzenle
          </SecondaryButton>
          {!spec.editOnly && (
            <>
              <SecondaryButton type="button" aria-describedby={titleId(prefix, entry)} disabled={actions.busy} onClick={() => actions.duplicate(entry)}>
                Çoğalt
              </SecondaryButton>
              <SecondaryButton type="button" aria-describedby={titleId(prefix, entry)} disabled={actions.busy} onClick={() => actions.remove(entry)}>
                Sil
              </SecondaryButton>
            </>
          )}
        </Controls>
      ),
    },
  ];
  return spec.ordered ? [position, ...columns] : columns;
}
