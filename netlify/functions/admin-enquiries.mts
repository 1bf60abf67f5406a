import type { Config } from '@netlify/functions';
import { audit } from '../../src/server/admin/audit.server.ts';
import { enquiriesCsv } from '../../src/server/admin/exports.ts';
import { requireAdmin } from '../../src/server/auth/sessions.server.ts';
import { db } from '../../src/server/db/client.server.ts';
import { listEnquiries } from '../../src/server/enquiries/enquiry-inbox.server.ts';
import { csvResponse } from '../../src/server/http/csv.ts';
import { handler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';

/** Contact enquiries, newest first; `/export` answers them as CSV. */
export default handler(['GET'], async (request) => {
  const admin = await requireAdmin(request);
  const exporting = new URL(request.url).pathname.endsWith('/export');
  await audit(db(), admin, exporting ? 'export.enquiries' : 'read.enquiries', 'all');
  const enquiries = await listEnquiries(db());
  if (exporting) {
    return csvResponse('psycortex-enquiries', enquiriesCsv(enquiries));
  }
  return json({ enquiries });
});

export const config: Config = {
  path: ['/api/admin/enquiries', '/api/admin/enquiries/export'],
};
