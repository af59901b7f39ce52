import { useCallback, useEffect, useState } from 'react';
import { paths } from 'shared-data';
import { parseCmsValues } from 'shared-data/cms';
import type { ConflictBody, EntryDocument, FormValues, SaveResult } from '../../../server/contract.ts';
import { useLeaveGuard, useUnsavedChanges } from '../../components/unsaved-changes.tsx';
import { isUnauthenticated } from '../../lib/api.ts';
import { cmsApi, conflictOf, failureMessage, invalidFieldsOf } from '../../lib/cms-api.ts';
import { fieldMessages, type FieldMessages } from '../../lib/messages.ts';
import { useSession } from '../../lib/session-context.ts';
import type { CollectionSpec } from './collections.ts';
import { firstInvalidField, formValuesOf, initialValues, sameValues } from './form-values.ts';

export type LoadState = 'loading' | 'ready' | 'failed';

/**
 * An entry form's state and its save: the schema checks the values in the browser first, the server's 400 puts its
 * messages by the fields, and a 409 (someone saved meanwhile) keeps what the operator typed beside what is saved now.
 */
export function useEntryForm(spec: CollectionSpec, id: number | null, fieldId: (name: string) => string) {
  const { collection, listPath } = spec;
  const { sessionEnded } = useSession();
  const { navigateWithoutAsking } = useLeaveGuard();
  const [doc, setDoc] = useState<EntryDocument | null>(null);
  const [baseline, setBaseline] = useState<FormValues>(() => initialValues(spec));
  const [values, setValues] = useState<FormValues>(baseline);
  const [load, setLoad] = useState<LoadState>(id === null ? 'ready' : 'loading');
  const [attempt, setAttempt] = useState(0);
  const [errors, setErrors] = useState<FieldMessages>({});
  /** Set by a failed save: the messages whose first field gets focus (a new object each time, so it moves again). */
  const [focusInvalid, setFocusInvalid] = useState<{ errors: FieldMessages } | null>(null);
  const [conflict, setConflict] = useState<ConflictBody | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<SaveResult | null>(null);
  const [saving, setSaving] = useState(false);

  const accept = useCallback(
    (entry: EntryDocument) => {
      const loaded = formValuesOf(spec, entry.values);
      setDoc(entry);
      setBaseline(loaded);
      setValues(loaded);
      setErrors({});
      setConflict(null);
    },
    [spec],
  );

  const docId = doc?.id;
  useEffect(() => {
    // After a create the form moves to the new entry's address; it already holds that entry.
    if (id === null || docId === id) return;
    let current = true;
    setLoad('loading');
    cmsApi.entry(collection, id).then(
      (entry) => {
        if (!current) return;
        accept(entry);
        setLoad('ready');
      },
      (error: unknown) => {
        if (!current) return;
        if (isUnauthenticated(error)) sessionEnded();
        else setLoad('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [collection, id, docId, attempt, accept, sessionEnded]);

  useEffect(() => {
    const name = focusInvalid && firstInvalidField(spec, focusInvalid.errors);
    if (name) document.getElementById(fieldId(name))?.focus();
  }, [focusInvalid, spec, fieldId]);

  const dirty = !sameValues(values, baseline);
  useUnsavedChanges(dirty);

  const refuse = (fieldErrors: FieldMessages) => {
    setErrors(fieldErrors);
    setFocusInvalid({ errors: fieldErrors });
  };

  const save = async (version = doc?.version) => {
    setSaved(null);
    setFailure(null);
    const parsed = parseCmsValues(collection, values);
    if (!parsed.ok) return refuse(fieldMessages(parsed.fieldErrors));
    setErrors({});
    setSaving(true);
    try {
      const result =
        id === null || !doc || version === undefined
          ? await cmsApi.create(collection, values)
          : await cmsApi.save(collection, id, version, values);
      accept(result.entry);
      setSaved(result);
      if (id === null) navigateWithoutAsking(paths.adminEntry(listPath, result.entry.id), { replace: true });
    } catch (error) {
      const fieldErrors = invalidFieldsOf(error);
      const stale = conflictOf(error);
      if (isUnauthenticated(error)) sessionEnded();
      else if (fieldErrors) refuse(fieldErrors);
      else if (stale) setConflict(stale);
      else setFailure(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return {
    doc,
    values,
    setValue: (name: string, value: string | boolean) => setValues((previous) => ({ ...previous, [name]: value })),
    load,
    retryLoad: () => setAttempt((n) => n + 1),
    errors,
    /** Messages from elsewhere (the value preview's 400) by their fields, the first focused, as a refused save does. */
    showErrors: refuse,
    conflict,
    failure,
    saved,
    saving,
    dirty,
    save: () => void save(),
    /** The conflict's way out: drop the typed values for the entry as it is saved now. */
    loadTheirs: () => conflict && accept(conflict.current),
    /** The conflict's other way out: save the typed values over the newer version. */
    saveMine: () => conflict && void save(conflict.current.version),
  };
}
