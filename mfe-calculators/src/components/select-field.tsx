import { useId } from 'react';
import { textFieldStyles } from 'shared-data/react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label { font-weight: 600; }
`;

const Select = styled.select`
  ${textFieldStyles}
  font-size: 1.05rem;
`;

interface SelectFieldProps<V extends string> {
  label: string;
  /** Its key in the query, when the select belongs to a GET form that works without scripts. */
  name?: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
}

/** A labelled native select: keyboard and screen readers work as the platform makes them. */
export function SelectField<V extends string>({ label, name, options, value, onChange }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <Select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}
