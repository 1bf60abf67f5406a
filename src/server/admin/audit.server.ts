import type { AdminSession } from '#/server/auth/sessions.server.ts';
import type { Db } from '#/server/db/client.server.ts';

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
      detail: JSON.stringify({ network: attempt.network }),
    })
    .execute();
}
