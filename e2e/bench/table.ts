/** Prints a Markdown table (with an optional title and notes), the form every bench reports in. */
export function printTable(title: string, header: string[], lines: string[][], notes: string[] = []) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log('');
  console.log(title);
  console.log('');
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  if (notes.length > 0) console.log('');
  for (const note of notes) console.log(note);
}

/** Nearest-rank percentile of a list of numbers (NaN for an empty list). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
