import type { AdminSession } from '../auth/sessions.server.ts';
import type { Db } from '../db/client.ts';

/** Records an admin's change, in the same transaction as the change when there is one. */
export async function audit(
  database: Db,
  admin: Pick<AdminSession, 'adminId' | 'username'>,
  action: string,
  subject: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await database
    .insertInto('admin_audit')
    .values({
      admin_id: admin.adminId,
      admin_username: admin.username,
      action,
      subject,
      detail: JSON.stringify(detail),
    })
    .execute();
}
