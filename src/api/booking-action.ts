import { z } from 'zod';
import { maxSeriesCount, SERIES_INTERVALS } from '#/features/booking/booking-rules.ts';
import { instantSchema } from '#/features/booking/schemas.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { postJson, sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/**
 * What a customer does with one of their sessions: POST .../confirm a hold with a credit (or
 * .../series-preview and .../series: the same time every week or fortnight), .../order ties it
 * to the single-session order paying for it, .../cancel (or it and the rest of its series),
 * .../reschedule; DELETE .../answers stops sharing the answers saved with it.
 */
export const PATH = '/api/bookings/:id/:action';

export type BookingAction =
  | 'confirm'
  | 'order'
  | 'series-preview'
  | 'series'
  | 'cancel'
  | 'reschedule'
  | 'answers';

export const bookingActionPath = (id: string, action: BookingAction) =>
  `/api/bookings/${id}/${action}`;

/** .../confirm needs nothing but the session's id; the body is still read, as JSON, and empty. */
export const confirmRequest = defineSchema(() => z.object({}).strict());

/** .../order: the single-session order paying for the hold. */
export const payWithOrderRequest = defineSchema(() =>
  z.object({ order: z.string().trim().min(1).max(40) }),
);

/** .../cancel; `rest`: this session and the later ones of its series. */
export const cancelRequest = defineSchema(() =>
  z.object({
    reason: z.string().trim().max(500).optional().default(''),
    rest: z.boolean().optional().default(false),
  }),
);

/**
 * .../series (and .../series-preview): the held time again every week or fortnight, for at most
 * 12 weeks in all.
 */
export const seriesRequest = defineSchema(() =>
  z
    .object({
      every: z.enum(SERIES_INTERVALS, { error: 'Choose every week or every fortnight.' }),
      count: z
        .number({ error: 'Choose how many sessions.' })
        .int('Choose a whole number of sessions.')
        .min(2, 'A series has at least 2 sessions.'),
    })
    .refine((s) => s.count <= maxSeriesCount(s.every), {
      path: ['count'],
      message: 'A series runs for at most 12 weeks: 12 weekly or 6 fortnightly sessions.',
    }),
);
export type SeriesInput = z.infer<typeof seriesRequest>;

/** .../reschedule: the new slot, same clinician and mode. */
export const rescheduleRequest = defineSchema(() => z.object({ startsAt: instantSchema }));

/** .../confirm. */
export interface ConfirmedAnswer {
  status: 'confirmed';
}

/** .../order, and DELETE .../answers. */
export interface DoneAnswer {
  ok: true;
}

export interface SeriesSession {
  startsAt: Date;
  endsAt: Date;
  /** Free for the clinician (the first is the customer's own hold). */
  free: boolean;
}

/** .../series-preview: the series' times, free or not; nothing is booked. */
export interface SeriesPlan {
  sessions: SeriesSession[];
  /** The customer's session credits that can be used now. */
  credits: number;
}

/** .../series: the times booked, and those left out and why. */
export interface SeriesBooked {
  booked: { id: string; startsAt: Date }[];
  skipped: { startsAt: Date; reason: 'taken' | 'no-credit' }[];
}

/** .../cancel of one session. */
export interface CancelledAnswer {
  creditReturned: boolean;
}

/** .../cancel with `rest`: how many sessions were cancelled and how many credits came back. */
export interface SeriesCancelledAnswer extends CancelledAnswer {
  cancelled: number;
  creditsReturned: number;
}

/** .../reschedule (and a move by staff or by an e-mail's link): the session at its new time. */
export interface MovedAnswer {
  booking: { id: string; startsAt: Date; endsAt: Date };
}

export const confirmHold = (id: string) =>
  postJson<Json<ConfirmedAnswer>>(bookingActionPath(id, 'confirm'));

export const previewSeries = (id: string, body: z.input<typeof seriesRequest>) =>
  postJson<Json<SeriesPlan>>(bookingActionPath(id, 'series-preview'), body);

export const bookSeriesFor = (id: string, body: z.input<typeof seriesRequest>) =>
  postJson<Json<SeriesBooked>>(bookingActionPath(id, 'series'), body);

export const cancelOne = (id: string) =>
  postJson<Json<CancelledAnswer>>(bookingActionPath(id, 'cancel'));

export const cancelWithRest = (id: string) =>
  postJson<Json<SeriesCancelledAnswer>>(bookingActionPath(id, 'cancel'), { rest: true });

export const reschedule = (id: string, startsAt: string) =>
  postJson<Json<MovedAnswer>>(bookingActionPath(id, 'reschedule'), { startsAt });

export const stopSharing = (id: string) =>
  sendJson<Json<DoneAnswer>>('DELETE', bookingActionPath(id, 'answers'));
