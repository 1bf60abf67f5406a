import type { Db } from '#/server/db/client.server.ts';

/**
 * Erasing a buyer: their orders stay, because tax and accounting law obliges the provider to
 * keep them, but only with what an invoice needs (items, amounts, dates, references and the
 * place of supply), under `name` and marked with the moment of erasure.
 */
export async function eraseBuyerOfOrders(
  database: Db,
  userId: string,
  name: string,
  now = new Date(),
): Promise<void> {
  await database
    .updateTable('orders')
    .set({
      billing_name: name,
      billing_email: '',
      billing_phone: '',
      billing_company: '',
      billing_street_address: '',
      billing_apartment: '',
      billing_pin_code: '',
      personal_data_erased_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
}
