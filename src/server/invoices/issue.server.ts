import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import { financialYearStart, indiaIsoDate } from './financial-year.ts';
import { nextDocumentNumber } from './numbering.server.ts';
import { composeSale } from './sale-document.ts';
import { seller } from './seller.ts';

/**
 * A value as a jsonb object. Sent as text and cast by the database: a string parameter bound
 * to a jsonb column directly would be stored as one JSON string rather than the object.
 */
export const jsonb = (value: unknown) => sql<string>`${JSON.stringify(value)}::text::jsonb`;

/**
 * Issues the tax invoice (or bill of supply) of an order that has just been paid. It runs in
 * the transaction that marks the order paid, after the order row was locked, so the number is
 * taken only when the payment is final and is given back if anything later fails. An order that
 * already has its document keeps it (a repeated settlement issues nothing).
 */
export async function issueSaleDocument(
  trx: Db,
  orderId: string,
  paidAt: Date,
): Promise<{ id: string; number: string } | undefined> {
  const existing = await trx
    .selectFrom('tax_documents')
    .select('number')
    .where('order_id', '=', orderId)
    .where('kind', '<>', 'credit_note')
    .executeTakeFirst();
  if (existing) return undefined;
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const sale = composeSale({
    billing: {
      name: order.billing_name,
      company: order.billing_company,
      gstin: order.billing_gstin,
      streetAddress: order.billing_street_address,
      apartment: order.billing_apartment,
      city: order.billing_city,
      state: order.billing_state,
      pinCode: order.billing_pin_code,
      country: order.billing_country,
    },
    lines: items.map((item) => ({
      name: item.product_name,
      variantLabel: item.variant_label,
      sessions: item.sessions,
      quantity: item.quantity,
      unitPaise: Number(item.unit_paise),
      linePaise: Number(item.line_paise),
      sacCode: item.sac_code,
      rateBasisPoints: item.gst_rate_bp,
      exempt: item.gst_exempt,
    })),
  });
  const financialYear = financialYearStart(paidAt);
  const { serial, number } = await nextDocumentNumber(trx, sale.documentKind, financialYear);
  const document = await trx
    .insertInto('tax_documents')
    .values({
      kind: sale.documentKind,
      number,
      financial_year: financialYear,
      serial,
      order_id: orderId,
      issued_at: paidAt,
      issue_date: indiaIsoDate(paidAt),
      place_of_supply: sale.placeOfSupply,
      supply_kind: sale.supplyKind,
      seller: jsonb(seller),
      buyer: jsonb(sale.buyer),
      lines: jsonb(sale.lines),
      taxable_paise: sale.totals.taxable,
      cgst_paise: sale.totals.cgst,
      sgst_paise: sale.totals.sgst,
      igst_paise: sale.totals.igst,
      total_paise: sale.totals.total,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: document.id, number };
}
