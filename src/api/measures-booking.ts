import { z } from 'zod';
import { MEASURE_IDS, type MeasureId } from '#/features/measures/facts.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { api, sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';
import type { DueMeasures } from './measures-due.ts';

/**
 * The measures asked before one session. GET: which ones, and which are done; POST: the answers,
 * scored and stored. Signed in, or with the e-mail's signed link's token.
 */
export const PATH = '/api/measures/booking/:booking';

export const measuresBookingPath = (booking: string) =>
  `/api/measures/booking/${encodeURIComponent(booking)}`;

/** GET: the signed link's token, when not signed in. */
export const dueQueryRequest = defineSchema(() =>
  z.object({ token: z.string().min(10).max(100).optional() }),
);

/** POST: the answers sent for one booking: any of its requested measures, each with every item. */
export const sendMeasuresRequest = defineSchema(() =>
  z.object({
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
  }),
);
export type SendMeasures = z.infer<typeof sendMeasuresRequest>;

/** GET. */
export interface BookingMeasuresAnswer {
  measures: DueMeasures;
}

/** POST: this time's scores and the change since the first. */
export interface SentAnswer {
  results: { measure: MeasureId; total: number; band: string; change: number | null }[];
  /** Item 9 above 0: the page shows the crisis help at once. */
  crisis: boolean;
}

/** `query`: `''`, or `?token=…` from the e-mail's link. */
export const getBookingMeasures = (booking: string, query: string) =>
  api<Json<BookingMeasuresAnswer>>(`${measuresBookingPath(booking)}${query}`);

/** The form's answers, every item answered before it sends (the server checks again). */
export const sendBookingMeasures = (
  booking: string,
  body: { token?: string; answers: { measure: MeasureId; items: readonly (number | null)[] }[] },
) => sendJson<Json<SentAnswer>>('POST', measuresBookingPath(booking), body);
