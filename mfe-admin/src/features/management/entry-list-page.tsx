import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { paths } from 'shared-data';
import { useNavigate } from 'shared-data/react';
import styled from 'styled-components';
import type { EntrySummary } from '../../../server/contract.ts';
import { AdminPage } from '../../components/admin-page.tsx';
import { AlertBox } from '../../components/alert-box.tsx';
import { PrimaryButton, SecondaryButton } from '../../components/buttons.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable, type TableFilter } from '../../components/data-table.tsx';
import { isUnauthenticated } from '../../lib/api.ts';
import { cmsApi, failureMessage } from '../../lib/cms-api.ts';
import { statusLabels } from '../../lib/messages.ts';
import { useAdminData } from '../../lib/use-admin-data.ts';
import { useSession } from '../../lib/session-context.ts';
import type { CollectionSpec } from './collections.ts';
import { entryColumns, moveButtonKey, type EntryActions } from './entry-columns.tsx';
import { moveEntry } from './order.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const statusFilter: TableFilter<EntrySummary> = {
  label: 'Durum',
  param: 'durum',
  allLabel: 'Tümü',
  options: Object.entries(statusLabels).map(([value, label]) => ({ value, label })),
  matches: (entry, value) => entry.status === value,
};

const defaultSort = (spec: CollectionSpec) =>
  spec.ordered
    ? { column: 'sira', direction: 'asc' as const }
    : spec.collection === 'blog'
      ? { column: 'yayin', direction: 'desc' as const }
      : { column: 'baslik', direction: 'asc' as const };

/**
 * A collection's management list: search, status filter, sort and paging, with create, edit, copy, delete and order.
 * `notice` goes above the list: the app passes the casinos' link-health warning, which belongs to another feature.
 */
export function EntryListPage({ spec, notice }: { spec: CollectionSpec; notice?: ReactNode }) {
  const { collection, listPath } = spec;
  const id = useId();
  const navigate = useNavigate();
  const { sessionEnded } = useSession();
  const load = useCallback(() => cmsApi.list(collection), [collection]);
  const { state, retry, update } = useAdminData(load);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EntrySummary | null>(null);
  const [busy, setBusy] = useState(false);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; delta: -1 | 1 } | null>(null);

  useEffect(() => {
    if (!focusAfterMove) return;
    const button = (delta: -1 | 1) => moveButtons.current.get(moveButtonKey(focusAfterMove.id, delta));
    const same = button(focusAfterMove.delta);
    // At the top or bottom the pressed button is disabled; the other one keeps focus on the entry.
    (same && !same.disabled ? same : button(focusAfterMove.delta === -1 ? 1 : -1))?.focus();
  }, [focusAfterMove, state]);

  const rows = state.status === 'ready' ? state.data : [];

  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (isUnauthenticated(error)) sessionEnded();
      else setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const actions: EntryActions = {
    busy,
    edit: (entry) => navigate(paths.adminEntry(listPath, entry.id)),
    duplicate: (entry) =>
      void run(async () => {
        const { entry: copy } = await cmsApi.duplicate(collection, entry.id);
        navigate(paths.adminEntry(listPath, copy.id));
      }),
    remove: (entry) => setDeleting(entry),
    move: (entry, delta) => {
      const moved = moveEntry(rows, entry.id, delta);
      if (!moved || busy) return;
      const position = moved.find((row) => row.id === entry.id)?.position;
      void run(async () => {
        await cmsApi.reorder(collection, moved.map((row) => row.id));
        update(() => moved);
        setFocusAfterMove({ id: entry.id, delta });
        setAnnouncement(`${entry.title} artık ${position}. sırada.`);
      });
    },
    moveButton: (key) => (element) => {
      if (element) moveButtons.current.set(key, element);
      else moveButtons.current.delete(key);
    },
  };

  const confirmDelete = (entry: EntrySummary) =>
    void run(async () => {
      try {
        await cmsApi.remove(collection, entry.id, entry.version);
        update((data) => data.filter((row) => row.id !== entry.id));
        setAnnouncement(`${entry.title} silindi.`);
      } finally {
        setDeleting(null);
      }
    });

  return (
    <AdminPage title={spec.title} intro={spec.intro}>
      {notice}
      <Bar>
        {!spec.editOnly && (
          <PrimaryButton type="button" onClick={() => navigate(paths.adminNew(listPath))}>
            Yeni Ekle
          </PrimaryButton>
        )}
        {spec.ordered && <p>Sıra, sitedeki sıradır: Yukarı ve Aşağı düğmeleriyle değiştirin.</p>}
      </Bar>
      <p role="status">{state.status === 'loading' ? 'Liste yükleniyor…' : announcement}</p>
      {failure && <AlertBox role="alert">{failure}</AlertBox>}
      {state.status === 'failed' && (
        <div>
          <AlertBox role="alert">Liste yüklenemedi. Lütfen tekrar deneyin.</AlertBox>
          <p>
            <SecondaryButton type="button" onClick={retry}>
              Tekrar Dene
            </SecondaryButton>
          </p>
        </div>
      )}
      {state.status === 'ready' && (
        <DataTable
          caption={`${spec.title} listesi`}
          rows={state.data}
          columns={entryColumns(spec, state.data.length, id, actions)}
          rowKey={(entry) => entry.id}
          searchLabel="Ara"
          searchText={(entry) => `${entry.title} ${entry.slug} ${entry.detail}`}
          filter={statusFilter}
          defaultSort={defaultSort(spec)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={`${deleting?.title ?? ''} silinsin mi? Bu işlem geri alınamaz.`}
        confirmLabel="Sil"
        cancelLabel="Vazgeç"
        busy={busy}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
