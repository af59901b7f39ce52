/**
 * `shared-data/cms`: the CMS's rules shared by the admin's forms and the admin API: a zod schema per collection with
 * Turkish messages, slugs from Turkish titles, numbers typed either way, and Istanbul times. Only the admin remote and
 * the server import it, so zod never reaches a public page.
 */
export * from './schemas.ts';
export { parseCmsNumber, slugFrom, statusLabels, SLUG_MAX, UPLOAD_MAX_BYTES } from './fields.ts';
export { SITE_TIME_ZONE, formatIstanbulDateTime, istanbulDate, istanbulLocalToIso, isoToIstanbulLocal } from './istanbul-time.ts';
export type * from './types.ts';
export * from './click-stats.ts';
