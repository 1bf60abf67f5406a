import type { Db } from '#/server/db/client.server.ts';
import { dropAnswers } from './answers.server.ts';

/**
 * Marks holds whose 10 minutes have passed as expired, for one clinician (just before a new
 * hold is inserted, so that the exclusion constraint, which cannot read the clock, does not see
 * them) or for everyone (the scheduled sweep). The answers shared with a lapsed hold go with it:
 * they were given for a session that is not going to happen. Returns how many lapsed.
 */
export async function expireLapsedHolds(
  database: Db,
  now: Date,
  clinicianId?: string,
): Promise<number> {
  let query = database
    .updateTable('bookings')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', now);
  if (clinicianId) query = query.where('clinician_id', '=', clinicianId);
  const lapsed = await query.returning('id').execute();
  await dropAnswers(
    database,
    lapsed.map((row) => row.id),
  );
  return lapsed.length;
}
