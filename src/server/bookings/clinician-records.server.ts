import type { Db } from '#/server/db/client.server.ts';

/**
 * The clinicians' row belongs to bookings (their calendars); the clinicians' portal
 * (src/server/clinicians/) changes its account's fields through these.
 */

/** The address the clinician signs in with. */
export async function setClinicianAccountEmail(
  database: Db,
  clinicianId: string,
  email: string,
  now = new Date(),
): Promise<void> {
  await database
    .updateTable('clinicians')
    .set({ account_email: email, updated_at: now })
    .where('id', '=', clinicianId)
    .execute();
}

/** Off the site and out of the calendars: not bookable, no feed. */
export async function deactivateClinicianRecord(
  database: Db,
  clinicianId: string,
  now = new Date(),
): Promise<void> {
  await database
    .updateTable('clinicians')
    .set({
      deactivated_at: now,
      active: false,
      feed_token_hash: null,
      feed_created_at: null,
      updated_at: now,
    })
    .where('id', '=', clinicianId)
    .execute();
}

/**
 * Sets the calendar feed's token (its hash), or turns the feed off with `null`. Throws when
 * there is no such clinician.
 */
export async function setClinicianFeed(
  database: Db,
  clinicianId: string,
  feed: { tokenHash: string; createdAt: Date } | null,
): Promise<void> {
  await database
    .updateTable('clinicians')
    .set({
      feed_token_hash: feed?.tokenHash ?? null,
      feed_created_at: feed?.createdAt ?? null,
    })
    .where('id', '=', clinicianId)
    .returning('id')
    .executeTakeFirstOrThrow();
}
