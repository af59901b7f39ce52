import { useId } from 'react';
import { textFieldStyles } from 'shared-data/react';
import styled from 'styled-components';
import { ButtonRow, SecondaryButton, VisuallyHidden } from '../../components/calculator-card.tsx';
import { useScripted } from '../../components/use-scripted.ts';
import type { CouponRow } from './use-coupon-fields.ts';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { text-align: left; font-weight: 700; padding-bottom: ${({ theme }) => theme.space.xs}; }
  th, td { padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  thead th { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  tbody th { font-variant-numeric: tabular-nums; }
  input[type='text'], select { ${textFieldStyles} width: 100%; min-width: 5.5rem; }
  input[type='checkbox'] { width: 1.5rem; height: 1.5rem; margin: ${({ theme }) => theme.space.sm} 0; }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The result a selection can be marked with, by its query letter ('' while open). */
const RESULTS = [
  { value: '', label: 'Açık' },
  { value: 'k', label: 'Kazandı' },
  { value: 'x', label: 'Kaybetti' },
  { value: 'i', label: 'İptal / ertelendi' },
] as const;

const MBS_VALUES = ['1', '2', '3', '4'] as const;

interface RowProps {
  number: number;
  row: CouponRow;
  oddsError: string | null;
  mbsError: string | null;
  onChange: (changes: Record<string, string>) => void;
}

function SelectionRow({ number, row, oddsError, mbsError, onChange }: RowProps) {
  const id = useId();
  const ids = { odds: `${id}-o`, mbs: `${id}-m`, banker: `${id}-b`, result: `${id}-r` };
  return (
    <tr>
      <th scope="row">{number}.</th>
      <td>
        <VisuallyHidden as="label" htmlFor={ids.odds}>{`${number}. seçim oranı`}</VisuallyHidden>
        <input
          id={ids.odds}
          name={row.keys.odds}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="ör. 1,85"
          value={row.odds}
          aria-invalid={oddsError ? true : undefined}
          aria-describedby={oddsError ? `${ids.odds}-hint` : undefined}
          onChange={(event) => onChange({ [row.keys.odds]: event.target.value })}
        />
        {oddsError && <Hint id={`${ids.odds}-hint`}>{oddsError}</Hint>}
      </td>
      <td>
        <VisuallyHidden as="label" htmlFor={ids.mbs}>{`${number}. seçim MBS`}</VisuallyHidden>
        <select
          id={ids.mbs}
          name={row.keys.mbs}
          value={row.mbs}
          aria-invalid={mbsError ? true : undefined}
          aria-describedby={mbsError ? `${ids.mbs}-hint` : undefined}
          onChange={(event) => onChange({ [row.keys.mbs]: event.target.value })}
        >
          {MBS_VALUES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        {mbsError && <Hint id={`${ids.mbs}-hint`}>{mbsError}</Hint>}
      </td>
      <td>
        <VisuallyHidden as="label" htmlFor={ids.banker}>{`${number}. seçim banko`}</VisuallyHidden>
        <input
          id={ids.banker}
          name={row.keys.banker}
          type="checkbox"
          value="1"
          checked={row.banker}
          onChange={(event) => onChange({ [row.keys.banker]: event.target.checked ? '1' : '' })}
        />
      </td>
      <td>
        <VisuallyHidden as="label" htmlFor={ids.result}>{`${number}. seçim sonucu`}</VisuallyHidden>
        <select id={ids.result} name={row.keys.result} value={row.result} onChange={(event) => onChange({ [row.keys.result]: event.target.value })}>
          {RESULTS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}

interface SelectionsTableProps {
  rows: readonly CouponRow[];
  oddsErrors: readonly (string | null)[];
  mbsErrors: readonly (string | null)[];
  onChange: (changes: Record<string, string>) => void;
  onAdd: () => void;
  onRemove: () => void;
  canAdd: boolean;
  canRemove: boolean;
}

/**
 * The coupon's selections, one row each. Every control is native and named by its query key, so the form works
 * without scripts; the add and remove buttons need the page's code, and stay disabled until it runs (without it,
 * the reader picks the count in 'Seçim sayısı' and sends the form).
 */
export function SelectionsTable({ rows, oddsErrors, mbsErrors, onChange, onAdd, onRemove, canAdd, canRemove }: SelectionsTableProps) {
  const scripted = useScripted();
  return (
    <>
      <Scroll>
        <Table>
          <caption>Seçimler</caption>
          <thead>
            <tr>
              <th scope="col">Seçim</th>
              <th scope="col">Oran</th>
              <th scope="col">MBS</th>
              <th scope="col">Banko</th>
              <th scope="col">Sonuç</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <SelectionRow
                key={row.keys.odds}
                number={index + 1}
                row={row}
                oddsError={oddsErrors[index] ?? null}
                mbsError={mbsErrors[index] ?? null}
                onChange={onChange}
              />
            ))}
          </tbody>
        </Table>
      </Scroll>
      <ButtonRow>
        <SecondaryButton type="button" disabled={!scripted || !canAdd} onClick={onAdd}>
          Seçim Ekle
        </SecondaryButton>
        <SecondaryButton type="button" disabled={!scripted || !canRemove} onClick={onRemove}>
          Seçim Çıkar
        </SecondaryButton>
      </ButtonRow>
    </>
  );
}
