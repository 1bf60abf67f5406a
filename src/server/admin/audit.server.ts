import type { AdminSession } from '#/server/auth/sessions.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import type { AuditDetail } from '#/server/db/schema.ts';

/**
 * Records an admin's change or reading, in the same transaction as the change when there is
 * one. `detail` is stored as a JSON object (the driver serialises it; a string would be stored
 * as a JSON string), so `detail->>'booking'` finds it. `subjects` names the people a reading of a
 * list showed (`user:<id>`), so it appears in each one's data export.
 */
export async function audit(
  database: Db,
  admin: Pick<AdminSession, 'adminId' | 'username'>,
  action: string,
  subject: string,
  detail: AuditDetail = {},
  subjects: readonly string[] = [],
): Promise<void> {
  await database
    .insertInto('admin_audit')
    .values({
      admin_id: admin.adminId,
      admin_username: admin.username,
      action,
      subject,
      detail,
      subjects: [...new Set(subjects)],
    })
    .execute();
}

/**
 * Records an admin sign-in, right or wrong, with the visitor network it came from. A wrong
 * username is recorded as typed (cut short), so a guessing run shows in the log.
 */
export async function auditSignIn(
  database: Db,
  attempt: { adminId?: string; username: string; network: string; succeeded: boolean },
): Promise<void> {
  await database
    .insertInto('admin_audit')
    .values({
      admin_id: attempt.adminId ?? null,
      admin_username: attempt.username.slice(0, 64),
      action: attempt.succeeded ? 'admin.sign-in' : 'admin.sign-in-failed',
      subject: attempt.username.slice(0, 64),
      detail: { network: attempt.network },
    })
    .execute();
}
