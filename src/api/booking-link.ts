import { z } from 'zod';
import { bookingIdSchema, instantSchema } from '#/features/booking/schemas.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { postJson } from '#/lib/http.ts';
import type { CancelledAnswer, MovedAnswer } from './booking-action.ts';
import type { MySession } from './bookings.ts';
import type { Json } from './json.ts';

/**
 * The one-click links of booking e-mails, confirmed on /user/sessions: POST .../session shows
 * the session a move link names, .../move moves it to another free time, .../cancel cancels it.
 */
export const PATH = '/api/booking-link/:action';

/** The link's booking and signature. */
export const linkRequest = defineSchema(() =>
  z.object({
    booking: bookingIdSchema,
    token: z.string().min(10).max(100),
  }),
);
export type LinkRequest = z.input<typeof linkRequest>;

/** .../move: the link, and the new time. */
export const linkMoveRequest = defineSchema(() => linkRequest.extend({ startsAt: instantSchema }));

/** .../session: the session, without its contact, room or shared answers (a link is forwarded). */
export interface LinkedSessionAnswer {
  session: MySession;
}

export const showLinkedSession = (link: LinkRequest) =>
  postJson<Json<LinkedSessionAnswer>>('/api/booking-link/session', link);

export const moveByLink = (link: LinkRequest & { startsAt: string }) =>
  postJson<Json<MovedAnswer>>('/api/booking-link/move', link);

export const cancelByLink = (link: LinkRequest) =>
  postJson<Json<CancelledAnswer>>('/api/booking-link/cancel', link);
