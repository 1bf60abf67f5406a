import type { Config } from '@netlify/functions';
import type { PATH } from '#/api/booking-calendar.ts';
import { bookingIdSchema } from '#/features/booking/schemas.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { calendarFileFor } from '#/server/bookings/calendar-file.server.ts';
import { bookingNotFound } from '#/server/bookings/errors.ts';
import { config as siteConfig } from '#/server/config.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { API_SECURITY_HEADERS } from '#/server/http/respond.ts';

/** One of the customer's sessions as an .ics file, to add to their calendar. */
export default handler(['GET'], async (request, context) => {
  const signIn = await requireCustomer(db(), request);
  const id = bookingIdSchema.parse(context.params.id ?? '');
  const ics = await calendarFileFor(db(), signIn.userId!, id, siteConfig().SITE_URL);
  if (!ics) throw bookingNotFound();
  return new Response(ics, {
    headers: {
      ...API_SECURITY_HEADERS,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="psycortex-signIn-${id}.ics"`,
      'cache-control': 'private, no-store',
    },
  });
});

export const config: Config & { path: typeof PATH } = { path: '/api/booking-calendar/:id' };
