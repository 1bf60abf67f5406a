import { micromark } from 'micromark';
import type { PublicProduct } from '#/api/products.ts';
import type { Db } from '#/server/db/client.server.ts';
import { imageUrl } from '#/server/storage/store.server.ts';
import { liveVariantsOf } from './variants.server.ts';

/**
 * The catalogue as the shop shows it: live products with their live variants, in the order the
 * admins set. Archived products and variants stay in the database for old orders but are not
 * offered.
 */

/**
 * Markdown from the database becomes HTML here, once, on the server. micromark escapes raw
 * HTML and drops dangerous link protocols by default, so an admin's typo cannot become script.
 */
export function renderDescription(markdown: string): string {
  return micromark(markdown);
}

interface ProductRow {
  id: string;
  slug: string;
  name: string;
  factor: string;
  description: string;
  image_path: string | null;
}

async function withVariants(database: Db, rows: ProductRow[]): Promise<PublicProduct[]> {
  if (rows.length === 0) return [];
  const variants = await liveVariantsOf(
    database,
    rows.map((r) => r.id),
  );
  return rows
    .map((row) => ({
      slug: row.slug,
      name: row.name,
      factor: row.factor,
      description: row.description,
      descriptionHtml: renderDescription(row.description),
      image: imageUrl(row.image_path),
      variants: variants
        .filter((v) => v.product_id === row.id)
        .map((v) => ({
          id: v.id,
          label: v.label,
          sessions: v.sessions,
          price: Number(v.price_paise),
        })),
    }))
    .filter((product) => product.variants.length > 0);
}

const productColumns = ['id', 'slug', 'name', 'factor', 'description', 'image_path'] as const;

export async function listProducts(database: Db): Promise<PublicProduct[]> {
  const rows = await database
    .selectFrom('products')
    .select(productColumns)
    .where('archived_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return withVariants(database, rows);
}

/** A live product by its address part (the slug), or undefined. */
export async function getProduct(database: Db, slug: string): Promise<PublicProduct | undefined> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return undefined;
  const rows = await database
    .selectFrom('products')
    .select(productColumns)
    .where('slug', '=', slug)
    .where('archived_at', 'is', null)
    .execute();
  return (await withVariants(database, rows))[0];
}
