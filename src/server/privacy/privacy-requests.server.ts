import type { AdminPrivacyRequest } from '#/api/admin-privacy-requests.ts';
import type { Db } from '#/server/db/client.server.ts';

/** Requests from the privacy centre, open ones first, oldest first within a state. */
export async function listPrivacyRequests(
  database: Db,
  now = new Date(),
): Promise<AdminPrivacyRequest[]> {
  const rows = await database
    .selectFrom('privacy_requests')
    .selectAll()
    .orderBy((eb) => eb.case().when('state', '=', 'done').then(1).else(0).end())
    .orderBy('created_at')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    state: r.state,
    contactEmail: r.contact_email,
    detail: r.detail,
    createdAt: r.created_at.toISOString(),
    resolvedAt: r.resolved_at ? r.resolved_at.toISOString() : null,
    ageDays: Math.floor((now.getTime() - r.created_at.getTime()) / 86_400_000),
  }));
}

export async function setPrivacyRequestState(
  database: Db,
  id: string,
  state: AdminPrivacyRequest['state'],
): Promise<boolean> {
  const result = await database
    .updateTable('privacy_requests')
    .set({ state, resolved_at: state === 'done' ? new Date() : null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
