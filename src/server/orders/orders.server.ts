import type { Selectable } from 'kysely';
import type { OrderView } from '#/api/order.ts';
import type { PurchasedItem } from '#/api/purchases.ts';
import type { CheckoutInput } from '#/features/checkout/schemas.ts';
import type { TaxDocumentView } from '#/features/invoices/tax-document.ts';
import { MAX_QUANTITY } from '#/features/shop/shop.ts';
import { saveUserDetails } from '#/server/auth/users.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import type { OrderItemsTable, OrdersTable } from '#/server/db/schema.ts';
import { badRequest, HttpError } from '#/server/http/errors.ts';
import { documentsOfOrders } from '#/server/invoices/documents.server.ts';
import type { CheckoutForm } from '#/server/payment-types.ts';
import { newOrderReference } from './reference.ts';

/** How long a customer has to pay before reconciliation may expire a pending order. */
export const PAYMENT_WINDOW_MINUTES = 60;

export interface PlacedOrder {
  id: string;
  reference: string;
  totalPaise: number;
  billing: CheckoutInput['billing'];
}

type Line = CheckoutInput['items'][number];

/** The same product and option twice in one request count as one line. */
function mergeLines(items: Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const item of items) {
    const key = `${item.productSlug}:${item.variantId}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  const lines = [...merged.values()];
  if (lines.some((line) => line.quantity > MAX_QUANTITY)) {
    throw badRequest(`At most ${MAX_QUANTITY} of one item per order, please.`);
  }
  return lines;
}

/**
 * Stores a pending order priced from the database: the browser names products, options and
 * quantities, nothing else. The billing details are saved to the customer's profile in the same
 * transaction, so the next checkout starts filled in.
 */
export async function placeOrder(
  database: Db,
  userId: string,
  input: CheckoutInput,
  now = new Date(),
): Promise<PlacedOrder> {
  const lines = mergeLines(input.items);
  return database.transaction().execute(async (trx) => {
    const offered = await trx
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select([
        'v.id as variantId',
        'v.product_id as productId',
        'v.label',
        'v.sessions',
        'v.price_paise',
        'p.slug',
        'p.name',
        'p.sac_code',
        'p.gst_rate_bp',
        'p.gst_exempt',
      ])
      .where(
        'v.id',
        'in',
        lines.map((l) => l.variantId),
      )
      .where('v.archived_at', 'is', null)
      .where('p.archived_at', 'is', null)
      .execute();

    const missing: Record<string, string> = {};
    const priced = lines.map((line, index) => {
      const found = offered.find(
        (o) => o.variantId === line.variantId && o.slug === line.productSlug,
      );
      if (!found) missing[`items.${index}`] = 'This item is no longer available.';
      return { line, found };
    });
    if (Object.keys(missing).length > 0) {
      throw new HttpError(
        409,
        'unavailable',
        'Some items in your cart are no longer available. Please review your cart.',
        { fields: missing },
      );
    }
    const items = priced.map(({ line, found }, position) => {
      const unit = Number(found!.price_paise);
      return {
        ...found!,
        position,
        quantity: line.quantity,
        unit,
        lineTotal: unit * line.quantity,
      };
    });
    const totalPaise = items.reduce((sum, item) => sum + item.lineTotal, 0);
    if (!Number.isSafeInteger(totalPaise) || totalPaise <= 0) {
      throw badRequest('There is nothing to pay for in this order.');
    }

    const { billing } = input;
    const order = await trx
      .insertInto('orders')
      .values({
        reference: newOrderReference(),
        user_id: userId,
        provider: input.provider,
        total_paise: totalPaise,
        billing_name: billing.name,
        billing_email: billing.email,
        billing_phone: billing.phone,
        billing_company: billing.company,
        billing_country: billing.country,
        billing_street_address: billing.streetAddress,
        billing_apartment: billing.apartment,
        billing_city: billing.city,
        billing_state: billing.state,
        billing_pin_code: billing.pinCode,
        billing_gstin: billing.gstin,
        locale: input.locale,
        expires_at: new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        items.map((item) => ({
          order_id: order.id,
          position: item.position,
          product_id: item.productId,
          variant_id: item.variantId,
          product_slug: item.slug,
          product_name: item.name,
          variant_label: item.label,
          sessions: item.sessions,
          unit_paise: item.unit,
          quantity: item.quantity,
          line_paise: item.lineTotal,
          sac_code: item.sac_code,
          gst_rate_bp: item.gst_rate_bp,
          gst_exempt: item.gst_exempt,
        })),
      )
      .execute();
    await saveUserDetails(trx, userId, billing, now);
    return { id: order.id, reference: order.reference, totalPaise, billing };
  });
}

/** Remembers which provider handle belongs to the order, before the browser leaves. */
export async function recordAttempt(
  database: Db,
  order: PlacedOrder,
  provider: string,
  form: CheckoutForm,
): Promise<void> {
  await database
    .insertInto('payment_attempts')
    .values({
      order_id: order.id,
      provider,
      provider_order_id: form.providerOrderId,
      amount_paise: order.totalPaise,
      currency: 'INR',
    })
    .execute();
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type OrderRow = Selectable<OrdersTable>;
type ItemRow = Selectable<OrderItemsTable>;

/** An order row, its lines and its tax documents, in the shape customers and admins read. */
export function toOrderView(
  order: OrderRow,
  items: ItemRow[],
  documents: TaxDocumentView[] = [],
): OrderView {
  return {
    reference: order.reference,
    status: order.status,
    provider: order.provider,
    currency: 'INR',
    total: Number(order.total_paise),
    createdAt: order.created_at.toISOString(),
    paidAt: iso(order.paid_at),
    errorMessage: order.error_message,
    transactionReference: order.payment_reference,
    billing: {
      name: order.billing_name,
      email: order.billing_email,
      phone: order.billing_phone,
      company: order.billing_company,
      country: order.billing_country,
      streetAddress: order.billing_street_address,
      apartment: order.billing_apartment,
      city: order.billing_city,
      state: order.billing_state,
      pinCode: order.billing_pin_code,
      gstin: order.billing_gstin,
    },
    items: items
      .filter((item) => item.order_id === order.id)
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        productSlug: item.product_slug,
        name: item.product_name,
        variantLabel: item.variant_label,
        sessions: item.sessions,
        unitPrice: Number(item.unit_paise),
        quantity: item.quantity,
        lineTotal: Number(item.line_paise),
      })),
    documents,
  };
}

/** The lines of these orders, in one query. */
export async function itemsOf(database: Db, orderIds: string[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  return database.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).execute();
}

/** An order as its owner sees it; undefined for someone else's or an unknown one. */
export async function getOrderView(
  database: Db,
  reference: string,
  userId: string,
): Promise<OrderView | undefined> {
  const order = await database
    .selectFrom('orders')
    .selectAll()
    .where('reference', '=', reference)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) return undefined;
  const documents = await documentsOfOrders(database, [order.id]);
  return toOrderView(order, await itemsOf(database, [order.id]), documents.get(order.id));
}

/**
 * The customer came back from the payment page with Cancel. Only a pending order changes; a
 * capture that still arrives later makes it paid (see order-state.ts).
 */
export async function cancelOrder(
  database: Db,
  reference: string,
  userId: string,
): Promise<OrderView | undefined> {
  await database
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: new Date() })
    .where('reference', '=', reference)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  return getOrderView(database, reference, userId);
}

/** Every line of the customer's paid orders, newest first. */
export async function listPurchases(database: Db, userId: string): Promise<PurchasedItem[]> {
  const rows = await database
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select([
      'i.product_name',
      'i.variant_label',
      'i.sessions',
      'i.unit_paise',
      'i.quantity',
      'o.reference',
      'o.paid_at',
      'o.created_at',
    ])
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'paid')
    .orderBy('o.paid_at', 'desc')
    .orderBy('i.position')
    .execute();
  return rows.map((row) => ({
    name: row.product_name,
    variantLabel: row.variant_label,
    sessions: row.sessions,
    unitPrice: Number(row.unit_paise),
    quantity: row.quantity,
    orderReference: row.reference,
    date: (row.paid_at ?? row.created_at).toISOString(),
  }));
}
