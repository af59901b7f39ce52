/**
 * CSV as spreadsheets read it (RFC 4180): comma separated, a header row, every line ended by CRLF, a field with a
 * comma, a quote or a line break quoted and its quotes doubled, and a UTF-8 byte order mark so Excel reads the Turkish
 * letters. Numbers are written with a dot as the decimal point and never in exponent form, so a program reads them
 * whatever its locale. A text field that a spreadsheet would take for a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe; numbers are left alone, so −68.5 stays a number.
 */

/** A field: text, a number, a yes/no, or nothing (an empty field). */
export type CsvField = string | number | boolean | null;

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** A finite number with a dot decimal point and no exponent (1e-7 is 0.0000001, 1e21 is 1 and 21 zeros). */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const plain = String(value);
  const exponent = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(plain);
  if (!exponent) return plain;
  // The shortest digits that give the number back (String's), with the decimal point moved by the exponent.
  const [, sign = '', first = '', rest = '', power = '0'] = exponent;
  const digits = first + rest;
  const point = 1 + Number(power);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Text a spreadsheet would run as a formula, made inert with a leading apostrophe. */
export function withoutFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field as written in the file. */
export function csvField(value: CsvField): string {
  if (value === null) return '';
  if (typeof value === 'number') return csvNumber(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = withoutFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the byte order mark, the header row, then a row per record, each line ended by CRLF. */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly CsvField[]>): string {
  const line = (fields: readonly CsvField[]) => fields.map(csvField).join(',') + CRLF;
  return BOM + line(header) + rows.map(line).join('');
}
