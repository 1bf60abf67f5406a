import { z } from 'zod';
import { MEASURE_IDS, type MeasureId } from './facts.ts';

/** The answers sent for one booking: any of its requested measures, each with every item. */
export const sendMeasuresSchema = z.object({
  /** The signed link's token, when the page was opened from the e-mail without signing in. */
  token: z.string().min(10).max(100).optional(),
  answers: z
    .array(
      z.object({
        measure: z.enum(MEASURE_IDS as [MeasureId, ...MeasureId[]]),
        items: z.array(z.literal([0, 1, 2, 3])).max(9),
      }),
    )
    .min(1)
    .max(MEASURE_IDS.length),
});

export type SendMeasures = z.infer<typeof sendMeasuresSchema>;

/** The signed link's token on the answering page's reading, when not signed in. */
export const dueQuerySchema = z.object({ token: z.string().min(10).max(100).optional() });

/** A service's slug, as bookings name it. */
export const serviceSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'That is not one of our services.');

/** The admin's setting for one service. */
export const measureSettingSchema = z.object({
  phq9: z.boolean(),
  gad7: z.boolean(),
  every: z.number().int().min(0).max(4),
});
