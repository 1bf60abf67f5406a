import type { AdminProduct } from '#/api/admin-products.ts';
import type { ProductInput } from '#/features/admin/products/schemas.ts';
import { slug } from '#/lib/slug.ts';
import { audit } from '#/server/admin/audit.server.ts';
import type { AdminSignIn } from '#/server/auth/sign-ins.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { imageUrl } from '#/server/storage/store.server.ts';
import { liveVariantsOf } from './variants.server.ts';

type Admin = Pick<AdminSignIn, 'adminId' | 'username'>;

/** The GST columns the form gave; one left out keeps its value (or the database's default). */
const taxColumns = (input: ProductInput) => ({
  ...(input.sacCode !== undefined ? { sac_code: input.sacCode } : {}),
  ...(input.gstRate !== undefined ? { gst_rate_bp: input.gstRate } : {}),
  ...(input.gstExempt !== undefined ? { gst_exempt: input.gstExempt } : {}),
});

/** Every live product with its live options, as the admin panel lists them. */
export async function listAdminProducts(database: Db): Promise<AdminProduct[]> {
  const products = await database
    .selectFrom('products')
    .select([
      'id',
      'slug',
      'name',
      'factor',
      'description',
      'image_path',
      'sac_code',
      'gst_rate_bp',
      'gst_exempt',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('order_items')
            .select('id')
            .whereRef('order_items.product_id', '=', 'products.id'),
        )
        .as('ordered'),
    )
    .where('archived_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const variants = await liveVariantsOf(
    database,
    products.map((p) => p.id),
  );
  return products.map((p) => ({
    id: p.id,
    slug: p.slug,
    name: p.name,
    factor: p.factor,
    description: p.description,
    sacCode: p.sac_code,
    gstRateBasisPoints: p.gst_rate_bp,
    gstExempt: p.gst_exempt,
    image: imageUrl(p.image_path),
    ordered: Boolean(p.ordered),
    variants: variants
      .filter((v) => v.product_id === p.id)
      .map((v) => ({
        id: v.id,
        label: v.label,
        sessions: v.sessions,
        price: Number(v.price_paise),
      })),
  }));
}

/** A slug not yet taken: "group-counselling", then "group-counselling-2", … */
async function freeSlug(database: Db, name: string): Promise<string> {
  const base = slug(name).slice(0, 100) || 'product';
  const taken = new Set(
    (
      await database
        .selectFrom('products')
        .select('slug')
        .where('slug', 'like', `${base}%`)
        .execute()
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Makes the product's live options match the form. Options left out are archived when an order
 * refers to them and deleted otherwise (orders keep their own snapshot). Kept options are
 * matched by id; their labels are parked on unique temporary values first, so that swapping two
 * labels never collides midway.
 */
async function syncVariants(database: Db, productId: string, variants: ProductInput['variants']) {
  const live = await database
    .selectFrom('variants')
    .select(['id'])
    .where('product_id', '=', productId)
    .where('archived_at', 'is', null)
    .execute();
  const wanted = new Set(variants.flatMap((v) => (v.id ? [v.id] : [])));
  for (const gone of live.filter((e) => !wanted.has(e.id))) {
    const ordered = await database
      .selectFrom('order_items')
      .select('id')
      .where('variant_id', '=', gone.id)
      .limit(1)
      .executeTakeFirst();
    if (ordered) {
      await database
        .updateTable('variants')
        .set({ archived_at: new Date() })
        .where('id', '=', gone.id)
        .execute();
    } else {
      await database.deleteFrom('variants').where('id', '=', gone.id).execute();
    }
  }
  const kept = new Set(live.filter((e) => wanted.has(e.id)).map((e) => e.id));
  for (const id of kept) {
    await database
      .updateTable('variants')
      .set({ label: `~parked~${id}` })
      .where('id', '=', id)
      .execute();
  }
  for (const [order, v] of variants.entries()) {
    const values = {
      label: v.label,
      sessions: v.sessions,
      price_paise: v.price,
      sort_order: order,
    };
    if (v.id && kept.has(v.id)) {
      await database.updateTable('variants').set(values).where('id', '=', v.id).execute();
    } else {
      await database
        .insertInto('variants')
        .values({ ...values, product_id: productId })
        .execute();
    }
  }
}

export async function createProduct(
  database: Db,
  admin: Admin,
  input: ProductInput,
  imagePath: string | null,
): Promise<AdminProduct> {
  const id = await database.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.max('sort_order').as('max'))
      .executeTakeFirst();
    const row = await trx
      .insertInto('products')
      .values({
        slug: await freeSlug(trx, input.name),
        name: input.name,
        factor: input.factor,
        description: input.description,
        ...taxColumns(input),
        image_path: imagePath,
        sort_order: Number(last?.max ?? 0) + 1,
      })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    await syncVariants(trx, row.id, input.variants);
    await audit(trx, admin, 'product.create', row.slug, {
      name: input.name,
      variants: input.variants.length,
    });
    return row.id;
  });
  return findAdminProduct(database, id);
}

export async function updateProduct(
  database: Db,
  admin: Admin,
  id: string,
  input: ProductInput,
  image: { path: string | null } | undefined,
): Promise<{ product: AdminProduct; replacedImage: string | null }> {
  const replaced = await database.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('products')
      .select(['id', 'slug', 'image_path'])
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound('We could not find that product. It may have been deleted.');
    await trx
      .updateTable('products')
      .set({
        name: input.name,
        factor: input.factor,
        description: input.description,
        ...taxColumns(input),
        ...(image ? { image_path: image.path } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await syncVariants(trx, id, input.variants);
    await audit(trx, admin, 'product.update', current.slug, {
      name: input.name,
      variants: input.variants.length,
      image: image ? (image.path ? 'replaced' : 'removed') : 'kept',
    });
    return image && current.image_path !== image.path ? current.image_path : null;
  });
  return { product: await findAdminProduct(database, id), replacedImage: replaced };
}

/** Deletes a product, or archives it when orders refer to it (they keep their snapshot). */
export async function deleteProduct(
  database: Db,
  admin: Admin,
  id: string,
): Promise<{ archived: boolean; imagePath: string | null }> {
  return database.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('products')
      .select(['id', 'slug', 'image_path'])
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!current)
      throw notFound('We could not find that product. It may have been deleted already.');
    const ordered = await trx
      .selectFrom('order_items')
      .select('id')
      .where('product_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (ordered) {
      await trx
        .updateTable('products')
        .set({ archived_at: new Date() })
        .where('id', '=', id)
        .execute();
    } else {
      await trx.deleteFrom('products').where('id', '=', id).execute();
    }
    await audit(trx, admin, ordered ? 'product.archive' : 'product.delete', current.slug);
    return { archived: Boolean(ordered), imagePath: ordered ? null : current.image_path };
  });
}

async function findAdminProduct(database: Db, id: string): Promise<AdminProduct> {
  const product = (await listAdminProducts(database)).find((p) => p.id === id);
  if (!product) throw notFound('We could not find that product.');
  return product;
}
