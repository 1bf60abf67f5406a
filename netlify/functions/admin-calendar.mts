import type { Config } from '@netlify/functions';
import { calendarQuerySchema, staffBookingSchema } from '#/features/admin/calendar/schemas.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { bookForCaller, readCalendar } from '#/server/bookings/staff.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { readQuery } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

/**
 * The Calendar tab: GET the sessions of some days (each reading in the access log); POST books
 * one for a caller (audited).
 */
export default handler(['GET', 'POST'], async (request, context) => {
  const admin = await requireAdmin(request);
  if (request.method === 'GET') {
    const entries = await readCalendar(db(), admin, readQuery(request, calendarQuerySchema));
    return json({ entries });
  }
  const input = await readJson(request, staffBookingSchema);
  const { id, emailIds } = await bookForCaller(db(), admin, input);
  context.waitUntil(sendDueEmails(db(), emailIds));
  return json({ id }, 201);
});

export const config: Config = { path: '/api/admin/calendar' };
