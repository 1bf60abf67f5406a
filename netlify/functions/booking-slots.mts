import type { Config } from '@netlify/functions';
import { slotSearchSchema } from '#/lib/booking-schemas.ts';
import { searchSlots } from '#/server/bookings/slot-search.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { readQuery } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';

/**
 * The free slots for what the visitor chose on /book. Public and the same for everyone, so the
 * CDN keeps it briefly (a minute): a slot taken meanwhile is refused plainly when held.
 */
export default handler(['GET'], async (request) => {
  const search = readQuery(request, slotSearchSchema);
  const result = await searchSlots(db(), search);
  return json(result, 200, {
    'cache-control': 'public, max-age=0, must-revalidate',
    'netlify-cdn-cache-control': 'public, s-maxage=60, stale-while-revalidate=30',
    'netlify-vary': 'query=service|mode|language|branch|clinician',
  });
});

export const config: Config = { path: '/api/booking/slots' };
