import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FormValues } from '../../../server/contract.ts';
import { SecondaryButton } from '../../components/buttons.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Field, StatusLine } from '../../components/cms-form.tsx';
import { casinoReviewDraft } from './review-draft.ts';

const textOf = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  textarea { font-family: ui-monospace, monospace; line-height: 1.5; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The review draft of a casino: a fixed template filled from the form's typed fields (as they are now, saved or
 * not), in a text box the editor rewrites, then puts into the form's 'İnceleme metni' (`onUse`; asking first when
 * that already holds text) or copies. Nothing is sent anywhere.
 */
export function ReviewDraftPanel({ values, onUse }: { values: FormValues; onUse(draft: string): void }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [copyStatus, setCopyStatus] = useState('');
  const [asking, setAsking] = useState(false);

  const use = () => {
    setAsking(false);
    onUse(draft ?? '');
    setCopyStatus('Taslak İnceleme metnine aktarıldı. Casinoyu kaydetmeyi unutmayın.');
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(draft ?? '');
      setCopyStatus('Taslak panoya kopyalandı.');
    } catch {
      setCopyStatus('Kopyalanamadı; metni seçip elle kopyalayın.');
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Casino incelemesi taslağı</h2>
      <p>
        Casinonun yukarıdaki bonus alanlarından hazır bir şablonla Markdown bir taslak yazar; yapay zekâ kullanılmaz. Taslağı
        okuyup kendi değerlendirmenizle tamamlayın, sonra İnceleme metnine aktarın.
      </p>
      <Row>
        <SecondaryButton
          type="button"
          onClick={() => {
            setDraft(casinoReviewDraft(values));
            setCopyStatus('');
          }}
        >
          İnceleme taslağı oluştur
        </SecondaryButton>
      </Row>
      {draft !== null && (
        <>
          <Field>
            <label htmlFor={`${id}-draft`}>İnceleme taslağı</label>
            <textarea id={`${id}-draft`} rows={18} value={draft} onChange={(event) => setDraft(event.target.value)} aria-describedby={`${id}-draft-help`} />
            <small id={`${id}-draft-help`}>
              Markdown biçiminde. Buradaki metin casinoya ancak İnceleme metnine aktarılıp casino kaydedildiğinde kaydedilir.
            </small>
          </Field>
          <Row>
            <SecondaryButton type="button" onClick={() => (textOf(values.bodyMd) === '' ? use() : setAsking(true))}>
              İnceleme metnine aktar
            </SecondaryButton>
            <SecondaryButton type="button" onClick={() => void copy()}>
              Kopyala
            </SecondaryButton>
            <StatusLine role="status">{copyStatus}</StatusLine>
          </Row>
          <ConfirmDialog
            open={asking}
            message="İnceleme metni boş değil. Taslak, yazılı metnin yerine geçsin mi?"
            confirmLabel="Taslakla değiştir"
            cancelLabel="Vazgeç"
            onConfirm={use}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
    </Panel>
  );
}
