/**
 * The schema of a field-vitals beacon (`POST /api/vitals`): strict, so a field the browser's code does not send is a
 * refusal, not something stored. Its shape is `VitalsBeacon` (shared-data/vitals); this is the server's check of it.
 */
import { z } from 'zod';
import { routeNames, type RouteName } from '../routes.ts';
import {
  interactionTypes,
  MAX_CLS,
  MAX_SCRIPT_LENGTH,
  MAX_TARGET_LENGTH,
  MAX_VITAL_MS,
  type VitalsBeacon,
} from '../vitals/metrics.ts';

const duration = z.number().finite().min(0).max(MAX_VITAL_MS);
// Printable text only: a selector or an address, never markup's control characters.
const printable = (max: number) => z.string().min(1).max(max).regex(/^[^\p{Cc}<>]*$/u);

export const vitalsBeaconSchema = z
  .object({
    route: z.enum(routeNames as [RouteName, ...RouteName[]]),
    metrics: z
      .object({ LCP: duration, INP: duration, CLS: z.number().finite().min(0).max(MAX_CLS), TTFB: duration, FCP: duration })
      .partial()
      .strict()
      .refine((metrics) => Object.keys(metrics).length > 0, 'no metric'),
    inp: z
      .object({
        target: printable(MAX_TARGET_LENGTH),
        type: z.enum(interactionTypes),
        inputDelay: duration,
        processingDuration: duration,
        presentationDelay: duration,
        script: printable(MAX_SCRIPT_LENGTH).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((beacon) => beacon.inp === undefined || beacon.metrics.INP !== undefined, 'inp attribution without INP') satisfies z.ZodType<VitalsBeacon>;
