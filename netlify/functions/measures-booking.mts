import type { Config } from '@netlify/functions';
import {
  type BookingMeasuresAnswer,
  dueQueryRequest,
  type PATH,
  type SentAnswer,
  sendMeasuresRequest,
} from '#/api/measures-booking.ts';
import { bookingIdSchema } from '#/features/booking/schemas.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { signedBookingId } from '#/server/bookings/signed-link.ts';
import { config as siteConfig } from '#/server/config.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { readQuery } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { bookingMeasures } from '#/server/measures/requests.server.ts';
import { MEASURE_MESSAGES, sendMeasures } from '#/server/measures/results.server.ts';

/**
 * The measures asked before one session. GET: which ones, and which are done; POST: the answers,
 * scored and stored (PHQ-9 item 9 above 0 alerts the clinician). The client is either signed in
 * (the booking must be theirs) or holds the e-mail's signed link, whose token stands in for
 * signing in for this booking alone. A wrong token and a booking not theirs are both "not found".
 */
export default handler(['GET', 'POST'], async (request, context) => {
  const bookingId = bookingIdSchema.parse(context.params.booking);
  // The signed-in client's id, or undefined once the link's signature for this booking holds.
  const owner = async (token: string | undefined): Promise<string | undefined> => {
    if (!token) return (await requireCustomer(db(), request)).userId!;
    signedBookingId(siteConfig().OTP_SECRET, 'measures', { booking: bookingId, token });
    return undefined;
  };
  if (request.method === 'GET') {
    const userId = await owner(readQuery(request, dueQueryRequest).token);
    const measures = await bookingMeasures(db(), bookingId, userId);
    if (!measures) throw notFound(MEASURE_MESSAGES.notFound);
    const answer: BookingMeasuresAnswer = { measures };
    return json(answer, 200, { 'cache-control': 'private, no-store' });
  }
  assertSameOrigin(request);
  const input = await readJson(request, sendMeasuresRequest);
  const { emailIds, ...sent } = await sendMeasures(db(), {
    bookingId,
    userId: await owner(input.token),
    answers: input.answers,
    siteUrl: siteConfig().SITE_URL,
  });
  context.waitUntil(sendDueEmails(db(), emailIds));
  const answer: SentAnswer = sent;
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/measures/booking/:booking' };
