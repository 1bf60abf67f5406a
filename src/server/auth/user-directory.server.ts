import { sql } from 'kysely';
import type { AdminUserPage } from '#/api/admin-users.ts';
import type { Db } from '#/server/db/client.server.ts';

export const USERS_PAGE_SIZE = 50;

/** Customers, newest first, searched by name or e-mail, with how many items they have bought. */
export async function listUsers(
  database: Db,
  { query = '', page = 1 }: { query?: string; page?: number },
): Promise<AdminUserPage> {
  const pattern = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let base = database.selectFrom('users as u');
  if (query.trim()) {
    base = base.where((eb) =>
      eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]),
    );
  }
  const [{ total }] = [
    await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ];
  const rows = await base
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.country',
      'u.created_at',
      sql<string>`coalesce((
        select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
        where o.user_id = u.id and o.status = 'paid'), 0)`.as('items'),
    ])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(USERS_PAGE_SIZE)
    .offset((page - 1) * USERS_PAGE_SIZE)
    .execute();
  return {
    users: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      country: r.country,
      itemsPurchased: Number(r.items),
      createdAt: r.created_at.toISOString(),
    })),
    page,
    pageSize: USERS_PAGE_SIZE,
    total: Number(total),
  };
}
