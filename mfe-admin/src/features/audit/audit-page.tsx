import { useCallback, useContext, useEffect, useId, useState, type FormEvent } from 'react';
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
import { roleLabels } from '../../lib/role-labels.ts';
import { SessionContext } from '../../lib/session-context.ts';
import { useCmsLoad } from '../../lib/use-cms-load.ts';
import { actionLabels, collectionLabels, labelOf } from './audit-labels.ts';

/** The filters live in the URL beside the shared page key, so a filtered view can be shared and survives a reload. */
const filterKeys = { collection: 'bolum', actor: 'kullanici', action: 'islem', from: 'baslangic', to: 'bitis' } as const;

const Downloads = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;
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

interface CodeSelectProps {
  id: string;
  label: string;
  /** The first option's words, which asks for no filter. */
  all: string;
  labels: Record<string, string>;
  value: string;
  onChange: (code: string) => void;
}

/** A filter by one of the log's codes, offered in the operator's words (audit-labels.ts). */
function CodeSelect({ id, label, all, labels, value, onChange }: CodeSelectProps) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {Object.entries(labels).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * 'Denetim Kaydı': who changed what and when, and who signed in, newest first, filtered by section, user, action and a
 * period of Istanbul days, a page at a time. Admins download what the filters match as JSON Lines or CSV.
 */
export function AuditPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get(queryKeys.page) ?? '', 10) || 1);
  const collection = params.get(filterKeys.collection) ?? '';
  const actor = params.get(filterKeys.actor) ?? '';
  const action = params.get(filterKeys.action) ?? '';
  const from = params.get(filterKeys.from) ?? '';
  const to = params.get(filterKeys.to) ?? '';
  // The filters the server reads, the ones left open left out.
  const period = Object.entries({ action, from, to }).filter(([, value]) => value !== '');
  const query = new URLSearchParams([['page', String(page)], ['collection', collection], ['actor', actor], ...period]);
  const { state, retry } = useCmsLoad<AuditPageData>(`${adminApiUrl('audit')}?${query}`);
  const isAdmin = useContext(SessionContext)?.session.role === 'admin';
  const exportHref = (format: 'jsonl' | 'csv') =>
    `${adminApiUrl('auditExport')}?${new URLSearchParams([['format', format], ...Object.entries({ collection, actor }).filter(([, value]) => value !== ''), ...period])}`;

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
    <AdminPage title="Denetim Kaydı" intro="İçerikte, ayarlarda ve hesaplarda kimin neyi ne zaman değiştirdiği, kimin ne zaman giriş yaptığı; en yeniler önce.">
      <Filters role="search" aria-label="Denetim kaydını süz" onSubmit={submit}>
        <CodeSelect
          id={`${id}-collection`}
          label="Bölüm"
          all="Tüm bölümler"
          labels={collectionLabels}
          value={collection}
          onChange={(code) => update({ [filterKeys.collection]: code, [queryKeys.page]: null })}
        />
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
        <CodeSelect
          id={`${id}-action`}
          label="İşlem"
          all="Tüm işlemler"
          labels={actionLabels}
          value={action}
          onChange={(code) => update({ [filterKeys.action]: code, [queryKeys.page]: null })}
        />
        <Field>
          <label htmlFor={`${id}-from`}>Başlangıç günü</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(event) => update({ [filterKeys.from]: event.target.value, [queryKeys.page]: null })} />
        </Field>
        <Field>
          <label htmlFor={`${id}-to`}>Bitiş günü</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(event) => update({ [filterKeys.to]: event.target.value, [queryKeys.page]: null })} />
        </Field>
      </Filters>
      {isAdmin && (
        <Downloads>
          <a href={exportHref('jsonl')} download>
            JSON Lines olarak indir
          </a>
          <a href={exportHref('csv')} download>
            CSV olarak indir
          </a>
        </Downloads>
      )}

      {state.status === 'failed' ? (
        <LoadFailure message={failureMessage(state.error, 'Denetim kaydı yüklenemedi. Lütfen tekrar deneyin.')} onRetry={retry} />
      ) : !data ? (
        <p role="status">Kayıtlar yükleniyor…</p>
      ) : data.items.length === 0 ? (
        <Muted role="status">Kayıt bulunamadı.</Muted>
      ) : (
        <div aria-busy={state.status === 'loading' || undefined}>
          <CaptionedTable caption={`Değişiklikler (${data.total} kayıt)`} headers={['Zaman', 'Kullanıcı', 'Rol', 'İşlem', 'Bölüm', 'Kayıt', 'Alanlar']}>
            {data.items.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{formatIstanbulDateTime(entry.at)}</time>
                </td>
                <td>{entry.actor}</td>
                <td>{entry.actorRole === 'admin' || entry.actorRole === 'editor' ? roleLabels[entry.actorRole] : dash}</td>
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
