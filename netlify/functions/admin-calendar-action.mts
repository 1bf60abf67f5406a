import type { Config } from '@netlify/functions';
import {
  type CancelledAnswer,
  type MovedAnswer,
  type OutcomeAnswer,
  outcomeRequest,
  type PATH,
  type SharedAnswersAnswer,
  staffCancelRequest,
  staffMoveRequest,
} from '#/api/admin-calendar-action.ts';
import { bookingIdSchema } from '#/features/booking/schemas.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { readAnswersAsStaff } from '#/server/bookings/answers.server.ts';
import {
  cancelForCustomer,
  moveForCustomer,
  recordOutcome,
} from '#/server/bookings/staff.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

/**
 * One session in the Calendar tab: move, cancel (with a reason), or record its outcome; GET
 * .../answers reads the answers the customer shared with it (each reading audited).
 */
export default handler(['GET', 'POST'], async (request, context) => {
  const admin = await requireAdmin(request);
  const id = bookingIdSchema.parse(context.params.id ?? '');
  if (request.method === 'GET') {
    if (context.params.action !== 'answers') throw notFound('There is nothing at this address.');
    const answer: SharedAnswersAnswer = { answers: await readAnswersAsStaff(db(), admin, id) };
    return json(answer, 200, { 'cache-control': 'private, no-store' });
  }
  switch (context.params.action) {
    case 'move': {
      const input = await readJson(request, staffMoveRequest);
      const { emailIds, ...moved } = await moveForCustomer(db(), admin, id, input);
      context.waitUntil(sendDueEmails(db(), emailIds));
      const answer: MovedAnswer = { booking: moved };
      return json(answer);
    }
    case 'cancel': {
      const input = await readJson(request, staffCancelRequest);
      const { emailIds, creditReturned } = await cancelForCustomer(db(), admin, id, input);
      context.waitUntil(sendDueEmails(db(), emailIds));
      const answer: CancelledAnswer = { creditReturned };
      return json(answer);
    }
    case 'outcome': {
      const { outcome } = await readJson(request, outcomeRequest);
      await recordOutcome(db(), admin, id, outcome);
      const answer: OutcomeAnswer = { status: outcome };
      return json(answer);
    }
    default:
      throw notFound('There is nothing at this address.');
  }
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/calendar/:id/:action' };
