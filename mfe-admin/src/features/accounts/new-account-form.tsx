import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Role } from '../../../server/contract.ts';
import { AlertBox } from '../../components/alert-box.tsx';
import { PrimaryButton } from '../../components/buttons.tsx';
import { Field, FieldError, TextField, fieldA11y } from '../../components/cms-form.tsx';
import { failureMessage, serverFieldErrors, useSessionEndedCheck } from '../../lib/cms-request.ts';
import { createAccount, roleLabels } from './accounts-api.ts';

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  max-width: 32rem;
  h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.xl}; }
  form { display: grid; gap: ${({ theme }) => theme.space.md}; }
`;

const fields = ['username', 'password', 'role'] as const;
type FieldName = (typeof fields)[number];

/** 'Yeni hesap': username, password and role; the server checks them and answers a message per field. */
export function NewAccountForm({ onCreated }: { onCreated(username: string): void }) {
  const id = useId();
  const isSessionEnd = useSessionEndedCheck();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const idOf = (field: FieldName) => `${id}-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors({});
    setFormError(null);
    try {
      const account = await createAccount({ username, password, role });
      setUsername('');
      setPassword('');
      setRole('editor');
      onCreated(account.username);
    } catch (error) {
      if (isSessionEnd(error)) return;
      const fieldErrors = serverFieldErrors(error);
      const known = fields.filter((field) => fieldErrors[field]);
      setErrors(Object.fromEntries(known.map((field) => [field, fieldErrors[field]])));
      if (known.length > 0) {
        // The first field to mend takes the focus; its message is read out with it (aria-describedby).
        document.getElementById(idOf(known[0] as FieldName))?.focus();
      } else {
        setFormError(failureMessage(error, 'Hesap oluşturulamadı. Lütfen tekrar deneyin.'));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Yeni hesap</h2>
      {formError && <AlertBox role="alert">{formError}</AlertBox>}
      <form aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={idOf('username')}
          label="Kullanıcı adı"
          value={username}
          onChange={setUsername}
          error={errors.username}
          // Someone else's name: the browser must not offer the operator's own saved login.
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          id={idOf('password')}
          label="Şifre"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint="En az 12 karakter"
        />
        <Field>
          <label htmlFor={idOf('role')}>Rol</label>
          <select
            id={idOf('role')}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            {...fieldA11y(`${idOf('role')}-error`, errors.role)}
          >
            <option value="editor">{roleLabels.editor}</option>
            <option value="admin">{roleLabels.admin}</option>
          </select>
          <FieldError id={`${idOf('role')}-error`} message={errors.role} />
        </Field>
        <div>
          <PrimaryButton type="submit" disabled={pending} aria-busy={pending || undefined}>
            Hesap oluştur
          </PrimaryButton>
        </div>
      </form>
    </Panel>
  );
}
