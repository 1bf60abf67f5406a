import { type Actor, audit } from '#/server/admin/audit.server.ts';
import type { ClinicianSignIn } from '#/server/auth/sign-ins.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import type { AuditDetail } from '#/server/db/schema.ts';

/**
 * A clinician's readings and changes go to the same audit log as the admins' (admin_audit),
 * with no admin, `clinician_id` set and `clinician:<id>` as the one who did it, so the access
 * log and a client's data export show them beside the admins'.
 */
export const clinicianActor = (clinician: Pick<ClinicianSignIn, 'clinicianId'>): Actor => ({
  adminId: null,
  username: `clinician:${clinician.clinicianId}`,
  clinicianId: clinician.clinicianId,
});

export function auditClinician(
  database: Db,
  clinician: Pick<ClinicianSignIn, 'clinicianId'>,
  action: string,
  subject: string,
  detail: AuditDetail = {},
  subjects: readonly string[] = [],
): Promise<void> {
  return audit(database, clinicianActor(clinician), action, subject, detail, subjects);
}

/** Why a clinician's sign-in was refused before its code was checked. */
export type ClinicianSignInRefusal = 'network-limit' | 'network-wait' | 'account-locked';

/**
 * Records a clinician's sign-in by code, right, wrong or refused unchecked, with the visitor
 * network it came from, as admins' sign-ins are. An address that is no clinician's is recorded
 * as `clinician:unknown` (never the address typed, which may be anyone's).
 */
export async function auditClinicianSignIn(
  database: Db,
  attempt: {
    clinicianId?: string;
    network: string;
    succeeded: boolean;
    refused?: ClinicianSignInRefusal;
  },
): Promise<void> {
  const who = `clinician:${attempt.clinicianId ?? 'unknown'}`;
  await audit(
    database,
    { adminId: null, username: who },
    attempt.succeeded
      ? 'clinician.sign-in'
      : attempt.refused
        ? 'clinician.sign-in-refused'
        : 'clinician.sign-in-failed',
    who,
    { network: attempt.network, ...(attempt.refused ? { reason: attempt.refused } : {}) },
  );
}
