import type { Config } from '@netlify/functions';
import type { PATH } from '#/api/admin-gst-register.ts';
import { audit } from '#/server/admin/audit.server.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { csvResponse } from '#/server/http/csv.ts';
import { badRequest } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { documentsOfMonth } from '#/server/invoices/documents.server.ts';
import { gstRegisterCsv } from '#/server/invoices/gst-register.ts';

/**
 * The month's invoices, bills of supply and credit notes with their tax columns, as CSV for
 * the GST returns (`/api/admin/gst-register/2026-11/export`). The access log records the export.
 */
export default handler(['GET'], async (request, context) => {
  const admin = await requireAdmin(request);
  const month = context.params.month ?? '';
  if (!/^20\d{2}-(0[1-9]|1[0-2])$/.test(month))
    throw badRequest('Please choose a month, e.g. 2026-11.', { month: 'Please choose a month.' });
  const documents = await documentsOfMonth(db(), month);
  await audit(db(), admin, 'export.gst-register', month, { documents: documents.length });
  return csvResponse(`psycortex-gst-register-${month}`, gstRegisterCsv(documents));
});

export const config: Config & { path: typeof PATH } = {
  path: '/api/admin/gst-register/:month/export',
};
