import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COUNTRY_RULES, countryRuleLabels, isCountryRule, type CountryRule } from 'shared-data';
import { countryRuleErrorsOf, countryRulesSchema, isCountryCode, MAX_COUNTRY_RULES, type CountryRulesDocument } from 'shared-data/cms';
import styled from 'styled-components';
import { adminApiUrl } from '../../../server/contract.ts';
import { AlertBox } from '../../components/alert-box.tsx';
import { PrimaryButton, SecondaryButton } from '../../components/buttons.tsx';
import { Table, TableScroll } from '../../components/captioned-table.tsx';
import { CmsForm, Field, FieldError, fieldA11y, StatusLine } from '../../components/cms-form.tsx';
import { jsonBody, request, showSaveFailure, useSessionEndedCheck } from '../../lib/cms-request.ts';
import { countryRuleMessages } from './country-rule-messages.ts';

type Messages = Record<string, string>;
/** A country's rule with a key of its own, so removing a row keeps the focus and input of the rows after it. */
type RuleRow = { key: number; country: string; rule: CountryRule };

/** The rule a new row starts with: most rows restrict the offers somewhere. */
const NEW_ROW_RULE: CountryRule = 'hide';

const Help = styled.section`
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.lg}; }
  ul { margin: 0 0 ${({ theme }) => theme.space.sm}; padding-inline-start: ${({ theme }) => theme.space.lg}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Country names in Turkish, from the browser's own data ('TR' → 'Türkiye').
const regionNames = new Intl.DisplayNames('tr', { type: 'region' });

/** What the row's name cell says: the country's name, or why there is none yet. */
function countryName(code: string): { name: string; known: boolean } {
  const trimmed = code.trim();
  if (trimmed === '') return { name: 'Kod girilmedi', known: false };
  if (!isCountryCode(trimmed)) return { name: 'Tanınmayan kod', known: false };
  return { name: regionNames.of(trimmed) ?? trimmed, known: true };
}

// Keys only tell rows apart within this page's life, so a counter shared by every form is enough.
let nextKey = 0;
const toRows = (rules: CountryRulesDocument['values']['rules']): RuleRow[] => rules.map((entry) => ({ ...entry, key: nextKey++ }));

/** What each rule does and where the visitor's country comes from (shared-data offer-policy.ts, COUNTRY_HEADER). */
function RulesHelp({ headingId }: { headingId: string }) {
  return (
    <Help aria-labelledby={headingId}>
      <h2 id={headingId}>Kurallar ne yapar?</h2>
      <ul>
        <li>
          <strong>{countryRuleLabels.show}</strong>: teklifler herkese olduğu gibi gösterilir.
        </li>
        <li>
          <strong>{countryRuleLabels.hide}</strong>: bonusa yönlendiren düğmeler, casino bağlantıları ve teklif pencereleri gösterilmez;
          sayfalar, okurun &quot;Ara ver&quot; ile mola verdiği zamanki gibi görünür, ancak mola bildirimi olmadan.
        </li>
        <li>
          <strong>{countryRuleLabels.info}</strong>: bonus koşulları ve değerleri görünür, ama bonusa yönlendiren düğme ya da casino
          bağlantısı gösterilmez; /git/ bağlantıları, tekliflerin ziyaretçinin ülkesinde sunulmadığını söyler. Sayfalar
          &quot;{countryRuleLabels.hide}&quot; ile aynı görünür; ikisi yalnızca /git/ adresinde ayrılır.
        </li>
      </ul>
      <p>
        Ziyaretçinin ülkesi, sunucunun güvendiği ülke başlığından (COUNTRY_HEADER) okunur. Bu başlık yapılandırılmamışsa her
        ziyaretçiye varsayılan kural uygulanır; listede olmayan ya da ülkesi bilinmeyen ziyaretçilere de.
      </p>
      <p>Ülke kodları ISO 3166-1 alfa-2 kodlarıdır, iki büyük harf: ör. TR (Türkiye), DE (Almanya), GB (Birleşik Krallık).</p>
    </Help>
  );
}

/**
 * The form of 'Ülke kuralları'. It checks the rules with the server's own schema before saving and sends the
 * version it was loaded at; a refusal (400 per field, 409 stale) keeps everything typed.
 */
export function CountryRulesForm({ initial }: { initial: CountryRulesDocument }) {
  const id = useId();
  const isSessionEnd = useSessionEndedCheck();
  const [version, setVersion] = useState(initial.version);
  const [defaultRule, setDefaultRule] = useState<CountryRule>(initial.values.defaultRule);
  const [rows, setRows] = useState(() => toRows(initial.values.rules));
  const [errors, setErrors] = useState<Messages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = (path: string) => `${id}-${path.replaceAll('.', '-')}`;
  const addRef = useRef<HTMLButtonElement>(null);
  // After a refused save, the first field to mend takes the focus once its message is on screen; after adding a row,
  // its country code; after removing one, the add button (the removed row's button is gone).
  const focusNext = useRef<'error' | 'add' | { row: number } | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    if (next === 'add') addRef.current?.focus();
    else if (next === 'error') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else document.getElementById(fieldId(`row-${next.row}-country`))?.focus();
  });

  const headers = { country: fieldId('head-country'), name: fieldId('head-name'), rule: fieldId('head-rule') };
  const edited = (path: string) => {
    setSaved(false);
    setErrors(({ [path]: _dropped, ...rest }) => rest);
  };
  const setRow = (index: number, change: Partial<RuleRow>, path: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
    edited(path);
  };
  // Messages of the rows are keyed by position, which removing or adding a row shifts: they go until the next check.
  const dropRowErrors = () => {
    setSaved(false);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('rules'))));
  };
  const addRow = () => {
    const row: RuleRow = { key: nextKey++, country: '', rule: NEW_ROW_RULE };
    setRows((current) => [...current, row]);
    dropRowErrors();
    focusNext.current = { row: row.key };
  };
  const removeRow = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    dropRowErrors();
    focusNext.current = 'add';
  };

  const refuse = (fieldErrors: Messages) => {
    setErrors(fieldErrors);
    focusNext.current = 'error';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSaved(false);
    setFormError(null);
    // Sent as the rows stand, so that the server's messages, keyed by position, land on the rows shown.
    const values = { defaultRule, rules: rows.map(({ country, rule }) => ({ country, rule })) };
    const parsed = countryRulesSchema.safeParse(values);
    if (!parsed.success) return refuse(countryRuleMessages(countryRuleErrorsOf(parsed.error)));
    setErrors({});
    setPending(true);
    try {
      const stored = await request<CountryRulesDocument>(adminApiUrl('countryRules'), jsonBody('PUT', { version, values }));
      // What the server stored (codes trimmed, sorted by code), and the version the next save must send.
      setVersion(stored.version);
      setDefaultRule(stored.values.defaultRule);
      setRows(toRows(stored.values.rules));
      setSaved(true);
    } catch (error) {
      if (isSessionEnd(error)) return;
      showSaveFailure(error, 'Ülke kuralları kaydedilemedi. Lütfen tekrar deneyin.', refuse, setFormError);
    } finally {
      setPending(false);
    }
  };

  const rulesErrorId = `${fieldId('rules')}-error`;
  const defaultHintId = `${fieldId('defaultRule')}-hint`;
  const full = rows.length >= MAX_COUNTRY_RULES;
  // A message the form has no field for (a hand-made answer): shown above the form rather than lost.
  const shownKeys = new Set(['defaultRule', 'rules', ...rows.flatMap((_, index) => [`rules.${index}.country`, `rules.${index}.rule`])]);
  const otherErrors = Object.entries(errors).filter(([key]) => !shownKeys.has(key));
  return (
    <>
      <RulesHelp headingId={fieldId('help')} />
      <CmsForm ref={formRef} aria-label="Ülke kuralları" onSubmit={(event) => void submit(event)} noValidate>
        {formError && <AlertBox role="alert">{formError}</AlertBox>}
        {otherErrors.length > 0 && <AlertBox role="alert">{otherErrors.map(([, message]) => message).join(' ')}</AlertBox>}
        <Field>
          <label htmlFor={fieldId('defaultRule')}>Varsayılan kural</label>
          <select
            id={fieldId('defaultRule')}
            value={defaultRule}
            onChange={(event) => {
              if (isCountryRule(event.target.value)) setDefaultRule(event.target.value);
              edited('defaultRule');
            }}
            {...fieldA11y(`${fieldId('defaultRule')}-error`, errors.defaultRule, defaultHintId)}
          >
            {COUNTRY_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {countryRuleLabels[rule]}
              </option>
            ))}
          </select>
          <small id={defaultHintId}>Listede olmayan ülkelerin ve ülkesi bilinmeyen ziyaretçilerin kuralı.</small>
          <FieldError id={`${fieldId('defaultRule')}-error`} message={errors.defaultRule} />
        </Field>
        <fieldset aria-describedby={errors.rules ? rulesErrorId : undefined} aria-invalid={errors.rules ? true : undefined} tabIndex={errors.rules ? -1 : undefined}>
          <legend>Ülkelere göre kurallar</legend>
          {rows.length === 0 ? (
            <p>Listede ülke yok: her ziyaretçiye varsayılan kural uygulanır.</p>
          ) : (
            <TableScroll>
              <Table>
                <thead>
                  <tr>
                    <th scope="col" id={headers.country}>
                      Ülke kodu
                    </th>
                    <th scope="col" id={headers.name}>
                      Ülke
                    </th>
                    <th scope="col" id={headers.rule}>
                      Kural
                    </th>
                    <th scope="col">İşlem</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => {
                    const countryPath = `rules.${index}.country`;
                    const rulePath = `rules.${index}.rule`;
                    const countryId = fieldId(`row-${row.key}-country`);
                    const ruleId = fieldId(`row-${row.key}-rule`);
                    const nameId = fieldId(`row-${row.key}-name`);
                    const { name, known } = countryName(row.country);
                    return (
                      <tr key={row.key}>
                        <td>
                          <Field>
                            <input
                              id={countryId}
                              aria-labelledby={headers.country}
                              value={row.country}
                              size={4}
                              autoComplete="off"
                              autoCapitalize="characters"
                              spellCheck={false}
                              // Codes are upper-case; 'tr' typed is 'TR'.
                              onChange={(event) => setRow(index, { country: event.target.value.toUpperCase() }, countryPath)}
                              {...fieldA11y(`${countryId}-error`, errors[countryPath])}
                            />
                            <FieldError id={`${countryId}-error`} message={errors[countryPath]} />
                          </Field>
                        </td>
                        <td id={nameId}>{known ? name : <Muted>{name}</Muted>}</td>
                        <td>
                          <Field>
                            <select
                              id={ruleId}
                              aria-labelledby={headers.rule}
                              value={row.rule}
                              onChange={(event) => {
                                if (isCountryRule(event.target.value)) setRow(index, { rule: event.target.value }, rulePath);
                              }}
                              {...fieldA11y(`${ruleId}-error`, errors[rulePath])}
                            >
                              {COUNTRY_RULES.map((rule) => (
                                <option key={rule} value={rule}>
                                  {countryRuleLabels[rule]}
                                </option>
                              ))}
                            </select>
                            <FieldError id={`${ruleId}-error`} message={errors[rulePath]} />
                          </Field>
                        </td>
                        <td>
                          <SecondaryButton type="button" onClick={() => removeRow(index)} aria-describedby={nameId}>
                            Kaldır
                          </SecondaryButton>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </TableScroll>
          )}
          <FieldError id={rulesErrorId} message={errors.rules} />
          <Actions>
            <SecondaryButton ref={addRef} type="button" onClick={addRow} disabled={full} aria-describedby={full ? `${id}-max` : undefined}>
              Ülke ekle
            </SecondaryButton>
            {full && <small id={`${id}-max`}>En fazla {MAX_COUNTRY_RULES} ülke kuralı girilebilir.</small>}
          </Actions>
        </fieldset>
        <Actions>
          <PrimaryButton type="submit" disabled={pending} aria-busy={pending || undefined}>
            Kaydet
          </PrimaryButton>
          <StatusLine role="status">{saved ? 'Kaydedildi.' : ''}</StatusLine>
        </Actions>
      </CmsForm>
    </>
  );
}
