import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { adminApiUrl, type OwnPasswordChanged } from '../../../server/contract.ts';
import { AlertBox } from '../../components/alert-box.tsx';
import { PrimaryButton } from '../../components/buttons.tsx';
import { TextField } from '../../components/cms-form.tsx';
import { failureMessage, jsonBody, request, serverFieldErrors, useSessionEndedCheck } from '../../lib/cms-request.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
`;

const fields = ['currentPassword', 'newPassword', 'repeat'] as const;
type FieldName = (typeof fields)[number];

const NOT_SAME = 'Yeni şifre ile tekrarı aynı değil.';

/**
 * 'Şifre değiştir': the current password, then the new one twice (the repeat is checked here; the rest by the
 * server, whose refusals go beside their fields). A change ends the account's other sessions.
 */
export function OwnPasswordForm({ headingId, onChanged }: { headingId: string; onChanged(changed: OwnPasswordChanged): void }) {
  const id = useId();
  const isSessionEnd = useSessionEndedCheck();
  const [values, setValues] = useState<Record<FieldName, string>>({ currentPassword: '', newPassword: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const idOf = (field: FieldName) => `${id}-${field}`;
  const set = (field: FieldName) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const refuse = (found: Partial<Record<FieldName, string>>) => {
    setErrors(found);
    // The first field to mend takes the focus; its message is read out with it (aria-describedby).
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    if (values.newPassword !== values.repeat) return refuse({ repeat: NOT_SAME });
    setErrors({});
    setPending(true);
    try {
      const changed = await request<OwnPasswordChanged>(
        adminApiUrl('ownPassword'),
        jsonBody('PUT', { currentPassword: values.currentPassword, newPassword: values.newPassword }),
      );
      setValues({ currentPassword: '', newPassword: '', repeat: '' });
      onChanged(changed);
    } catch (error) {
      if (isSessionEnd(error)) return;
      const fieldErrors = serverFieldErrors(error);
      const known = fields.filter((field) => fieldErrors[field]);
      if (known.length > 0) refuse(Object.fromEntries(known.map((field) => [field, fieldErrors[field]])));
      else setFormError(failureMessage(error, 'Şifre değiştirilemedi. Lütfen tekrar deneyin.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {formError && <AlertBox role="alert">{formError}</AlertBox>}
      <Form aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={idOf('currentPassword')}
          label="Mevcut şifre"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <TextField
          id={idOf('newPassword')}
          label="Yeni şifre"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          hint="En az 12 karakter"
        />
        <TextField
          id={idOf('repeat')}
          label="Yeni şifre (tekrar)"
          type="password"
          autoComplete="new-password"
          value={values.repeat}
          onChange={set('repeat')}
          error={errors.repeat}
        />
        <div>
          <PrimaryButton type="submit" disabled={pending} aria-busy={pending || undefined}>
            Şifreyi değiştir
          </PrimaryButton>
        </div>
      </Form>
    </>
  );
}
