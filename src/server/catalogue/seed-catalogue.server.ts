import { parseRupees } from '#/lib/money.ts';
import type { Db } from '#/server/db/client.server.ts';

interface SeedProduct {
  slug: string;
  name: string;
  factor: string;
  description: string;
  variants: Array<{ label: string; sessions: number; price: string }>;
}

/** The shop's starting catalogue; admins change it afterwards. Prices as people write them. */
export const SEED_PRODUCTS: SeedProduct[] = [
  {
    slug: 'single-session',
    name: 'Single Counselling Session',
    factor: 'Session',
    description:
      'One confidential session of 50 to 60 minutes with a Psycortex counsellor, online or at a branch near you.\n\nA good first step if you would like to talk something through, understand what kind of support would help, or simply see how counselling feels.',
    variants: [{ label: '1 session', sessions: 1, price: '1,499' }],
  },
  {
    slug: 'individual-counselling',
    name: 'Individual Counselling',
    factor: 'Duration',
    description:
      'Regular one-to-one sessions with the same counsellor over several months, planned around what you want to change.\n\n- Weekly sessions of 50 to 60 minutes\n- A personalised plan, reviewed with you as you go\n- Online or in person at any of our branches',
    variants: [
      { label: '3 months', sessions: 12, price: '60,000' },
      { label: '6 months', sessions: 24, price: '1,20,000' },
      { label: '12 months', sessions: 48, price: '2,40,000' },
    ],
  },
  {
    slug: 'group-counselling',
    name: 'Group Counselling',
    factor: 'Number of people',
    description:
      'A facilitated session for a school, college, workplace or community group, on stress, emotional well-being, relationships or career choices.\n\nWe agree the theme with you beforehand and leave the group with practical tools to keep using.',
    variants: [
      { label: '50 people', sessions: 1, price: '2,50,000' },
      { label: '100 people', sessions: 1, price: '5,00,000' },
      { label: '200 people', sessions: 1, price: '10,00,000' },
    ],
  },
];

/** Fills an empty catalogue. Returns how many products it added (0 when products exist). */
export async function seedCatalogue(database: Db): Promise<number> {
  return database.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    let order = 0;
    for (const product of SEED_PRODUCTS) {
      const row = await trx
        .insertInto('products')
        .values({
          slug: product.slug,
          name: product.name,
          factor: product.factor,
          description: product.description,
          image_path: null,
          sort_order: order++,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('variants')
        .values(
          product.variants.map((v, i) => ({
            product_id: row.id,
            label: v.label,
            sessions: v.sessions,
            price_paise: parseRupees(v.price),
            sort_order: i,
          })),
        )
        .execute();
    }
    return SEED_PRODUCTS.length;
  });
}
