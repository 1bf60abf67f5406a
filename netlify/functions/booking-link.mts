import type { Config } from '@netlify/functions';
import type { CancelledAnswer, MovedAnswer } from '#/api/booking-action.ts';
import {
  type LinkedSessionAnswer,
  linkMoveRequest,
  linkRequest,
  type PATH,
} from '#/api/booking-link.ts';
import { cancelBooking } from '#/server/bookings/cancel.server.ts';
import { bookingNotFound } from '#/server/bookings/errors.ts';
import { linkedSession } from '#/server/bookings/my-sessions.server.ts';
import { rescheduleBooking } from '#/server/bookings/reschedule.server.ts';
import { type BookingLinkAction, signedBookingId } from '#/server/bookings/signed-link.ts';
import { config as siteConfig } from '#/server/config.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

const signedBooking = (action: BookingLinkAction, link: { booking: string; token: string }) =>
  signedBookingId(siteConfig().OTP_SECRET, action, link);

/**
 * The one-click links of booking e-mails, confirmed on /user/sessions: the signature stands in
 * for signing in and the customer's policy applies (24 hours' notice to move, or to cancel with
 * the credit back). `session` shows the session a move link names, `move` moves it to another
 * free time, `cancel` cancels it. A wrong or altered link is told apart from nothing: both are
 * "not found".
 */
export default handler(['POST'], async (request, context) => {
  switch (context.params.action) {
    case 'session': {
      const id = signedBooking('move', await readJson(request, linkRequest));
      const session = await linkedSession(db(), id);
      if (!session) throw bookingNotFound();
      const answer: LinkedSessionAnswer = { session };
      return json(answer);
    }
    case 'move': {
      const input = await readJson(request, linkMoveRequest);
      const { emailIds, ...booking } = await rescheduleBooking(db(), {
        bookingId: signedBooking('move', input),
        startsAt: input.startsAt,
        byLink: true,
      });
      context.waitUntil(sendDueEmails(db(), emailIds));
      const answer: MovedAnswer = { booking };
      return json(answer);
    }
    case 'cancel': {
      const bookingId = signedBooking('cancel', await readJson(request, linkRequest));
      const { creditReturned, emailIds } = await cancelBooking(db(), {
        bookingId,
        byLink: true,
        reason: 'Cancelled from the link in an e-mail.',
      });
      context.waitUntil(sendDueEmails(db(), emailIds));
      const answer: CancelledAnswer = { creditReturned };
      return json(answer);
    }
    default:
      throw notFound('There is nothing at this address.');
  }
});

export const config: Config & { path: typeof PATH } = { path: '/api/booking-link/:action' };
