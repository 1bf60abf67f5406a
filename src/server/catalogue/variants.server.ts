import type { Db } from '#/server/db/client.server.ts';

/** A product's live option as the shop and the admin both read it. */
export interface LiveVariant {
  id: string;
  product_id: string;
  label: string;
  sessions: number;
  /** bigint columns arrive as text; callers turn them into numbers of paise. */
  price_paise: string;
}

/** The live (not archived) options of these products, in the order the admins set. */
export async function liveVariantsOf(database: Db, productIds: string[]): Promise<LiveVariant[]> {
  if (productIds.length === 0) return [];
  return database
    .selectFrom('variants')
    .select(['id', 'product_id', 'label', 'sessions', 'price_paise'])
    .where('product_id', 'in', productIds)
    .where('archived_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
