import type { Config } from '@netlify/functions';
import type { AdminEnquiriesAnswer } from '#/api/admin-enquiries.ts';
import { audit } from '#/server/admin/audit.server.ts';
import { enquiriesCsv } from '#/server/admin/exports.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { listEnquiries } from '#/server/enquiries/enquiry-inbox.server.ts';
import { csvResponse } from '#/server/http/csv.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';

/** Contact enquiries, newest first; `/export` answers them as CSV. */
export default handler(['GET'], async (request) => {
  const admin = await requireAdmin(request);
  const exporting = new URL(request.url).pathname.endsWith('/export');
  await audit(db(), admin, exporting ? 'export.enquiries' : 'read.enquiries', 'all');
  const enquiries = await listEnquiries(db());
  if (exporting) {
    return csvResponse('psycortex-enquiries', enquiriesCsv(enquiries));
  }
  return json({ enquiries } satisfies AdminEnquiriesAnswer);
});

export const config: Config = {
  path: ['/api/admin/enquiries', '/api/admin/enquiries/export'],
};
