import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';

/**
 * A provider's raw notification repeats the buyer's e-mail, phone and UPI id. The summary
 * columns beside it (outcome, amount, currency, the provider's reference) are what a payment
 * dispute needs; the raw payload goes.
 */
export async function removePaymentPayloads(
  database: Db,
  orderIds: string[],
  now = new Date(),
): Promise<number> {
  const result = await database
    .updateTable('payment_events')
    .set({ payload: sql`'{}'::jsonb`, payload_removed_at: now })
    .where('order_id', 'in', orderIds)
    .where('payload_removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The access log says which customer an admin looked at by id; older entries, and searches
 * typed by an admin, may hold an e-mail, phone or name. Each is replaced by `user:<id>`, so the
 * log still shows that this customer's data was read, but no longer who they were.
 */
export async function scrubAuditLog(
  database: Db,
  userId: string,
  identifiers: string[],
): Promise<void> {
  const marker = `user:${userId}`;
  for (const value of identifiers.map((v) => v.trim()).filter((v) => v.length >= 3)) {
    const pattern = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    await sql`
      update admin_audit set
        subject = replace(subject, ${value}::text, ${marker}::text),
        detail = replace(detail::text, ${JSON.stringify(value).slice(1, -1)}::text, ${marker}::text)::jsonb
      where subject ilike ${pattern}::text or detail::text ilike ${pattern}::text`.execute(
      database,
    );
    // Case-insensitive matches that replace() missed (an admin typed RAVI@EXAMPLE.COM).
    await sql`
      update admin_audit set subject = ${marker}::text
      where subject ilike ${pattern}::text`.execute(database);
    await sql`
      update admin_audit set detail = jsonb_build_object('scrubbed', ${marker}::text)
      where detail::text ilike ${pattern}::text`.execute(database);
  }
}
