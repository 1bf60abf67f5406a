import type { Config } from '@netlify/functions';
import { z } from 'zod';
import {
  calendarQuerySchema,
  staffBookingSchema,
  staffCancelSchema,
  staffMoveSchema,
} from '#/lib/admin-booking-schemas.ts';
import { bookingIdSchema } from '#/lib/booking-schemas.ts';
import { audit } from '#/server/admin/audit.server.ts';
import { requireAdmin } from '#/server/auth/sessions.server.ts';
import { calendarCsv } from '#/server/bookings/calendar-csv.ts';
import {
  bookForCaller,
  cancelForCustomer,
  listCalendar,
  moveForCustomer,
  recordOutcome,
} from '#/server/bookings/staff.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { csvResponse } from '#/server/http/csv.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { readQuery } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

const outcomeSchema = z.object({ outcome: z.enum(['attended', 'no_show']) });

/**
 * The Calendar tab: GET the bookings of some days (`/export` as CSV), POST a booking for a
 * caller, and POST /:id/move, /:id/cancel, /:id/outcome on one booking. Every write is audited.
 */
export default handler(['GET', 'POST'], async (request, context) => {
  const admin = await requireAdmin(request);
  const path = new URL(request.url).pathname;
  if (request.method === 'GET') {
    const query = readQuery(request, calendarQuerySchema);
    const entries = await listCalendar(db(), query);
    if (path.endsWith('/export')) {
      await audit(db(), admin, 'export.calendar', query.clinician ?? query.branch ?? 'all', query);
      return csvResponse('psycortex-calendar', calendarCsv(entries));
    }
    return json({ entries });
  }
  if (!context.params.id) {
    const input = await readJson(request, staffBookingSchema);
    const { id, emailIds } = await bookForCaller(db(), admin, input);
    context.waitUntil(sendDueEmails(db(), emailIds));
    return json({ id }, 201);
  }
  const id = bookingIdSchema.parse(context.params.id);
  switch (context.params.action) {
    case 'move': {
      const input = await readJson(request, staffMoveSchema);
      const { emailIds, ...moved } = await moveForCustomer(db(), admin, id, input);
      context.waitUntil(sendDueEmails(db(), emailIds));
      return json({ booking: moved });
    }
    case 'cancel': {
      const input = await readJson(request, staffCancelSchema);
      const { emailIds, creditReturned } = await cancelForCustomer(db(), admin, id, input);
      context.waitUntil(sendDueEmails(db(), emailIds));
      return json({ creditReturned });
    }
    case 'outcome': {
      const { outcome } = await readJson(request, outcomeSchema);
      await recordOutcome(db(), admin, id, outcome);
      return json({ status: outcome });
    }
    default:
      throw notFound('There is nothing at this address.');
  }
});

export const config: Config = {
  path: ['/api/admin/calendar', '/api/admin/calendar/export', '/api/admin/calendar/:id/:action'],
};
