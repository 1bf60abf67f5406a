import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { bookingIdSchema } from '#/lib/booking-schemas.ts';
import { cancelBooking } from '#/server/bookings/cancel.server.ts';
import { bookingNotFound } from '#/server/bookings/errors.ts';
import { validCancelToken } from '#/server/bookings/signed-link.ts';
import { config as siteConfig } from '#/server/config.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

const linkSchema = z.object({
  booking: bookingIdSchema,
  token: z.string().min(10).max(100),
});

/**
 * The one-click cancel link of a booking e-mail, confirmed on /user/sessions: the signature
 * stands in for signing in, the customer's policy applies (the credit back with 24 hours'
 * notice). A wrong or altered link is told apart from nothing: both are "not found".
 */
export default handler(['POST'], async (request, context) => {
  const { booking, token } = await readJson(request, linkSchema);
  if (!validCancelToken(siteConfig().OTP_SECRET, booking, token)) throw bookingNotFound();
  const { creditReturned, emailIds } = await cancelBooking(db(), {
    bookingId: booking,
    byLink: true,
    reason: 'Cancelled from the link in an e-mail.',
  });
  context.waitUntil(sendDueEmails(db(), emailIds));
  return json({ creditReturned });
});

export const config: Config = { path: '/api/booking-link/cancel' };
