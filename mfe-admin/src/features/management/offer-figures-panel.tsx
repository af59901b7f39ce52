import { useId, useState } from 'react';
import type { CasinoOfferValue } from 'shared-data';
import { parseCmsValues } from 'shared-data/cms';
import styled from 'styled-components';
import type { EntryDocument, FormValues } from '../../../server/contract.ts';
import { AlertBox } from '../../components/alert-box.tsx';
import { SecondaryButton } from '../../components/buttons.tsx';
import { isUnauthenticated } from '../../lib/api.ts';
import { cmsApi, failureMessage, invalidFieldsOf } from '../../lib/cms-api.ts';
import { fieldMessages, type FieldMessages } from '../../lib/messages.ts';
import { useSession } from '../../lib/session-context.ts';
import { StatusLine } from '../../components/cms-form.tsx';
import { sameValues } from './form-values.ts';
import { noFiguresReason, offerFigureRows } from './offer-figures.ts';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h2, h3 { margin: 0; }
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; }
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(12rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  div { display: contents; }
  dt { font-weight: 600; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One offer's figures under its heading, or why it has none. */
function OfferFigures({ title, value, values, note }: { title: string; value: CasinoOfferValue; values: FormValues; note?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {note && <Muted>{note}</Muted>}
      {value.kind === 'value' ? (
        <Figures>
          {offerFigureRows(value, values).map(({ term, detail }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </Figures>
      ) : (
        <p>{noFiguresReason(value, values)}</p>
      )}
    </section>
  );
}

export interface OfferFiguresPanelProps {
  /** The saved casino, whose document carries the stored figures; null for a casino not saved yet. */
  saved: EntryDocument | null;
  /** The form's values as typed. */
  values: FormValues;
  /** Puts refused values' messages by their fields, as a refused save does. */
  onInvalid(errors: FieldMessages): void;
}

/**
 * The value of the casino's offer: the stored figures of the saved offer, which the site shows, and on
 * request ('Değeri hesapla') the figures of the form's values as they are, computed by the admin API and stored
 * nowhere, so the operator sees what a change of terms does before saving it.
 */
export function OfferFiguresPanel({ saved, values, onInvalid }: OfferFiguresPanelProps) {
  const id = useId();
  const { sessionEnded } = useSession();
  const [preview, setPreview] = useState<{ value: CasinoOfferValue; values: FormValues } | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const calculate = async () => {
    setFailure(null);
    const parsed = parseCmsValues('casinos', values);
    if (!parsed.ok) return onInvalid(fieldMessages(parsed.fieldErrors));
    setPending(true);
    try {
      // The values sent, kept with their figures: the form may change while the answer is on its way.
      setPreview({ value: (await cmsApi.previewOffer(values)).value, values });
    } catch (error) {
      const fieldErrors = invalidFieldsOf(error);
      if (isUnauthenticated(error)) sessionEnded();
      else if (fieldErrors) onInvalid(fieldErrors);
      else setFailure(failureMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>Teklifin değeri</h2>
      <Muted>
        Sitenin standart oyunu: bonusun tamamını kazandıran yatırım (yoksa en az yatırım), dönüş başına başlangıç bakiyesinin
        %1’i kadar bahis (en az bahisten az, en yüksek bahisten çok olmadan) ve referans oyun; bedava dönüşler kendi
        oyunlarında. Değer hem formülle hem de teklif en az 20.000 kez oynanarak hesaplanır (standart hata başlangıcın
        %2’sine inene dek daha çok); beklenen değerler %95 aralıklarıyla, ayrıca en az ve en yüksek bahisteki değerler
        gösterilir.
      </Muted>
      {saved?.offerValue ? (
        <OfferFigures title="Kayıtlı teklif" value={saved.offerValue} values={saved.values} note="Sitede gösterilen değer; kaydettiğinizde güncellenir." />
      ) : (
        !saved && <p>Casino kaydedildiğinde kayıtlı teklifin değeri burada görünür.</p>
      )}
      <Row>
        <SecondaryButton type="button" onClick={() => void calculate()} disabled={pending} aria-describedby={`${id}-what`}>
          Değeri hesapla
        </SecondaryButton>
        <small id={`${id}-what`}>Formdaki değerlerle hesaplar; hiçbir şey kaydedilmez.</small>
        <StatusLine role="status">{pending ? 'Hesaplanıyor…' : ''}</StatusLine>
      </Row>
      {failure && <AlertBox role="alert">{failure}</AlertBox>}
      {preview && (
        <OfferFigures
          title="Formdaki değerlerle (kaydedilmedi)"
          value={preview.value}
          values={preview.values}
          note={sameValues(preview.values, values) ? undefined : 'Form bu hesaplamadan sonra değişti; güncel sonuç için yeniden hesaplayın.'}
        />
      )}
    </Panel>
  );
}
