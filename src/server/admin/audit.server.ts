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

/** Why a sign-in was refused before its password was checked (docs/security.md). */
export type SignInRefusal =
  /** The network's sign-in requests for the window are used up. */
  | 'network-limit'
  /** The network must wait after its wrong passwords for this account. */
  | 'network-wait'
  /** The account is closed to browsers that never signed in to it. */
  | 'account-locked';

/**
 * Records an admin sign-in, right, wrong or refused unchecked, with the visitor network it
 * came from. A wrong username is recorded as typed (cut short), so a guessing run shows in
 * the log.
 */
export async function auditSignIn(
  database: Db,
  attempt: {
    adminId?: string;
    username: string;
    network: string;
    succeeded: boolean;
    refused?: SignInRefusal;
  },
): Promise<void> {
  await database
    .insertInto('admin_audit')
    .values({
      admin_id: attempt.adminId ?? null,
      admin_username: attempt.username.slice(0, 64),
      action: attempt.succeeded
        ? 'admin.sign-in'
        : attempt.refused
          ? 'admin.sign-in-refused'
          : 'admin.sign-in-failed',
      subject: attempt.username.slice(0, 64),
      detail: JSON.stringify({
        network: attempt.network,
        ...(attempt.refused ? { reason: attempt.refused } : {}),
      }),
    })
    .execute();
}
