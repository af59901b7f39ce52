/** How the bet log writes its figures, in Turkish: money with a decimal comma, shares as percentages. */
import { formatNumber, formatPercent, formatSignedPercent } from 'shared-data';

const NONE = '–';

/** A share (0–1) as a percentage with one decimal: 0.3333 → '33,3%'. */
export const share = (value: number | null) => (value === null ? NONE : formatPercent(value * 100, 1));

/** A CLV (0.05 is 5% better than the close) with its sign: '+5,00%'. */
export const clvText = (value: number | null) => (value === null ? NONE : formatSignedPercent(value * 100, 2));

/** Odds or a statistic with two decimals, or a dash where there is none. */
export const decimal = (value: number | null) => (value === null ? NONE : formatNumber(value, 2));
