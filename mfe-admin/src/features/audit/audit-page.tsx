import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { queryKeys } from 'shared-data';
import { formatIstanbulDateTime } from 'shared-data/cms';
import { useSearchParams } from 'shared-data/react';
import styled from 'styled-components';
import { adminApiUrl, type AuditPage as AuditPageData } from '../../../server/contract.ts';
import { AdminPage } from '../../components/admin-page.tsx';
import { SecondaryButton } from '../../components/buttons.tsx';
import { Field, LoadFailure } from '../../components/cms-form.tsx';
import { CaptionedTable } from '../../components/captioned-table.tsx';
import { failureMessage } from '../../lib/cms-request.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';
import { actionLabels, collectionLabels, labelOf } from './audit-labels.ts';

/** The filters live in the URL beside the shared page key, so a filtered view can be shared and survives a reload. */
const filterKeys = { collection: 'bolum', actor: 'kullanici' } as const;
/** Typing a name sends one request when the typing pauses, not one per letter. */
const ACTOR_DELAY_MS = 300;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  p { margin: 0; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const dash = '—';

/** 'Denetim Kaydı': who changed what and when, newest first, filtered by section and user, a page at a time. */
export function AuditPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get(queryKeys.page) ?? '', 10) || 1);
  const collection = params.get(filterKeys.collection) ?? '';
  const actor = params.get(filterKeys.actor) ?? '';
  const query = new URLSearchParams({ page: String(page), collection, actor });
  const { state, retry } = useCmsLoad<AuditPageData>(`${adminApiUrl('audit')}?${query}`);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  // The name as typed; it reaches the URL (and the server) when the typing pauses or on Enter.
  const [actorDraft, setActorDraft] = useState(actor);
  const [urlActor, setUrlActor] = useState(actor);
  if (urlActor !== actor) {
    // The URL changed from outside (Back, a shared link): the field follows it.
    setUrlActor(actor);
    setActorDraft(actor);
  }
  const applyActor = useCallback(
    (name: string) => update({ [filterKeys.actor]: name.trim(), [queryKeys.page]: null }, true),
    [update],
  );
  useEffect(() => {
    if (actorDraft.trim() === actor) return;
    const timer = setTimeout(() => applyActor(actorDraft), ACTOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [actorDraft, actor, applyActor]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (actorDraft.trim() !== actor) applyActor(actorDraft);
  };

  // While the next page or filter loads, the current rows stay (marked busy), so the pager keeps the focus.
  const data = state.status === 'ready' ? state.data : state.status === 'loading' ? state.stale : undefined;
  const pageCount = Math.max(1, data?.pageCount ?? 1);
  const goTo = (next: number) => update({ [queryKeys.page]: next > 1 ? String(next) : null });

  return (
    <AdminPage title="Denetim Kaydı" intro="İçerikte, ayarlarda ve hesaplarda kimin neyi ne zaman değiştirdiği; en yeniler önce.">
      <Filters role="search" aria-label="Denetim kaydını süz" onSubmit={submit}>
        <Field>
          <label htmlFor={`${id}-collection`}>Bölüm</label>
          <select
            id={`${id}-collection`}
            value={collection}
            onChange={(event) => update({ [filterKeys.collection]: event.target.value, [queryKeys.page]: null })}
          >
            <option value="">Tüm bölümler</option>
            {Object.entries(collectionLabels).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-actor`}>Kullanıcı</label>
          <input
            id={`${id}-actor`}
            value={actorDraft}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setActorDraft(event.target.value)}
          />
        </Field>
      </Filters>

      {state.status === 'failed' ? (
        <LoadFailure message={failureMessage(state.error, 'Denetim kaydı yüklenemedi. Lütfen tekrar deneyin.')} onRetry={retry} />
      ) : !data ? (
        <p role="status">Kayıtlar yükleniyor…</p>
      ) : data.items.length === 0 ? (
        <Muted role="status">Kayıt bulunamadı.</Muted>
      ) : (
        <div aria-busy={state.status === 'loading' || undefined}>
          <CaptionedTable caption={`Değişiklikler (${data.total} kayıt)`} headers={['Zaman', 'Kullanıcı', 'İşlem', 'Bölüm', 'Kayıt', 'Alanlar']}>
            {data.items.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{formatIstanbulDateTime(entry.at)}</time>
                </td>
                <td>{entry.actor}</td>
                <td>{labelOf(actionLabels, entry.action)}</td>
                <td>{labelOf(collectionLabels, entry.collection)}</td>
                <td>{entry.entryLabel || (entry.entryId === null ? dash : `#${entry.entryId}`)}</td>
                <td>{entry.fields.length > 0 ? entry.fields.join(', ') : dash}</td>
              </tr>
            ))}
          </CaptionedTable>
          <Pager aria-label="Denetim kaydı sayfaları">
            <SecondaryButton type="button" onClick={() => goTo(data.page - 1)} disabled={data.page <= 1}>
              <span aria-hidden="true">‹</span> Önceki
            </SecondaryButton>
            <p aria-live="polite">{`Sayfa ${data.page} / ${pageCount}`}</p>
            <SecondaryButton type="button" onClick={() => goTo(data.page + 1)} disabled={data.page >= pageCount}>
              Sonraki <span aria-hidden="true">›</span>
            </SecondaryButton>
          </Pager>
        </div>
      )}
    </AdminPage>
  );
}
