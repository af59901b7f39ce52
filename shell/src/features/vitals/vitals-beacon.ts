/**
 * A page view's beacon as the server's schema accepts it (shared-data/cms `vitalsBeaconSchema`): values rounded and
 * within its bounds, texts without the characters it refuses and within its lengths, and the body within
 * `MAX_VITALS_BEACON_BYTES`. A beacon the server would refuse loses every metric of the view, so whatever does not fit
 * is left out here instead.
 */
import type { RouteName } from 'shared-data';
import {
  MAX_CLS,
  MAX_SCRIPT_LENGTH,
  MAX_TARGET_LENGTH,
  MAX_VITAL_MS,
  MAX_VITALS_BEACON_BYTES,
  vitalMetrics,
  type InteractionType,
  type VitalMetric,
  type VitalsBeacon,
} from 'shared-data/vitals';

/** INP's interaction as the library describes it, before it is made fit to send. */
export interface MeasuredInteraction {
  /** web-vitals' selector of the element ('' when it left the page). */
  target: string;
  type: InteractionType;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  /** The longest script's source URL ('' or absent when the browser named none). */
  scriptUrl?: string;
}

// What the schema refuses in a text: control characters and markup's angle brackets.
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const REFUSED = /[\u0000-\u001f\u007f<>]/gu;

/**
 * The interaction's target as sent. web-vitals joins a selector's steps with '>', which the schema refuses; a space
 * (any descendant instead of a child) names the same element in practice. Too long, its end is kept: the element
 * itself is at the end.
 */
export function targetText(selector: string): string {
  const text = selector.replace(/>/g, ' ').replace(REFUSED, '').replace(/\s+/g, ' ').trim();
  return text.length > MAX_TARGET_LENGTH ? text.slice(-MAX_TARGET_LENGTH).trimStart() : text;
}

/**
 * A script's address as sent: the path alone for this origin's files, origin and path for another's (a remote on
 * its own host); never a query or a fragment, and nothing for what is no web address (an extension's, a blob).
 */
export function scriptSource(sourceUrl: string | undefined, origin: string): string | undefined {
  if (!sourceUrl) return undefined;
  let url: URL;
  try {
    url = new URL(sourceUrl, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const text = (url.origin === origin ? url.pathname : `${url.origin}${url.pathname}`).replace(REFUSED, '');
  return text ? text.slice(0, MAX_SCRIPT_LENGTH) : undefined;
}

const milliseconds = (value: number) => Math.min(Math.max(Math.round(value), 0), MAX_VITAL_MS);

/** A metric's value as sent, or undefined for one the schema would refuse (a tab left open for hours, a NaN). */
function sentValue(metric: VitalMetric, value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value < 0) return undefined;
  if (metric === 'CLS') return value <= MAX_CLS ? Math.round(value * 10_000) / 10_000 : undefined;
  return value <= MAX_VITAL_MS ? Math.round(value) : undefined;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * The JSON body of a page view's beacon, or null when nothing measured can be sent. Over `maxBytes`, the script is
 * left out first, then the interaction's attribution.
 */
export function beaconBody(
  route: RouteName,
  measured: Partial<Record<VitalMetric, number>>,
  interaction?: MeasuredInteraction,
  origin = location.origin,
  maxBytes = MAX_VITALS_BEACON_BYTES,
): string | null {
  const metrics: VitalsBeacon['metrics'] = {};
  for (const metric of vitalMetrics) {
    const value = sentValue(metric, measured[metric]);
    if (value !== undefined) metrics[metric] = value;
  }
  if (Object.keys(metrics).length === 0) return null;
  const beacon: VitalsBeacon = { route, metrics };
  const target = interaction ? targetText(interaction.target) : '';
  if (interaction && metrics.INP !== undefined && target) {
    const script = scriptSource(interaction.scriptUrl, origin);
    beacon.inp = {
      target,
      type: interaction.type,
      inputDelay: milliseconds(interaction.inputDelay),
      processingDuration: milliseconds(interaction.processingDuration),
      presentationDelay: milliseconds(interaction.presentationDelay),
      ...(script ? { script } : {}),
    };
  }
  let body = JSON.stringify(beacon);
  if (byteLength(body) > maxBytes && beacon.inp?.script) {
    delete beacon.inp.script;
    body = JSON.stringify(beacon);
  }
  if (byteLength(body) > maxBytes && beacon.inp) {
    delete beacon.inp;
    body = JSON.stringify(beacon);
  }
  return byteLength(body) <= maxBytes ? body : null;
}
