import type { Db } from '#/server/db/client.server.ts';
import { dropAnswers } from './answers.server.ts';
import { transition } from './transition.server.ts';

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
  const lapsed = await transition(
    database,
    (eb) =>
      eb.and([
        eb('status', '=', 'held'),
        eb('hold_expires_at', '<=', now),
        ...(clinicianId ? [eb('clinician_id', '=', clinicianId)] : []),
      ]),
    { to: 'expired', why: 'hold-lapsed', now },
  );
  await dropAnswers(
    database,
    lapsed.map((row) => row.id),
  );
  return lapsed.length;
}
