import { useId } from 'react';
import styled from 'styled-components';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend { font-weight: 600; padding: 0 ${({ theme }) => theme.space.xs}; }
  label { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; min-height: 2.75rem; cursor: pointer; }
  input { width: 1.15rem; height: 1.15rem; accent-color: ${({ theme }) => theme.colors.accent}; }
`;

interface RadioGroupProps<V extends string> {
  legend: string;
  /** Its key in the query, when the group belongs to a GET form that works without scripts. */
  name?: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
}

/** Native radios in a fieldset: the legend names the group, arrow keys move the choice. */
export function RadioGroup<V extends string>({ legend, name, options, value, onChange }: RadioGroupProps<V>) {
  const generated = useId();
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name ?? generated}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </Group>
  );
}
