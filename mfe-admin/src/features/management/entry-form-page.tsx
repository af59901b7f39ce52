import { Fragment, useCallback, useId } from 'react';
import { reviewTermWarnings } from 'shared-data';
import { slugFrom } from 'shared-data/cms';
import { Link, useNavigate } from 'shared-data/react';
import styled from 'styled-components';
import type { ConflictBody } from '../../../server/contract.ts';
import { AdminPage } from '../../components/admin-page.tsx';
import { AlertBox } from '../../components/alert-box.tsx';
import { PrimaryButton, SecondaryButton } from '../../components/buttons.tsx';
import { CmsForm, LoadFailure, StatusLine } from '../../components/cms-form.tsx';
import { fieldsOf, type CollectionSpec } from './collections.ts';
import type { FieldSpec } from './field-specs.ts';
import { EntryField } from './entry-field.tsx';
import { displayValue } from './form-values.ts';
import { ratingMeanText } from './casino-fields.ts';
import { OfferFiguresPanel } from './offer-figures-panel.tsx';
import { ReviewDraftPanel } from './review-draft-panel.tsx';
import { reviewTermsOf } from './review-terms.ts';
import { useEntryForm } from './use-entry-form.ts';
import { useReferenceOptions } from './use-reference-options.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  ul { margin: 0; }
`;

const Mean = styled.output`
  display: block;
  font-weight: 700;
`;

const Warnings = styled.ul`
  margin: 0;
  color: ${({ theme }) => theme.colors.info};
`;

/** The 409 notice: the server's message and the two ways out; the fields themselves show what changed. */
function ConflictNotice({ conflict, onLoadTheirs, onSaveMine, saving }: { conflict: ConflictBody; onLoadTheirs: () => void; onSaveMine: () => void; saving: boolean }) {
  return (
    <div>
      <AlertBox role="alert">{conflict.message}</AlertBox>
      <Row>
        <SecondaryButton type="button" onClick={onLoadTheirs} disabled={saving}>
          Onların sürümünü yükle
        </SecondaryButton>
        <SecondaryButton type="button" onClick={onSaveMine} disabled={saving}>
          Benimkini yine de kaydet
        </SecondaryButton>
      </Row>
    </div>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('tr-TR') + text.slice(1);

/** The form of one entry of a collection (`id`), or of a new one (`id` null). */
export function EntryFormPage({ spec, id }: { spec: CollectionSpec; id: number | null }) {
  const prefix = useId();
  const fieldId = useCallback((name: string) => `${prefix}-${name}`, [prefix]);
  const navigate = useNavigate();
  const form = useEntryForm(spec, id, fieldId);
  const referenceField = fieldsOf(spec).find((field) => field.kind === 'reference');
  const references = useReferenceOptions(referenceField);
  const options = references.status === 'ready' ? references.options : [];
  const savedTitle = spec.titleField && form.doc ? String(form.doc.values[spec.titleField] ?? '') : '';
  const title = id === null ? `Yeni ${lowerFirst(spec.singular)}` : `${spec.singular} düzenle`;
  const fieldNames = new Set(fieldsOf(spec).map((field) => field.name));
  const otherErrors = Object.entries(form.errors).filter(([name]) => !fieldNames.has(name));

  const hintOf = (field: FieldSpec): string | undefined => {
    if (field.kind === 'reference' && references.status === 'failed') return 'Seçenekler yüklenemedi; sayfayı yenileyip tekrar deneyin.';
    if (field.kind !== 'slug' || field.readOnly || form.values.slug !== '' || !spec.titleField) return undefined;
    const slug = slugFrom('', String(form.values[spec.titleField] ?? ''));
    return slug ? `Kullanılacak kısa ad: ${slug}` : undefined;
  };
  // A casino's review is checked against the terms typed in the same form, saved or not.
  const checkOf = (field: FieldSpec): ((markdown: string) => string[]) | undefined =>
    spec.collection === 'casinos' && field.name === 'bodyMd' ? (markdown) => reviewTermWarnings(markdown, reviewTermsOf(form.values)) : undefined;
  const theirsOf = (field: FieldSpec): string | undefined =>
    form.conflict?.changedFields.includes(field.name) ? displayValue(field, form.conflict.current.values[field.name], options) : undefined;

  return (
    <AdminPage title={title} intro={savedTitle || undefined}>
      <Row>
        <Link to={spec.listPath}>← {spec.title} listesine dön</Link>
      </Row>
      {form.load === 'loading' && <p role="status">Kayıt yükleniyor…</p>}
      {form.load === 'failed' && <LoadFailure message="Kayıt yüklenemedi. Lütfen tekrar deneyin." onRetry={form.retryLoad} />}
      {form.load === 'ready' && (
        <CmsForm
          $wide
          noValidate
          aria-busy={form.saving || undefined}
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            form.save();
          }}
        >
          {Object.keys(form.errors).length > 0 && (
            <AlertBox role="alert">
              Formda düzeltilmesi gereken alanlar var.
              {otherErrors.length > 0 && (
                <ul>
                  {otherErrors.map(([name, message]) => (
                    <li key={name}>{message}</li>
                  ))}
                </ul>
              )}
            </AlertBox>
          )}
          {form.conflict && <ConflictNotice conflict={form.conflict} onLoadTheirs={form.loadTheirs} onSaveMine={form.saveMine} saving={form.saving} />}
          {form.failure && <AlertBox role="alert">{form.failure}</AlertBox>}
          {spec.sections.map((section) => (
            <Fragment key={section.legend}>
              <fieldset>
                <legend>{section.legend}</legend>
                {section.fields.map((field) => (
                  <EntryField
                    key={field.name}
                    field={field}
                    id={fieldId(field.name)}
                    value={form.values[field.name] ?? ''}
                    onChange={(value) => form.setValue(field.name, value)}
                    error={form.errors[field.name]}
                    theirs={theirsOf(field)}
                    hint={hintOf(field)}
                    options={options}
                    check={checkOf(field)}
                  />
                ))}
                {section.summary === 'ratingMean' && (
                  <Mean htmlFor={section.fields.map((field) => fieldId(field.name)).join(' ')}>{ratingMeanText(form.values)}</Mean>
                )}
              </fieldset>
              {section.summary === 'offerValue' && <OfferFiguresPanel saved={form.doc} values={form.values} onInvalid={form.showErrors} />}
            </Fragment>
          ))}
          <Row>
            <PrimaryButton type="submit" disabled={form.saving}>
              Kaydet
            </PrimaryButton>
            <SecondaryButton type="button" onClick={() => navigate(spec.listPath)}>
              Vazgeç
            </SecondaryButton>
            <StatusLine role="status">{form.saving ? 'Kaydediliyor…' : form.saved ? 'Kaydedildi.' : ''}</StatusLine>
            {form.doc?.publicPath && (
              <a href={form.doc.publicPath} target="_blank" rel="noreferrer">
                Sitede görüntüle
              </a>
            )}
          </Row>
          {form.saved && form.saved.warnings.length > 0 && (
            <Warnings aria-label="Uyarılar">
              {form.saved.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </Warnings>
          )}
        </CmsForm>
      )}
      {spec.collection === 'casinos' && form.load === 'ready' && (
        <ReviewDraftPanel values={form.values} onUse={(draft) => form.setValue('bodyMd', draft)} />
      )}
    </AdminPage>
  );
}
