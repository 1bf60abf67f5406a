import type { AdminEnquiry } from '#/api/admin-enquiries.ts';
import type { Db } from '#/server/db/client.server.ts';

/** Contact enquiries, newest first. */
export async function listEnquiries(database: Db, limit = 1000): Promise<AdminEnquiry[]> {
  const rows = await database
    .selectFrom('enquiries')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    contactNumber: r.contact_number,
    city: r.city,
    state: r.state,
    country: r.country,
    message: r.message,
    createdAt: r.created_at.toISOString(),
  }));
}
