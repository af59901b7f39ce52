import { useId, useState, type ChangeEvent } from 'react';
import { formatInteger } from 'shared-data';
import { BET_CSV_MAX_BYTES, betsFromCsv, betsToCsv, type BetInput, type RefusedRow } from 'shared-data/betting';
import styled from 'styled-components';
import { ButtonRow, SecondaryButton } from '../../components/calculator-card.tsx';
import { FormField } from './form-field.tsx';

const FILE_NAME = 'kupon-defteri.csv';
/** Long enough for any browser to have started the download before the file's address is let go. */
const REVOKE_AFTER_MS = 60_000;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p, ul { margin: 0; }
  input[type='file'] { max-width: 100%; }
`;

/** Saves the bets as a UTF-8 CSV file, made in the browser: a byte order mark first, so spreadsheets read the ğ and ş. */
function download(bets: readonly BetInput[]) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', betsToCsv(bets)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

type Report = { kind: 'refused'; message: string } | { kind: 'read'; imported: number; refused: RefusedRow[] };

interface BetFileProps {
  bets: readonly BetInput[];
  /** Stores the file's bets after the others; answers whether they were stored. */
  onImport: (bets: readonly BetInput[]) => Promise<boolean>;
}

/** The log as a CSV file: downloaded to keep a copy or move it to another browser, and read back. */
export function BetFile({ bets, onImport }: BetFileProps) {
  const id = useId();
  const [report, setReport] = useState<Report | null>(null);

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // One byte past the limit is enough for the rule to refuse a larger file with its own sentence, without reading
    // all of it.
    const result = betsFromCsv(await file.slice(0, BET_CSV_MAX_BYTES + 1).text());
    // Emptied, so that choosing the same file again (after fixing it) reads it again.
    input.value = '';
    if (result.kind === 'refused') return setReport(result);
    if (result.bets.length > 0 && !(await onImport(result.bets))) return setReport(null);
    setReport({ kind: 'read', imported: result.bets.length, refused: result.refused });
  }

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Dışa ve içe aktar</h2>
      <p>
        CSV dosyası bu tarayıcıda hazırlanır ve doğrudan cihazınıza iner. İçe aktarılan bahisler defterdeki bahislerin
        yanına eklenir.
      </p>
      <ButtonRow>
        <SecondaryButton type="button" disabled={bets.length === 0} onClick={() => download(bets)}>
          CSV olarak indir
        </SecondaryButton>
      </ButtonRow>
      <FormField label="CSV dosyasından içe aktar" note="Bu sayfanın indirdiği biçimde bir dosya (UTF-8).">
        {(control) => <input {...control} type="file" accept=".csv,text/csv" onChange={importFile} />}
      </FormField>
      <div role="status">{report && <ImportReport report={report} />}</div>
    </Section>
  );
}

function ImportReport({ report }: { report: Report }) {
  if (report.kind === 'refused') return <p>Dosya içe aktarılmadı. {report.message}</p>;
  const { imported, refused } = report;
  return (
    <>
      <p>
        {formatInteger(imported)} bahis içe aktarıldı
        {refused.length > 0 ? `; ${formatInteger(refused.length)} satır alınmadı:` : '.'}
      </p>
      {refused.length > 0 && (
        <ul>
          {refused.flatMap((row) => row.reasons.map((reason, i) => <li key={`${row.line}-${i}`}>{reason}</li>))}
        </ul>
      )}
    </>
  );
}
