import type { ClientProgressAnswer } from '#/api/clinician-progress.ts';
import { isId } from '#/lib/id.ts';
import { audit } from '#/server/admin/audit.server.ts';
import type { ClinicianSignIn } from '#/server/auth/sign-ins.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { progressOf } from './results.server.ts';

/**
 * A client's progress as their clinician reads it: only a user with a booking with this
 * clinician is their client; for anyone else the answer is "not found", the same as for nobody.
 */
export async function clientProgress(
  database: Db,
  clinician: Pick<ClinicianSignIn, 'clinicianId' | 'name'>,
  userId: string,
): Promise<ClientProgressAnswer> {
  const { clinicianId } = clinician;
  if (!isId(userId)) throw notFound('We could not find that client among yours.');
  const client = await database
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .where('u.id', '=', userId)
    .where('u.erased_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bookings as b')
          .select('b.id')
          .whereRef('b.user_id', '=', 'u.id')
          .where('b.clinician_id', '=', clinicianId),
      ),
    )
    .executeTakeFirst();
  if (!client) throw notFound('We could not find that client among yours.');
  const points = await progressOf(database, client.id);
  // Health data read: recorded like an admin's reading, in the person's own export too.
  await audit(
    database,
    {
      adminId: null,
      username: `clinician:${clinicianId} ${clinician.name}`.slice(0, 64),
    },
    'clinician.progress.read',
    `user:${client.id}`,
    { measures: points.length },
    [`user:${client.id}`],
  );
  return { name: client.name, points };
}
