import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';

/**
 * What auth keeps about a person, for the privacy centre: erasing the account and the
 * retention purge call these, in their own transaction, instead of writing auth's tables.
 */

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Ends every sign-in of the customer, on every device, this one included. */
export async function endSignInsOf(database: Db, userId: string): Promise<number> {
  const result = await database
    .updateTable('sign_ins')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Forgets how the person signs in: sign-in links, sign-ins, login codes and failed sign-ins. */
export async function forgetSignIns(database: Db, userId: string, email: string): Promise<void> {
  await database.deleteFrom('identities').where('user_id', '=', userId).execute();
  await database.deleteFrom('sign_ins').where('user_id', '=', userId).execute();
  await database.deleteFrom('otp_challenges').where('email', '=', email).execute();
  await database.deleteFrom('login_failures').where('account', '=', `customer:${email}`).execute();
}

/**
 * Blanks the account itself, keeping its row (orders and the sealed clinical record point at
 * it) under an address that can never receive mail.
 */
export async function eraseUser(database: Db, userId: string, now = new Date()): Promise<void> {
  await database
    .updateTable('users')
    .set({
      email: `erased-${userId}@erased.invalid`,
      name: '',
      phone: '',
      company: '',
      country: '',
      street_address: '',
      apartment: '',
      city: '',
      state: '',
      pin_code: '',
      gstin: '',
      erased_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** Login codes made, sign-ins stopped, and failed sign-ins recorded before these moments go. */
export async function purgeSignIns(
  database: Db,
  before: { otpChallenges: Date; signIns: Date; loginFailures: Date },
): Promise<{ otpChallenges: number; signIns: number; loginFailures: number }> {
  return {
    otpChallenges: count(
      await database
        .deleteFrom('otp_challenges')
        .where('created_at', '<', before.otpChallenges)
        .executeTakeFirst(),
    ),
    signIns: count(
      await database
        .deleteFrom('sign_ins')
        .where(sql<Date>`least(expires_at, coalesce(revoked_at, expires_at))`, '<', before.signIns)
        .executeTakeFirst(),
    ),
    loginFailures: count(
      await database
        .deleteFrom('login_failures')
        .where('failed_at', '<', before.loginFailures)
        .executeTakeFirst(),
    ),
  };
}
