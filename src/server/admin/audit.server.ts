import type { Db } from '#/server/db/client.server.ts';
import type { AuditDetail } from '#/server/db/schema.ts';

/**
 * Who did it: an admin, or a clinician changing their own hours, leave or photo through the
 * admin's code paths (`adminId` null, `username` `clinician:<slug>`).
 */
export interface Actor {
  adminId: string | null;
  username: string;
  /** Set when a clinician did it: admin_audit.clinician_id. */
  clinicianId?: string | null;
}

/**
 * Records an admin's change or reading, in the same transaction as the change when there is
 * one. `detail` is stored as a JSON object (the driver serialises it; a string would be stored
 * as a JSON string), so `detail->>'booking'` finds it. `subjects` names the people a reading of a
 * list showed (`user:<id>`), so it appears in each one's data export.
 */
export async function audit(
  database: Db,
  admin: Actor,
  action: string,
  subject: string,
  detail: AuditDetail = {},
  subjects: readonly string[] = [],
): Promise<void> {
  await database
    .insertInto('admin_audit')
    .values({
      admin_id: admin.adminId,
      clinician_id: admin.clinicianId ?? null,
      admin_username: admin.username,
      action,
      subject,
      detail,
      subjects: [...new Set(subjects)],
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
      detail: {
        network: attempt.network,
        ...(attempt.refused ? { reason: attempt.refused } : {}),
      },
    })
    .execute();
}

/** Entries of the access log made before this moment go. */
export async function purgeAudit(database: Db, before: Date): Promise<number> {
  const result = await database
    .deleteFrom('admin_audit')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
