import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'shared-data/react';
import styled from 'styled-components';
import type { AdminCasino } from '../../../server/contract.ts';
import { PrimaryButton } from '../../components/buttons.tsx';
import { Field } from '../../components/cms-form.tsx';
import { clicksHref, lastDaysHref, type ClicksFilters } from './clicks-view.ts';

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

export interface ClicksFilterFormProps {
  filters: ClicksFilters;
  /** The casinos to choose from; empty while they load (or when they could not be loaded). */
  casinos: readonly Pick<AdminCasino, 'id' | 'name'>[];
}

/**
 * The range and casino of the dashboard. What is typed goes into the URL on 'Göster'; the ready-made ranges are links.
 * Rendered with a key of the filters, so a change of the URL (Back, a link) starts the form again from it.
 */
export function ClicksFilterForm({ filters, casinos }: ClicksFilterFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(filters);
  const change = (key: keyof ClicksFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(clicksHref(draft));
  };

  return (
    <>
      <Form role="search" aria-label="Tıklamaları süz" onSubmit={submit}>
        <Field>
          <label htmlFor={`${id}-from`}>Başlangıç</label>
          <input id={`${id}-from`} type="date" value={draft.from} onChange={change('from')} />
        </Field>
        <Field>
          <label htmlFor={`${id}-to`}>Bitiş</label>
          <input id={`${id}-to`} type="date" value={draft.to} onChange={change('to')} />
        </Field>
        <Field>
          <label htmlFor={`${id}-casino`}>Casino</label>
          <select id={`${id}-casino`} value={draft.casino} onChange={change('casino')}>
            <option value="">Tüm casinolar</option>
            {casinos.map((casino) => (
              <option key={casino.id} value={String(casino.id)}>
                {casino.name}
              </option>
            ))}
          </select>
        </Field>
        <PrimaryButton type="submit">Göster</PrimaryButton>
      </Form>
      <Ranges aria-label="Hazır aralıklar">
        <li>
          <Link to={lastDaysHref(7, filters.casino)}>Son 7 gün</Link>
        </li>
        <li>
          <Link to={lastDaysHref(30, filters.casino)}>Son 30 gün</Link>
        </li>
      </Ranges>
    </>
  );
}
