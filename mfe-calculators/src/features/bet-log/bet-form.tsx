import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  BET_DESCRIPTION_MAX_LENGTH,
  BET_RESULT_LABELS,
  BET_RESULTS,
  betAsText,
  parseBetInput,
  type BetField,
  type BetInput,
} from 'shared-data/betting';
import styled from 'styled-components';
import { ButtonRow, FieldGrid, PrimaryButton, SecondaryButton } from '../../components/calculator-card.tsx';
import { FormField } from './form-field.tsx';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

type FormText = Record<BetField, string>;
type FieldErrors = Partial<Record<BetField, string>>;

/** Today in the reader's own time zone, as a date input writes it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A stored number as a Turkish reader types it; every digit kept, as the odds may have three decimals. */
const numberText = (value: number) => String(value).replace('.', ',');

const textOf = (bet: BetInput): FormText => betAsText(bet, numberText, '; ');

/**
 * A new bet's form; the date and market of the last bet stay, as bets are often logged a few at a time. The date starts
 * empty, which means today: the server renders the form too, and does not know the reader's day (a date set once the
 * form runs would render the form again before what the reader typed meanwhile is handed over, and wipe it).
 */
const blank = (keep?: Pick<FormText, 'date' | 'market'>): FormText => ({
  date: keep?.date ?? '',
  description: '',
  market: keep?.market ?? '',
  odds: '',
  stake: '',
  result: 'bekliyor',
  closingSide: '',
  closingOthers: '',
});

interface BetFormProps {
  /** The bet being edited, or null for a new one. */
  editing: BetInput | null;
  /** The markets already logged, offered as the reader types one. */
  markets: readonly string[];
  /** Whether the log can store a bet yet: until it has opened, the form takes text but cannot be sent. */
  ready: boolean;
  /** Stores the bet; answers whether it was stored. */
  onSubmit: (input: BetInput) => Promise<boolean>;
  onCancel: () => void;
}

/** Adds a bet, or edits one: native fields, checked by the bet log's rule, each refusal under its field. */
export function BetForm({ editing, markets, ready, onSubmit, onCancel }: BetFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState<FormText>(() => (editing ? textOf(editing) : blank()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusals, setRefusals] = useState(0);

  // A bet opened for editing takes the focus to the form, which may be far above the table's button.
  useEffect(() => {
    if (editing) form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [editing]);

  // After a refused submit, the first refused field takes the focus, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const change = (field: BetField) => (value: string) => {
    setText((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = parseBetInput({ ...text, date: text.date || today() });
    if (read.kind === 'invalid') {
      const found: FieldErrors = {};
      for (const error of read.errors) found[error.field] ??= error.message;
      setErrors(found);
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    if (editing) return void onSubmit(read.bet);
    // Emptied at once, so that the next bet can be typed while this one is stored; given back if it was not stored.
    setText(blank(text));
    if (!(await onSubmit(read.bet))) setText(text);
  }

  const field = (name: BetField) => ({
    value: text[name],
    onChange: (event: { target: { value: string } }) => change(name)(event.target.value),
  });
  const heading = editing ? 'Bahsi düzenle' : 'Bahis ekle';

  return (
    <Form ref={form} aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h2 id={`${id}-title`}>{heading}</h2>
      <FieldGrid>
        <FormField label="Tarih" note="Boş bırakılırsa bugün." error={errors.date}>
          {(control) => <input {...control} type="date" {...field('date')} />}
        </FormField>
        <FormField label="Pazar" note="ör. 1X2, Alt/Üst 2,5" error={errors.market}>
          {(control) => <input {...control} type="text" list={`${id}-markets`} autoComplete="off" {...field('market')} />}
        </FormField>
        <FormField label="Oran" error={errors.odds}>
          {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" placeholder="ör. 1,85" {...field('odds')} />}
        </FormField>
        <FormField label="Tutar (TL)" error={errors.stake}>
          {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" placeholder="ör. 100" {...field('stake')} />}
        </FormField>
        <FormField label="Sonuç" error={errors.result}>
          {(control) => (
            <select {...control} {...field('result')}>
              {BET_RESULTS.map((result) => (
                <option key={result} value={result}>
                  {BET_RESULT_LABELS[result]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Kapanış oranı (aldığınız taraf)" note="İsteğe bağlı; CLV için." error={errors.closingSide}>
          {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" {...field('closingSide')} />}
        </FormField>
        <FormField
          label="Diğer sonuçların kapanış oranları"
          note="İsteğe bağlı; noktalı virgülle ayırın, ör. 3,40; 4,20. Girilirse marj çıkarılır."
          error={errors.closingOthers}
        >
          {(control) => <input {...control} type="text" autoComplete="off" {...field('closingOthers')} />}
        </FormField>
        <FormField label="Açıklama" note={`İsteğe bağlı, en fazla ${BET_DESCRIPTION_MAX_LENGTH} karakter.`} error={errors.description} wide>
          {(control) => <textarea {...control} rows={2} {...field('description')} />}
        </FormField>
      </FieldGrid>
      <datalist id={`${id}-markets`}>
        {markets.map((market) => (
          <option key={market} value={market} />
        ))}
      </datalist>
      <ButtonRow>
        <PrimaryButton type="submit" disabled={!ready}>
          {editing ? 'Değişiklikleri kaydet' : 'Bahsi ekle'}
        </PrimaryButton>
        {editing && (
          <SecondaryButton type="button" onClick={onCancel}>
            Vazgeç
          </SecondaryButton>
        )}
      </ButtonRow>
    </Form>
  );
}
