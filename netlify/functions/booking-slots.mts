import type { Config } from '@netlify/functions';
import { type PATH, type SlotAnswer, slotSearchRequest } from '#/api/booking-slots.ts';
import { searchSlotsRemembered } from '#/server/bookings/slot-search-memory.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { readQuery } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';

/**
 * The free slots for what the visitor chose on /book. Never kept by the CDN or the browser: a
 * time taken a moment ago must not be offered. The function remembers answers itself, for as
 * long as they are exact (slot-search-memory.server.ts).
 */
export default handler(['GET'], async (request) => {
  const search = readQuery(request, slotSearchRequest);
  const answer: SlotAnswer = await searchSlotsRemembered(db(), search);
  return json(answer, 200, { 'cache-control': 'no-store' });
});

export const config: Config & { path: typeof PATH } = { path: '/api/booking/slots' };
