import { sql } from 'kysely';
import type { SlotAnswer, SlotSearch } from '#/api/booking-slots.ts';
import type { Db } from '#/server/db/client.server.ts';
import { searchSlotsUntilChange } from './slot-search.server.ts';

/**
 * The booking page asks the same few searches again and again, and computing free times reads
 * every clinician's hours, leave and bookings. This instance remembers each answer together with
 * the sum of the clinicians' slot versions it was computed under (migration 0026: every change to
 * a clinician, their hours, leave or bookings adds one, in the same commit). Each request reads
 * that sum first, one small query; an answer is given again only when the sum is unchanged, so a
 * time taken or freed a moment ago is never offered wrongly, in this instance or any other. Time
 * alone changes an answer too (a hold lapses, a slot comes inside the minimum notice, a new day
 * opens at the end of the two weeks), so an answer is also forgotten at the first of those, and
 * after half a minute in any case.
 */

const REMEMBER_MS = 30_000;
/** Searches are a handful of choices; a visitor making up languages cannot grow this further. */
const MOST_REMEMBERED = 500;

interface Remembered {
  versions: string;
  until: number;
  answer: SlotAnswer;
}

const remembered = new Map<string, Remembered>();

/** The sum of every clinician's slot version: it grows with each change to free times. */
export async function slotVersions(database: Db): Promise<string> {
  const row = await sql<{ versions: string }>`
    select coalesce(sum(version), 0)::text as versions from clinician_slot_versions`.execute(
    database,
  );
  return row.rows[0]!.versions;
}

function keyOf(search: SlotSearch): string {
  return JSON.stringify([
    search.service ?? '',
    search.mode ?? '',
    search.language?.toLowerCase() ?? '',
    search.branch ?? '',
    search.clinician ?? '',
  ]);
}

/** The public slot search, answered again from this instance's memory while it is exact. */
export async function searchSlotsRemembered(
  database: Db,
  search: SlotSearch,
  now: Date = new Date(),
): Promise<SlotAnswer> {
  // Read before the search itself: a change committed after this read moves the sum on, so an
  // answer computed meanwhile is remembered under the older sum and never given again.
  const versions = await slotVersions(database);
  const key = keyOf(search);
  const known = remembered.get(key);
  if (known && known.versions === versions && now.getTime() < known.until) return known.answer;

  const { answer, changesAt } = await searchSlotsUntilChange(database, search, now);
  remembered.delete(key);
  remembered.set(key, {
    versions,
    until: Math.min(now.getTime() + REMEMBER_MS, changesAt?.getTime() ?? Infinity),
    answer,
  });
  if (remembered.size > MOST_REMEMBERED) {
    remembered.delete(remembered.keys().next().value!);
  }
  return answer;
}

/** Forgets every remembered answer (tests that rewrite the database under a running site). */
export function forgetSlotSearches(): void {
  remembered.clear();
}
