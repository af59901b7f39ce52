/** The admin's CSV downloads (the click table, the audit log): cells a spreadsheet opens safely, and the file's text. */

/**
 * A text cell. One that a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) gets an
 * apostrophe in front; one with a separator, a quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;,"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Lines of cells as a CSV file's text: a BOM (so that a spreadsheet reads it as UTF-8), semicolons between cells (the
 * Turkish locale's list separator), CRLF line ends.
 */
export function csvText(lines: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${lines.map((cells) => `${cells.join(';')}\r\n`).join('')}`;
}
