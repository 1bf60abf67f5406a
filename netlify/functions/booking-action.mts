import type { Config } from '@netlify/functions';
import {
  type CancelledAnswer,
  type ConfirmedAnswer,
  cancelRequest,
  confirmRequest,
  type DoneAnswer,
  type MovedAnswer,
  type PATH,
  payWithOrderRequest,
  rescheduleRequest,
  type SeriesBooked,
  type SeriesCancelledAnswer,
  type SeriesPlan,
  seriesRequest,
} from '#/api/booking-action.ts';
import { bookingIdSchema } from '#/features/booking/schemas.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { stopSharing } from '#/server/bookings/answers.server.ts';
import { attachOrderToHold } from '#/server/bookings/attach-order.server.ts';
import { cancelBooking } from '#/server/bookings/cancel.server.ts';
import { confirmWithCredit } from '#/server/bookings/confirm.server.ts';
import { rescheduleBooking } from '#/server/bookings/reschedule.server.ts';
import { bookSeries, cancelRestOfSeries, planSeries } from '#/server/bookings/series.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

/**
 * What a customer does with one of their sessions: confirm a hold with a credit (or with the same
 * time every week or fortnight: series-preview lists the times, series books them), tie it to the
 * single-session order paying for it, cancel it (or it and the rest of its series), or move it;
 * DELETE .../answers stops sharing the
 * answers saved with it (404 unless the session and its answers are theirs).
 */
export default handler(['POST', 'DELETE'], async (request, context) => {
  // Every change is checked as the other state-changing endpoints are: the site's own Origin,
  // and, for a POST, a JSON body (which a cross-site form cannot send).
  assertSameOrigin(request);
  const signIn = await requireCustomer(db(), request);
  const userId = signIn.userId!;
  const bookingId = bookingIdSchema.parse(context.params.id ?? '');
  if (request.method === 'DELETE') {
    if (context.params.action !== 'answers') throw notFound('There is nothing at this address.');
    await stopSharing(db(), userId, bookingId);
    const answer: DoneAnswer = { ok: true };
    return json(answer);
  }
  switch (context.params.action) {
    case 'confirm': {
      await readJson(request, confirmRequest);
      const { status, emailIds } = await confirmWithCredit(db(), userId, bookingId);
      context.waitUntil(sendDueEmails(db(), emailIds));
      const answer: ConfirmedAnswer = { status };
      return json(answer);
    }
    case 'order': {
      const { order } = await readJson(request, payWithOrderRequest);
      await attachOrderToHold(db(), userId, bookingId, order);
      const answer: DoneAnswer = { ok: true };
      return json(answer);
    }
    case 'series-preview': {
      const input = await readJson(request, seriesRequest);
      const plan: SeriesPlan = await planSeries(db(), userId, bookingId, input);
      return json(plan);
    }
    case 'series': {
      const input = await readJson(request, seriesRequest);
      const { emailIds, ...booked } = await bookSeries(db(), userId, bookingId, input);
      context.waitUntil(sendDueEmails(db(), emailIds));
      const series: SeriesBooked = booked;
      return json(series);
    }
    case 'cancel': {
      const { reason, rest } = await readJson(request, cancelRequest);
      if (rest) {
        const { emailIds, ...result } = await cancelRestOfSeries(db(), {
          bookingId,
          userId,
          reason,
        });
        context.waitUntil(sendDueEmails(db(), emailIds));
        const answer: SeriesCancelledAnswer = {
          creditReturned: result.creditsReturned > 0,
          ...result,
        };
        return json(answer);
      }
      const { creditReturned, emailIds } = await cancelBooking(db(), { bookingId, userId, reason });
      context.waitUntil(sendDueEmails(db(), emailIds));
      const answer: CancelledAnswer = { creditReturned };
      return json(answer);
    }
    case 'reschedule': {
      const { startsAt } = await readJson(request, rescheduleRequest);
      const { emailIds, ...booking } = await rescheduleBooking(db(), {
        bookingId,
        userId,
        startsAt,
      });
      context.waitUntil(sendDueEmails(db(), emailIds));
      const answer: MovedAnswer = { booking };
      return json(answer);
    }
    default:
      throw notFound('There is nothing at this address.');
  }
});

export const config: Config & { path: typeof PATH } = { path: '/api/bookings/:id/:action' };
