import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';

/**
 * Sessions staff booked for a caller's e-mail address become the account's that signs in with
 * that address: signing in proves the address, and the caller then sees, moves and cancels them
 * on My sessions like any other. Called on every verified sign-in; answers how many were claimed.
 */
export async function claimBookingsOfEmail(
  database: Db,
  userId: string,
  email: string,
): Promise<number> {
  const claimed = await database
    .updateTable('bookings')
    .set({ user_id: userId, updated_at: new Date() })
    .where('user_id', 'is', null)
    .where(sql<string>`lower(contact_email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows);
}
