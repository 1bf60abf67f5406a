import type { Config } from '@netlify/functions';
import {
  type CalendarAnswer,
  type CallerBookedAnswer,
  calendarQueryRequest,
  type PATH,
  staffBookingRequest,
} from '#/api/admin-calendar.ts';
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
    const answer: CalendarAnswer = {
      entries: await readCalendar(db(), admin, readQuery(request, calendarQueryRequest)),
    };
    return json(answer);
  }
  const input = await readJson(request, staffBookingRequest);
  const { id, emailIds } = await bookForCaller(db(), admin, input);
  context.waitUntil(sendDueEmails(db(), emailIds));
  const answer: CallerBookedAnswer = { id };
  return json(answer, 201);
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/calendar' };
