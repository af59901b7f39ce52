import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'shared-data/react';
import styled from 'styled-components';
import { PrimaryButton } from '../../components/buttons.tsx';
import { Field } from '../../components/cms-form.tsx';
import { lastDaysHref, vitalsHref, type VitalsPeriod } from './vitals-view.ts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Ranges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  a { color: ${({ theme }) => theme.colors.link}; font-weight: 600; }
`;

/**
 * The period of the screen at `path`. What is typed goes into the URL on 'Göster'; the ready-made periods are links.
 * Rendered with a key of the period, so a change of the URL (Back, a link) starts the form again from it.
 */
export function VitalsPeriodForm({ path, period }: { path: string; period: VitalsPeriod }) {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(period);
  const change = (key: keyof VitalsPeriod) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(vitalsHref(path, draft));
  };

  return (
    <>
      <Form role="search" aria-label="Dönemi seç" onSubmit={submit}>
        <Field>
          <label htmlFor={`${id}-from`}>Başlangıç</label>
          <input id={`${id}-from`} type="date" value={draft.from} onChange={change('from')} />
        </Field>
        <Field>
          <label htmlFor={`${id}-to`}>Bitiş</label>
          <input id={`${id}-to`} type="date" value={draft.to} onChange={change('to')} />
        </Field>
        <PrimaryButton type="submit">Göster</PrimaryButton>
      </Form>
      <Ranges aria-label="Hazır dönemler">
        <li>
          <Link to={lastDaysHref(path, 7)}>Son 7 gün</Link>
        </li>
        <li>
          <Link to={lastDaysHref(path, 28)}>Son 28 gün</Link>
        </li>
      </Ranges>
    </>
  );
}
