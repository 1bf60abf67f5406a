import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { tooManyRequests } from '#/server/http/errors.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';
import { urgentHelp } from '#/server/mail/company.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import {
  adminAccount,
  checkLoginAttempt,
  clearLoginFailures,
  clinicianAccount,
  confirmLoginFailure,
  customerAccount,
  LOGIN_LIMITS,
  type LoginAttempt,
  type Refusal,
  type Reservation,
  reserveLoginAttempt,
} from './login-throttle.server.ts';
import { type DeviceKind, isTrustedDevice, trustedDeviceCookie } from './trusted-device.ts';

/** Who is trying to sign in to which account, from where and on what browser. */
export function loginAttempt(
  request: Request,
  kind: DeviceKind,
  name: string,
  ip: string,
): LoginAttempt {
  const account =
    kind === 'customer'
      ? customerAccount(name)
      : kind === 'clinician'
        ? clinicianAccount(name)
        : adminAccount(name);
  return {
    account,
    network: visitorNetwork(ip),
    trustedDevice: isTrustedDevice(request, kind, account),
  };
}

/**
 * Refuses, with 429 and Retry-After, an attempt that the throttle does not allow now; counts
 * nothing (for code requests, which guess nothing).
 */
export async function assertLoginAllowed(
  database: Db,
  attempt: LoginAttempt,
  message: string = LOGIN_MESSAGES.tooMany,
): Promise<void> {
  const verdict = await checkLoginAttempt(database, attempt);
  if (!verdict.allowed) throw tooManyRequests(message, verdict.retryAfter);
}

/**
 * Reserve, then check (login-throttle.server.ts): counts this attempt as a failure before its
 * secret is checked, or refuses it with 429 and Retry-After, after `onRefused` (the admin's
 * sign-in writes the refusal to the audit log).
 */
export async function reserveAttempt(
  database: Db,
  attempt: LoginAttempt,
  onRefused?: (refusal: Refusal) => Promise<void>,
): Promise<Reservation> {
  const verdict = await reserveLoginAttempt(database, attempt);
  if (verdict.allowed) return verdict.reservation;
  await onRefused?.(verdict);
  throw tooManyRequests(LOGIN_MESSAGES.tooMany, verdict.retryAfter);
}

/**
 * A wrong login code: its reservation stays counted. When it closes the account to new
 * browsers, the owner (if the address has an account) is told, once per lock, and the
 * e-mail's id is returned for sending.
 */
export async function noteWrongCode(
  database: Db,
  reservation: Reservation,
  email: string,
  now = new Date(),
): Promise<string | undefined> {
  const { closedUntil } = await confirmLoginFailure(database, reservation, now);
  if (!closedUntil) return undefined;
  const user = await database
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (!user) return undefined;
  const { html, text } = renderEmail({
    heading: 'Someone is trying to sign in to your account',
    paragraphs: [
      `There have been ${LOGIN_LIMITS.accountPerHour} or more wrong login codes for your Psycortex account in a short time. To keep it safe, browsers that have never signed in to your account cannot ask for login codes or use them until ${describeIndiaTime(closedUntil)}.`,
      'A browser you have signed in with before is not affected: on it you can ask for a code and sign in as usual, and codes asked for elsewhere do not stop yours from working. Otherwise, please try again after that time.',
      'If it was not you, there is nothing you need to do. Nobody can sign in without a code sent to this address.',
      urgentHelp({ withCare: true }),
    ],
    footer: 'Psycortex will never ask you for a login code on the phone.',
  });
  return queueEmail(database, {
    // The failure that closed the account: one e-mail per lock.
    idempotencyKey: `login-locked:${user.id}:${reservation.id}`,
    to: email,
    subject: 'Sign-in attempts on your Psycortex account',
    html,
    text,
    about: { userId: user.id },
  });
}

/**
 * A wrong admin password: its reservation stays counted. When it closes an admin's account to
 * new browsers, the admin is told once per lock, at their own address or, if none is stored,
 * at CARE_EMAIL; the e-mail's id is returned for sending. Unknown usernames tell nobody.
 */
export async function noteWrongPassword(
  database: Db,
  reservation: Reservation,
  username: string,
  now = new Date(),
): Promise<string | undefined> {
  const { closedUntil } = await confirmLoginFailure(database, reservation, now);
  if (!closedUntil) return undefined;
  const admin = await database
    .selectFrom('admins')
    .select(['id', 'username', 'email'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!admin) return undefined;
  const { html, text } = renderEmail({
    heading: 'Someone is trying to sign in to the admin panel',
    paragraphs: [
      `There have been ${LOGIN_LIMITS.accountPerHour} or more wrong passwords for the admin account "${admin.username}" in a short time. To keep it safe, browsers that have never signed in to it cannot sign in to it until ${describeIndiaTime(closedUntil)}.`,
      'A browser that has signed in to this account before is not affected: the admin can sign in on it as usual.',
      'If these were not your attempts, someone may know or be guessing the username: change the password from the admin panel (Change password) to a long one used nowhere else. Every attempt, with the network it came from, is in the audit log.',
    ],
  });
  return queueEmail(database, {
    // The failure that closed the account: one e-mail per lock.
    idempotencyKey: `admin-login-locked:${admin.id}:${reservation.id}`,
    to: admin.email ?? config().CARE_EMAIL,
    subject: 'Sign-in attempts on a Psycortex admin account',
    html,
    text,
  });
}

/** A right code or password: that network starts afresh and the browser is remembered. */
export async function noteSignedIn(
  database: Db,
  attempt: LoginAttempt,
  kind: DeviceKind,
): Promise<string> {
  await clearLoginFailures(database, attempt);
  return trustedDeviceCookie(kind, attempt.account);
}
