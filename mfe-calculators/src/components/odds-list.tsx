import type { MouseEvent } from 'react';
import { FieldGrid, SecondaryButton } from './calculator-card.tsx';
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
    /** What the form's submit button sends, so that a form sent without scripts keeps the count. */
    countEntry: { name: COUNT_KEY, value: String(count) },
    setAt: (index: number, value: string) => set({ [oddsKey(index)]: value }),
    add: () => set({ [COUNT_KEY]: String(Math.min(max, count + 1)) }),
    remove: () => set({ [COUNT_KEY]: String(Math.max(min, count - 1)), [oddsKey(count - 1)]: '' }),
    canAdd: count < max,
    canRemove: count > min,
    count,
  };
}

interface OddsListEditorProps {
  list: ReturnType<typeof useUrlOddsList>;
  /** The visible label of entry `index` ('1. Sonuç Oranı'). */
  label: (index: number) => string;
  /** The Turkish hint under each entry, or null. */
  errors: ReadonlyArray<string | null>;
}

/** The odds inputs of a list calculator (fair odds, dutching), each named by its query key (`o1`, `o2`, ...). */
export function OddsListEditor({ list, label, errors }: OddsListEditorProps) {
  return (
    <FieldGrid>
      {list.raws.map((value, index) => (
        <NumberField
          key={index}
          label={label(index)}
          name={oddsKey(index)}
          value={value}
          placeholder="ör. 2,10"
          error={errors[index]}
          onChange={(v) => list.setAt(index, v)}
        />
      ))}
    </FieldGrid>
  );
}

interface OddsListButtonsProps {
  list: ReturnType<typeof useUrlOddsList>;
  addLabel: string;
  removeLabel: string;
}

/**
 * A list's add and remove buttons, for the calculator form's button row. Each is a submit button that sends the count
 * it leads to, so it works before the page's code arrives (the server renders the longer or shorter list, with what
 * was typed); once the code runs, it changes the list in place instead.
 */
export function OddsListButtons({ list, addLabel, removeLabel }: OddsListButtonsProps) {
  const inPlace = (change: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    change();
  };
  return (
    <>
      <SecondaryButton type="submit" name={COUNT_KEY} value={String(list.count + 1)} disabled={!list.canAdd} onClick={inPlace(list.add)}>
        {addLabel}
      </SecondaryButton>
      <SecondaryButton type="submit" name={COUNT_KEY} value={String(list.count - 1)} disabled={!list.canRemove} onClick={inPlace(list.remove)}>
        {removeLabel}
      </SecondaryButton>
    </>
  );
}
