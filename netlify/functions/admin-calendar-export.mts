import type { Config } from '@netlify/functions';
import { calendarQueryRequest } from '#/api/admin-calendar.ts';
import type { PATH } from '#/api/admin-calendar-export.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { calendarCsv } from '#/server/bookings/calendar-csv.ts';
import { readCalendar } from '#/server/bookings/staff.server.ts';
import { db } from '#/server/db/client.server.ts';
import { csvResponse } from '#/server/http/csv.ts';
import { handler } from '#/server/http/handler.ts';
import { readQuery } from '#/server/http/query.ts';

/** The Calendar tab's CSV export, in India time; the export is in the audit log. */
export default handler(['GET'], async (request) => {
  const admin = await requireAdmin(request);
  const query = readQuery(request, calendarQueryRequest);
  const entries = await readCalendar(db(), admin, query, { exporting: true });
  return csvResponse('psycortex-calendar', calendarCsv(entries));
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/calendar/export' };
