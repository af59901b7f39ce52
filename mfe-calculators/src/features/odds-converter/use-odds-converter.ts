import { formatAmerican, formatDecimalOdds, formatFraction, roundTo } from 'shared-data';
import { convertDecimalOdds, ODDS_FORMATS, parseOdds, type OddsFormat, type OddsInAllFormats } from 'shared-data/betting';
import { oddsParseMessage } from '../../components/rule-messages.ts';
import { useUrlFields } from '../../components/use-url-fields.ts';

/** Only the field being edited and its text are kept in the URL (`o_f`, `o_v`); every other field follows from it. */
const defaults = { o_f: 'decimal', o_v: formatDecimalOdds(2) };

const isFormat = (raw: string): raw is OddsFormat => (ODDS_FORMATS as readonly string[]).includes(raw);

/** A number as a converter field writes it: two decimals with a dot, like decimal odds on a betting slip. */
const twoDecimals = (value: number) => formatDecimalOdds(value);

/** How each format shows a price in its field. */
const show: Record<OddsFormat, (odds: OddsInAllFormats) => string> = {
  decimal: (o) => formatDecimalOdds(o.decimal),
  fractional: (o) => formatFraction(o.fractional ?? o.standardFraction),
  // Bookmakers quote moneylines as whole numbers: 1.91 is -110, not -109.89.
  american: (o) => formatAmerican(roundTo(o.american, 0)),
  hongKong: (o) => twoDecimals(o.hongKong),
  malay: (o) => twoDecimals(o.malay),
  indonesian: (o) => twoDecimals(o.indonesian),
  probability: (o) => twoDecimals(o.impliedProbabilityPercent),
};

/**
 * The converter's state: the edited field's text as typed, every other field converted from it, and the rule's
 * Turkish reason under the edited field when its text is not odds. An empty field converts nothing and is no error.
 */
export function useOddsConverter() {
  const [values, set] = useUrlFields(defaults);
  const edited: OddsFormat = isFormat(values.o_f) ? values.o_f : 'decimal';
  const raw = values.o_v;
  const parsed = raw.trim() === '' ? null : parseOdds(edited, raw);
  const odds = parsed?.kind === 'valid' ? convertDecimalOdds(parsed.decimal) : null;

  return {
    odds,
    text: (format: OddsFormat) => (format === edited ? raw : odds ? show[format](odds) : ''),
    error: (format: OddsFormat) => (format === edited && parsed?.kind === 'invalid' ? oddsParseMessage(parsed) : null),
    edit: (format: OddsFormat, text: string) => set({ o_f: format, o_v: text }),
  };
}
