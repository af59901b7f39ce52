/**
 * The bet log as a CSV file (RFC 4180), to keep a copy outside the browser or move it to another one. Numbers are
 * written with a decimal point whatever the screen shows, so that any spreadsheet or program reads them; a row read
 * back goes through the form's own check (`readBet`), with numbers in that one notation only.
 */

import { formatInteger } from '../format.ts';
import { betAsText, readBet, type BetField, type BetInput, type NumberReader } from './bet-log.ts';

/** The file's columns, in order, and the bet's field each one holds. */
const COLUMNS = [
  ['tarih', 'date'],
  ['aciklama', 'description'],
  ['pazar', 'market'],
  ['oran', 'odds'],
  ['tutar', 'stake'],
  ['sonuc', 'result'],
  ['kapanis_taraf', 'closingSide'],
  ['kapanis_diger', 'closingOthers'],
] as const satisfies readonly (readonly [string, BetField])[];

export const BET_CSV_HEADER = COLUMNS.map(([name]) => name).join(',');
export const BET_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const BET_CSV_MAX_ROWS = 10_000;

/** A quoted field may hold commas, quotes and line breaks; an inner quote is doubled. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * JavaScript's own shortest text that reads back as the same double: 1.85, 250, 12.5. The bounds readBet sets keep
 * every logged number between 0.01 and 1e9, where it is never written with an exponent.
 */
const csvNumber = (value: number) => String(value);

function csvRow(bet: BetInput): string {
  const values = betAsText(bet, csvNumber, ';');
  return COLUMNS.map(([, field]) => csvField(values[field])).join(',');
}

/** The header and one row per bet, each line ended by CRLF. */
export function betsToCsv(bets: readonly BetInput[]): string {
  return [BET_CSV_HEADER, ...bets.map(csvRow)].map((line) => `${line}\r\n`).join('');
}

interface CsvRecord {
  /** The file's line on which the record starts, the header being line 1. */
  line: number;
  fields: string[];
  /** A quote inside an unquoted field, text after a closing quote, or a quote never closed. */
  badQuotes: boolean;
}

/** RFC 4180 records, with LF (or a lone CR) accepted as well as CRLF between them; blank lines are skipped. */
function readRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let inQuotes = false;
  let badQuotes = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || field !== '' || quoted) records.push({ line: start, fields, badQuotes });
    fields = [];
    field = '';
    quoted = false;
    badQuotes = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        inQuotes = false;
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
      }
    } else if (c === '"' && field === '' && !quoted) {
      inQuotes = true;
      quoted = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
      quoted = false;
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      if (quoted || c === '"') badQuotes = true;
      field += c;
    }
  }
  if (inQuotes) badQuotes = true;
  if (fields.length > 0 || field !== '' || quoted) endRecord();
  return records;
}

/** Numbers as betsToCsv writes them: digits with an optional decimal point, never a comma or a thousands mark. */
const readCsvNumber: NumberReader = (raw) => (/^[+-]?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw.trim()) : null);

/** A form's sentence as the rest of a row's reason: 'Oran en az 1,01 olmalı.' → '3. satır: oran en az 1,01 olmalı.' */
const rowReason = (line: number, sentence: string) =>
  `${line}. satır: ${sentence.charAt(0).toLocaleLowerCase('tr-TR')}${sentence.slice(1)}`;

export interface RefusedRow {
  line: number;
  reasons: string[];
}

export type BetsFromCsv =
  | { kind: 'read'; bets: BetInput[]; refused: RefusedRow[] }
  /** The whole file is refused: too large, empty, or not a bet log. */
  | { kind: 'refused'; message: string };

/** UTF-8 length without encoding a string that is already too long in UTF-16 units (each is at least one byte). */
function tooLarge(text: string): boolean {
  return text.length > BET_CSV_MAX_BYTES || new TextEncoder().encode(text).length > BET_CSV_MAX_BYTES;
}

/**
 * The bets of a file written by betsToCsv (or by hand in its shape): an optional UTF-8 byte order mark, the header
 * exactly, then one bet a row. Each row is checked as the form checks a bet; the rows that fail are listed by the line
 * they start on, with every reason.
 */
export function betsFromCsv(text: string): BetsFromCsv {
  if (tooLarge(text)) {
    return { kind: 'refused', message: `Dosya ${formatInteger(BET_CSV_MAX_BYTES / 1024 / 1024)} MB'tan büyük olamaz.` };
  }
  const [header, ...rows] = readRecords(text.startsWith('\uFEFF') ? text.slice(1) : text);
  if (header === undefined) return { kind: 'refused', message: 'Dosya boş.' };
  if (header.fields.join(',') !== BET_CSV_HEADER || header.badQuotes) {
    return { kind: 'refused', message: `Dosyanın ilk satırı şu başlık olmalı: ${BET_CSV_HEADER}` };
  }
  if (rows.length > BET_CSV_MAX_ROWS) {
    const counts = `en fazla ${formatInteger(BET_CSV_MAX_ROWS)} bahis satırı olabilir; bu dosyada ${formatInteger(rows.length)} var`;
    return { kind: 'refused', message: `Dosyada ${counts}.` };
  }
  const bets: BetInput[] = [];
  const refused: RefusedRow[] = [];
  for (const { line, fields, badQuotes } of rows) {
    if (badQuotes) {
      refused.push({ line, reasons: [rowReason(line, 'Tırnak işaretleri hatalı: tırnaklı bir alan tırnakla başlayıp bitmeli.')] });
    } else if (fields.length !== COLUMNS.length) {
      refused.push({ line, reasons: [rowReason(line, `${COLUMNS.length} sütun olmalı, ${fields.length} sütun var.`)] });
    } else {
      const read = readBet(Object.fromEntries(COLUMNS.map(([, field], i) => [field, fields[i] ?? ''])), readCsvNumber);
      if (read.kind === 'valid') bets.push(read.bet);
      else refused.push({ line, reasons: read.errors.map((e) => rowReason(line, e.message)) });
    }
  }
  return { kind: 'read', bets, refused };
}
