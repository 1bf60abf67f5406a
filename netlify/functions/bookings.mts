import type { Config } from '@netlify/functions';
import { holdSchema } from '#/lib/booking-schemas.ts';
import { requireCustomer } from '#/server/auth/sessions.server.ts';
import { holdSlot } from '#/server/bookings/hold.server.ts';
import { listMySessions } from '#/server/bookings/my-sessions.server.ts';
import { config as siteConfig } from '#/server/config.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';

/** GET: the signed-in customer's sessions and credits. POST: hold a slot for 10 minutes. */
export default handler(['GET', 'POST'], async (request) => {
  const session = await requireCustomer(db(), request);
  if (request.method === 'GET') {
    const mine = await listMySessions(db(), session.userId!, {
      videoRoomBase: siteConfig().VIDEO_ROOM_BASE_URL,
    });
    return json(mine, 200, { 'cache-control': 'private, no-store' });
  }
  const input = await readJson(request, holdSchema);
  const hold = await holdSlot(db(), session.userId!, input);
  return json({ booking: hold }, 201);
});

export const config: Config = { path: '/api/bookings' };
