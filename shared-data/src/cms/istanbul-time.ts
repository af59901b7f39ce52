/**
 * Times the operator types and reads are Europe/Istanbul wall-clock times; the store keeps UTC. Turkey has kept
 * UTC+3 all year since 2016, but the offset is read from the time-zone database rather than assumed, so an
 * older date (or a future rule change) is still converted right.
 */
export const SITE_TIME_ZONE = 'Europe/Istanbul';

let formatter: Intl.DateTimeFormat | undefined;

function partsOf(epochMs: number): Record<string, number> {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Istanbul's offset from UTC at an instant, in minutes (180 today). */
function offsetMinutes(epochMs: number): number {
  const p = partsOf(epochMs);
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** 'YYYY-MM-DDTHH:mm' or '…:ss' (Istanbul) to a UTC ISO string, or null when it is not a real date and time. */
export function istanbulLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  // The offset at the guessed instant, corrected once more for a day on which the offset changes.
  let epoch = wall - offsetMinutes(wall) * 60_000;
  epoch = wall - offsetMinutes(epoch) * 60_000;
  return new Date(epoch).toISOString();
}

/** A UTC instant as 'YYYY-MM-DDTHH:mm' in Istanbul, for a datetime-local field. */
export function isoToIstanbulLocal(iso: string): string {
  const epoch = Date.parse(iso);
  if (Number.isNaN(epoch)) return '';
  const p = partsOf(epoch);
  const pad = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The Istanbul calendar day of an instant, 'YYYY-MM-DD': the day a click is counted on. Worked out here rather than
 * by the database, whose time-zone data may be missing or older than the runtime's.
 */
export function istanbulDate(epochMs: number): string {
  const p = partsOf(epochMs);
  const pad = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** A UTC instant in Turkish for people: '25.11.2026 14:30'. */
export function formatIstanbulDateTime(iso: string): string {
  const local = isoToIstanbulLocal(iso);
  if (local === '') return '';
  const [date = '', time = ''] = local.split('T');
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y} ${time}`;
}
