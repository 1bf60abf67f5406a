import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';

/**
 * An erased customer's tax documents keep what the law needs them to keep, as their orders do
 * (privacy.server.ts, eraseAccount): numbers, dates, lines, taxes, the place of supply, and the
 * buyer's GSTIN, which a registered buyer's tax credit and the B2B return rely on. The name,
 * company and street address go; the city, state and country stay. Runs in the erasure's
 * transaction, before the order's own billing details are blanked.
 */
export async function eraseBuyerDetails(trx: Db, userId: string, erasedName: string) {
  await sql`
    update tax_documents d
    set buyer = d.buyer || jsonb_build_object(
      'name', ${erasedName}::text,
      'company', '',
      'address', jsonb_build_array(o.billing_city, o.billing_state || ', ' || o.billing_country)
    )
    from orders o
    where o.id = d.order_id and o.user_id = ${userId}`.execute(trx);
}
