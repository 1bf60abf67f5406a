import { createClinicianSignIn } from '#/server/auth/sign-ins.server.ts';
import type { Db } from '#/server/db/client.server.ts';

/**
 * A signed-in clinician: gives the clinician with this slug a sign-in address (as an accepted
 * invitation does) and returns the Cookie header value of a fresh clinician sign-in.
 */
export async function signInClinician(
  db: Db,
  slug: string,
  email = `${slug}@clinicians.example`,
): Promise<string> {
  const clinician = await db
    .updateTable('clinicians')
    .set({ account_email: email.toLowerCase(), deactivated_at: null })
    .where('slug', '=', slug)
    .returning('id')
    .executeTakeFirstOrThrow();
  const cookies = await createClinicianSignIn(db, new Request('http://localhost/'), clinician.id);
  return cookies.map((c) => c.split(';')[0]).join('; ');
}
