import { z } from 'zod';
import { instantSchema, reasonSchema } from '#/features/admin/calendar/schemas.ts';
import type { SharedAnswers } from '#/features/booking/booking-answers-schema.ts';
import { defineSchema } from '#/lib/define-schema.ts';

/**
 * One session in the admin's Calendar tab: POST .../move, .../cancel (with a reason) or
 * .../outcome; GET .../answers reads the answers the customer shared with it (audited).
 */
export const PATH = '/api/admin/calendar/:id/:action';

export type CalendarAction = 'move' | 'cancel' | 'outcome' | 'answers';

/** The address of one action on one session. */
export const calendarActionPath = (id: string, action: CalendarAction) =>
  `/api/admin/calendar/${id}/${action}`;

/** POST .../move: the new time, and why (the customer is told). */
export const staffMoveRequest = defineSchema(() =>
  z.object({ startsAt: instantSchema, reason: reasonSchema }),
);
/** POST .../cancel: why, and whether the 24 hours' notice is waived (the credit comes back). */
export const staffCancelRequest = defineSchema(() =>
  z.object({ reason: reasonSchema, waive: z.boolean().default(false) }),
);
/** POST .../outcome: attended or missed. */
export const outcomeRequest = defineSchema(() =>
  z.object({ outcome: z.enum(['attended', 'no_show']) }),
);

/** GET .../answers. */
export interface SharedAnswersAnswer {
  answers: SharedAnswers;
}

/** POST .../move answers the customer's own `MovedAnswer`, .../cancel their `CancelledAnswer`. */
export type { CancelledAnswer, MovedAnswer } from './booking-action.ts';

/** POST .../outcome. */
export interface OutcomeAnswer {
  status: 'attended' | 'no_show';
}
