import type { Db } from '#/server/db/client.server.ts';

/** The ids of the enquiries sent from this address (to find the e-mails about them). */
export async function enquiriesFrom(database: Db, email: string): Promise<string[]> {
  const rows = await database
    .selectFrom('enquiries')
    .select('id')
    .where('email', '=', email)
    .execute();
  return rows.map((row) => row.id);
}

/** Erasing a person: the enquiries they sent. */
export async function forgetEnquiries(database: Db, email: string): Promise<void> {
  await database.deleteFrom('enquiries').where('email', '=', email).execute();
}

/** Enquiries made before this moment go. */
export async function purgeEnquiries(database: Db, before: Date): Promise<number> {
  const result = await database
    .deleteFrom('enquiries')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
