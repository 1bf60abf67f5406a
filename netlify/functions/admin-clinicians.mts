import type { Config } from '@netlify/functions';
import { blockIdSchema, blockSchema, clinicianSchema } from '#/lib/admin-booking-schemas.ts';
import { requireAdmin } from '#/server/auth/sessions.server.ts';
import {
  addBlock,
  listAllClinicians,
  removeBlock,
  saveClinician,
} from '#/server/bookings/clinician-admin.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { pathParam } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';

/**
 * The Clinicians tab: GET lists them; POST creates one; PUT /:slug updates one (with its weekly
 * hours); POST /:slug/blocks adds leave or a block; DELETE /:slug/blocks/:id removes it.
 */
export default handler(['GET', 'POST', 'PUT', 'DELETE'], async (request, context) => {
  const admin = await requireAdmin(request);
  const slug = context.params.slug ? pathParam(context.params.slug, '') : undefined;
  const blocks = new URL(request.url).pathname.includes('/blocks');
  if (request.method === 'GET' && !slug) return json({ clinicians: await listAllClinicians(db()) });
  if (request.method === 'POST' && !slug) {
    const input = await readJson(request, clinicianSchema);
    return json({ id: await saveClinician(db(), admin, input) }, 201);
  }
  if (request.method === 'PUT' && slug && !blocks) {
    const input = await readJson(request, clinicianSchema);
    return json({ id: await saveClinician(db(), admin, input, slug) });
  }
  if (request.method === 'POST' && slug && blocks) {
    const input = await readJson(request, blockSchema);
    return json({ id: await addBlock(db(), admin, slug, input) }, 201);
  }
  if (request.method === 'DELETE' && context.params.block) {
    await removeBlock(db(), admin, blockIdSchema.parse(pathParam(context.params.block, '')));
    return json({ ok: true });
  }
  throw notFound('There is nothing at this address.');
});

export const config: Config = {
  path: [
    '/api/admin/clinicians',
    '/api/admin/clinicians/:slug',
    '/api/admin/clinicians/:slug/blocks',
    '/api/admin/clinicians/:slug/blocks/:block',
  ],
};
