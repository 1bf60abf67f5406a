import { describeIndiaTime } from '#/lib/india-time.ts';
import type { LockNoticeOf } from '#/server/auth/login-guard.server.ts';
import { clinicianAccount, LOGIN_LIMITS } from '#/server/auth/login-throttle.server.ts';
import { checkCode, type RequestResult, requestCode } from '#/server/auth/otp.server.ts';
import type { Db } from '#/server/db/client.server.ts';

/**
 * Clinicians sign in as customers do, by a code e-mailed to them, under the same limits and
 * trusted-device rule (login-guard.server.ts with `clinician:<address>` as the account), but
 * only an invited clinician who has not been deactivated gets a code. Their codes are kept
 * apart from customers' (`clinician:<address>` in otp_challenges), so a clinician who is also
 * a client signs in to each with its own code.
 */

/** The invited, active clinician with this sign-in address, if any. */
export async function invitedClinician(
  database: Db,
  email: string,
): Promise<{ id: string; name: string } | undefined> {
  return database
    .selectFrom('clinicians')
    .select(['id', 'name'])
    .where('account_email', '=', email)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Sends a code when the address is an invited clinician's; otherwise nothing, with the same
 * answer to the caller, so the sign-in form never tells whose address is a clinician's.
 */
export async function requestClinicianCode(
  database: Db,
  email: string,
  options: { trustedDevice?: boolean; now?: Date } = {},
): Promise<RequestResult> {
  const clinician = await invitedClinician(database, email);
  if (!clinician) return {};
  return requestCode(
    database,
    {
      key: clinicianAccount(email),
      lock: clinicianAccount(email),
      to: email,
      where: 'the clinician sign-in page (/clinician)',
    },
    options,
  );
}

export type ClinicianVerifyResult = { ok: true; clinicianId: string } | { ok: false };

/** Checks a clinician's code; right only while the clinician is still invited and active. */
export async function verifyClinicianCode(
  database: Db,
  email: string,
  code: string,
  options: { trustedDevice?: boolean; now?: Date } = {},
): Promise<ClinicianVerifyResult> {
  return database.transaction().execute(async (trx) => {
    if (!(await checkCode(trx, clinicianAccount(email), code, options))) return { ok: false };
    const clinician = await invitedClinician(trx, email);
    return clinician ? { ok: true, clinicianId: clinician.id } : { ok: false };
  });
}

/** Wrong codes closed a clinician's account (login-guard.server.ts): the clinician is told. */
export const clinicianLockNotice =
  (database: Db, email: string): LockNoticeOf =>
  async (closedUntil, reservation) => {
    const clinician = await invitedClinician(database, email);
    return (
      clinician && {
        idempotencyKey: `clinician-login-locked:${clinician.id}:${reservation.id}`,
        to: email,
        subject: 'Sign-in attempts on your Psycortex clinician account',
        heading: 'Someone is trying to sign in to your clinician account',
        paragraphs: [
          `There have been ${LOGIN_LIMITS.accountPerHour} or more wrong login codes for your Psycortex clinician account in a short time. To keep your clients' records safe, browsers that have never signed in to it cannot ask for codes or use them until ${describeIndiaTime(closedUntil)}.`,
          'A browser you have signed in with before is not affected: on it you can sign in as usual.',
          'If it was not you, please tell the Psycortex admin team. Nobody can sign in without a code sent to this address.',
        ],
        footer: 'Psycortex will never ask you for a login code on the phone.',
      }
    );
  };
