/** What the benches share: the Markdown table every bench reports in, its percentiles, and BENCH_RUNS read once. */

/** Prints a Markdown table (with an optional title and notes). */
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

/** How many runs a bench takes the median of: BENCH_RUNS, 5 by default (Lighthouse's variability guide). */
export function runsFrom(value: string | undefined): number {
  const runs = Number(value ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number of at least 1, not ${value}`);
  return runs;
}
