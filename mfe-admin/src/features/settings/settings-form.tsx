import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fieldErrorsOf, settingsSchema } from 'shared-data/cms';
import styled from 'styled-components';
import { adminApiUrl, type SettingsDocument } from '../../../server/contract.ts';
import { AlertBox } from '../../components/alert-box.tsx';
import { PrimaryButton, SecondaryButton } from '../../components/buttons.tsx';
import { CmsForm, FieldError, StatusLine, TextField } from '../../components/cms-form.tsx';
import { jsonBody, request, showSaveFailure, useSessionEndedCheck } from '../../lib/cms-request.ts';
import { fieldMessages, type FieldMessages } from '../../lib/messages.ts';

type Contact = SettingsDocument['values']['contact'];
/** A help line with a key of its own, so removing a row keeps the focus and input of the rows after it. */
type HelpLineRow = { key: number; name: string; phone: string };

/** settingsSchema's limit, said before the operator hits it. */
const MAX_HELP_LINES = 6;

const contactFields: ReadonlyArray<{ name: keyof Contact; label: string; type: string; autoComplete: string }> = [
  { name: 'channelUrl', label: 'Kanal bağlantısı', type: 'url', autoComplete: 'url' },
  { name: 'channelLabel', label: 'Kanal adı', type: 'text', autoComplete: 'off' },
  { name: 'contactUrl', label: 'İletişim bağlantısı', type: 'url', autoComplete: 'url' },
  { name: 'email', label: 'E-posta', type: 'email', autoComplete: 'email' },
];

const HelpLine = styled.fieldset`
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** A stored rate as the field holds it: a decimal comma, no grouping (the form reads "1.000" as a thousand). */
const rateText = (rate: number | null) => (rate === null ? '' : String(rate).replace('.', ','));

// Keys only tell rows apart within this page's life, so a counter shared by every form is enough.
let nextKey = 0;
const toRows = (lines: SettingsDocument['values']['helpLines']): HelpLineRow[] => lines.map((line) => ({ ...line, key: nextKey++ }));

/**
 * The form of 'Site Ayarları'. It checks the values with the server's own schema before saving and sends the
 * version it was loaded at; a refusal (400 per field, 409 stale) keeps everything typed.
 */
export function SettingsForm({ initial }: { initial: SettingsDocument }) {
  const id = useId();
  const isSessionEnd = useSessionEndedCheck();
  const [version, setVersion] = useState(initial.version);
  const [contact, setContact] = useState<Contact>(initial.values.contact);
  const [rows, setRows] = useState(() => toRows(initial.values.helpLines));
  const [usdTry, setUsdTry] = useState(() => rateText(initial.values.exchange.usdTry));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save, the first field to mend takes the focus once its message is on screen.
  const focusFirstError = useRef(false);
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const fieldId = (path: string) => `${id}-${path.replaceAll('.', '-')}`;
  const edited = (path: string) => {
    setSaved(false);
    setErrors(({ [path]: _dropped, ...rest }) => rest);
  };
  const setContactField = (name: keyof Contact, value: string) => {
    setContact((current) => ({ ...current, [name]: value }));
    edited(`contact.${name}`);
  };
  const setRow = (index: number, change: Partial<HelpLineRow>, path: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
    edited(path);
  };
  // Messages of the rows are keyed by position, which removing or adding a row shifts: they go until the next check.
  const dropRowErrors = () => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('helpLines'))));
  const addRow = () => {
    setRows((current) => [...current, ...toRows([{ name: '', phone: '' }])]);
    dropRowErrors();
  };
  const removeRow = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    dropRowErrors();
  };

  const refuse = (fieldErrors: FieldMessages) => {
    setErrors(fieldErrors);
    focusFirstError.current = true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSaved(false);
    setFormError(null);
    const parsed = settingsSchema.safeParse({ contact, helpLines: rows.map(({ name, phone }) => ({ name, phone })), exchange: { usdTry } });
    if (!parsed.success) return refuse(fieldMessages(fieldErrorsOf(parsed.error)));
    setErrors({});
    setPending(true);
    try {
      const stored = await request<SettingsDocument>(adminApiUrl('settings'), jsonBody('PUT', { version, values: parsed.data }));
      // What the server stored (trimmed), and the version the next save must send.
      setVersion(stored.version);
      setContact(stored.values.contact);
      setRows(toRows(stored.values.helpLines));
      setUsdTry(rateText(stored.values.exchange.usdTry));
      setSaved(true);
    } catch (error) {
      if (isSessionEnd(error)) return;
      showSaveFailure(error, 'Ayarlar kaydedilemedi. Lütfen tekrar deneyin.', refuse, setFormError);
    } finally {
      setPending(false);
    }
  };

  const helpLinesErrorId = `${fieldId('helpLines')}-error`;
  return (
    <CmsForm ref={formRef} aria-label="Site ayarları" onSubmit={(event) => void submit(event)} noValidate>
      {formError && <AlertBox role="alert">{formError}</AlertBox>}
      <fieldset>
        <legend>İletişim</legend>
        {contactFields.map(({ name, label, type, autoComplete }) => (
          <TextField
            key={name}
            id={fieldId(`contact.${name}`)}
            label={label}
            type={type}
            autoComplete={autoComplete}
            spellCheck={false}
            value={contact[name]}
            onChange={(value) => setContactField(name, value)}
            error={errors[`contact.${name}`]}
          />
        ))}
      </fieldset>
      <fieldset
        aria-describedby={errors.helpLines ? helpLinesErrorId : undefined}
        aria-invalid={errors.helpLines ? true : undefined}
        tabIndex={errors.helpLines ? -1 : undefined}
      >
        <legend>Yardım hatları</legend>
        {rows.map((row, index) => (
          <HelpLine key={row.key}>
            <legend id={`${fieldId(`helpLines.${row.key}`)}-legend`}>{`Yardım hattı ${index + 1}`}</legend>
            <TextField
              id={fieldId(`helpLines.${row.key}.name`)}
              label="Yardım hattı adı"
              value={row.name}
              onChange={(name) => setRow(index, { name }, `helpLines.${index}.name`)}
              error={errors[`helpLines.${index}.name`]}
            />
            <TextField
              id={fieldId(`helpLines.${row.key}.phone`)}
              label="Telefon"
              type="tel"
              autoComplete="off"
              value={row.phone}
              onChange={(phone) => setRow(index, { phone }, `helpLines.${index}.phone`)}
              error={errors[`helpLines.${index}.phone`]}
            />
            <div>
              <SecondaryButton type="button" onClick={() => removeRow(index)} aria-describedby={`${fieldId(`helpLines.${row.key}`)}-legend`}>
                Kaldır
              </SecondaryButton>
            </div>
          </HelpLine>
        ))}
        <FieldError id={helpLinesErrorId} message={errors.helpLines} />
        <Actions>
          <SecondaryButton
            type="button"
            onClick={addRow}
            disabled={rows.length >= MAX_HELP_LINES}
            aria-describedby={rows.length >= MAX_HELP_LINES ? `${id}-max` : undefined}
          >
            Yardım hattı ekle
          </SecondaryButton>
          {rows.length >= MAX_HELP_LINES && <small id={`${id}-max`}>En fazla {MAX_HELP_LINES} yardım hattı girilebilir.</small>}
        </Actions>
      </fieldset>
      <fieldset>
        <legend>Döviz kuru</legend>
        <TextField
          id={fieldId('exchange.usdTry')}
          label="USD/TL kuru"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={usdTry}
          onChange={(value) => {
            setUsdTry(value);
            edited('exchange.usdTry');
          }}
          error={errors['exchange.usdTry']}
          hint="Bonus değeri sıralamasında USD teklifler bu kurla TL'ye çevrilir."
        />
      </fieldset>
      <Actions>
        <PrimaryButton type="submit" disabled={pending} aria-busy={pending || undefined}>
          Kaydet
        </PrimaryButton>
        <StatusLine role="status">{saved ? 'Kaydedildi.' : ''}</StatusLine>
      </Actions>
    </CmsForm>
  );
}
