/** The one place where numbers, money, percentages and dates are turned into Turkish text (tr-TR). */

/**
 * `value` (already rounded to `decimals`) as tr-TR writes it: '.' between thousands, ',' before the decimals, '-' for
 * a negative. Written out rather than through Intl.NumberFormat: the browser's first tr-TR number format takes about
 * 20 ms to create on this machine (traced: most of the calculators' module evaluation, which made it one long task),
 * and the result does not depend on the ICU data a Node build carries. Beyond 1e21, where toFixed gives up, Intl does it.
 */
function turkishNumber(value: number, decimals: number, grouping = true): string {
  const magnitude = Math.abs(value);
  if (magnitude >= 1e21) return new Intl.NumberFormat('tr-TR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouping }).format(value);
  const [whole = '', fraction] = magnitude.toFixed(decimals).split('.');
  const digits = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  return `${value < 0 ? '-' : ''}${digits}${fraction ? `,${fraction}` : ''}`;
}

/** 1234.5 -> '1.234,50' (fixed decimals, Turkish grouping). Non-finite input gives '–', never 'NaN'. */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '–';
  // Avoid '-0,00' for tiny negative values that round to zero.
  const rounded = roundTo(value, decimals);
  return turkishNumber(rounded === 0 ? 0 : rounded, decimals);
}

/** Whole number with Turkish digit grouping: 10000 -> '10.000'. */
/** A wagering multiple as readers see it: '30x', '2,5x', or 'Yok' when there is none. */
export function wageringLabel(multiple: number | null): string {
  if (multiple === null || multiple === 0) return 'Yok';
  return `${Number.isInteger(multiple) ? String(multiple) : formatNumber(multiple, 2).replace(/0+$/, '').replace(/,$/, '')}x`;
}

export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return turkishNumber(Math.round(value), 0);
}

/** 5 -> '5,00 TL'. */
export function formatMoney(value: number, currency = 'TL', decimals = 2): string {
  return `${formatNumber(value, decimals)} ${currency}`;
}

/** A percentage written as the spec writes it, number then sign: 96.5 -> '96,50%'. */
export function formatPercent(value: number, decimals = 2): string {
  return `${formatNumber(value, decimals)}%`;
}

/** Signed percentage: 25 -> '+25,00%', -3.2 -> '-3,20%'. */
export function formatSignedPercent(value: number, decimals = 2): string {
  const rounded = roundTo(value, decimals);
  const sign = rounded > 0 ? '+' : '';
  return `${sign}${formatPercent(rounded, decimals)}`;
}

/** RTP as shown on cards and game pages: 96.5 -> '96,50%'. */
export function formatRtp(rtp: number): string {
  return formatPercent(rtp, 2);
}

/** Rounds half away from zero at the given number of decimals, free of binary artefacts (1.005 -> 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const shifted = Math.abs(value) * factor;
  const rounded = Math.round(Number(shifted.toPrecision(15))) / factor;
  return value < 0 ? -rounded : rounded;
}

export const turkishMonths = [
  'Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran',
  'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık',
] as const;

/** '12 Temmuz 2024' -> '2024-07-12'; null when the text is not a valid Turkish long date. */
export function parseTurkishDate(text: string): string | null {
  const m = /^(\d{1,2}) (\S+) (\d{4})$/.exec(text.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const monthIndex = turkishMonths.indexOf(m[2] as (typeof turkishMonths)[number]);
  const year = Number(m[3]);
  if (monthIndex < 0) return null;
  const date = new Date(Date.UTC(year, monthIndex, day));
  if (date.getUTCMonth() !== monthIndex || date.getUTCDate() !== day) return null;
  return `${m[3]}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** '2024-07-12' -> '12 Temmuz 2024'. */
export function formatTurkishDate(iso: string): string {
  const [y, mo, d] = iso.split('-').map(Number);
  const month = turkishMonths[(mo ?? 1) - 1] ?? '';
  return `${d} ${month} ${y}`;
}

/**
 * Text for the animated counter: with `format`, Turkish digit grouping of the rounded value;
 * without it, one decimal when the value is not whole, else the rounded integer.
 */
export function formatCounterValue(value: number, format: boolean): string {
  if (!Number.isFinite(value)) return '–';
  if (format) return formatInteger(value);
  if (Number.isInteger(value)) return String(value);
  const oneDecimal = roundTo(value, 1);
  return Number.isInteger(oneDecimal) ? String(oneDecimal) : turkishNumber(oneDecimal, 1, false);
}
