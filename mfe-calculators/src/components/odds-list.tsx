import { ButtonRow, FieldGrid, SecondaryButton } from './calculator-card.tsx';
import { NumberField } from './number-field.tsx';
import { useUrlFields } from './use-url-fields.ts';

const COUNT_KEY = 'n';
const oddsKey = (index: number) => `o${index + 1}`;

/**
 * A list of odds kept in the URL as `?n=3&o1=2.1&o2=3.4&o3=3.6`: the count and one key per entry, so a shared link
 * reopens the same list. The count stays within [min, max]; removing clears the last entry.
 */
export function useUrlOddsList(min: number, max: number) {
  const defaults: Record<string, string> = { [COUNT_KEY]: String(min) };
  for (let i = 0; i < max; i += 1) defaults[oddsKey(i)] = '';
  const [values, set] = useUrlFields(defaults);
  const typed = Number.parseInt(values[COUNT_KEY] ?? '', 10);
  const count = Number.isNaN(typed) ? min : Math.min(max, Math.max(min, typed));
  const raws = Array.from({ length: count }, (_, i) => values[oddsKey(i)] ?? '');
  return {
    raws,
    setAt: (index: number, value: string) => set({ [oddsKey(index)]: value }),
    add: () => set({ [COUNT_KEY]: String(Math.min(max, count + 1)) }),
    remove: () => set({ [COUNT_KEY]: String(Math.max(min, count - 1)), [oddsKey(count - 1)]: '' }),
    canAdd: count < max,
    canRemove: count > min,
  };
}

interface OddsListEditorProps {
  list: ReturnType<typeof useUrlOddsList>;
  /** The visible label of entry `index` ('1. Sonuç Oranı'). */
  label: (index: number) => string;
  /** The Turkish hint under each entry, or null. */
  errors: ReadonlyArray<string | null>;
  addLabel: string;
  removeLabel: string;
}

/** The odds inputs of a list calculator (fair odds, dutching) with its add and remove buttons. */
export function OddsListEditor({ list, label, errors, addLabel, removeLabel }: OddsListEditorProps) {
  return (
    <>
      <FieldGrid>
        {list.raws.map((value, index) => (
          <NumberField
            key={index}
            label={label(index)}
            value={value}
            placeholder="ör. 2,10"
            error={errors[index]}
            onChange={(v) => list.setAt(index, v)}
          />
        ))}
      </FieldGrid>
      <ButtonRow>
        <SecondaryButton type="button" disabled={!list.canAdd} onClick={list.add}>
          {addLabel}
        </SecondaryButton>
        <SecondaryButton type="button" disabled={!list.canRemove} onClick={list.remove}>
          {removeLabel}
        </SecondaryButton>
      </ButtonRow>
    </>
  );
}
