import { LOGIN_MESSAGES } from '#/lib/auth.ts';
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
  customerAccount,
  LOGIN_LIMITS,
  type LoginAttempt,
  recordLoginFailure,
} from './login-throttle.server.ts';
import { type DeviceKind, isTrustedDevice, trustedDeviceCookie } from './trusted-device.ts';

/** Who is trying to sign in to which account, from where and on what browser. */
export function loginAttempt(
  request: Request,
  kind: DeviceKind,
  name: string,
  ip: string,
): LoginAttempt {
  const account = kind === 'customer' ? customerAccount(name) : adminAccount(name);
  return {
    account,
    network: visitorNetwork(ip),
    trustedDevice: isTrustedDevice(request, kind, account),
  };
}

/** Refuses, with 429 and Retry-After, an attempt that the throttle does not allow now. */
export async function assertLoginAllowed(
  database: Db,
  attempt: LoginAttempt,
  message: string = LOGIN_MESSAGES.tooMany,
): Promise<void> {
  const verdict = await checkLoginAttempt(database, attempt);
  if (!verdict.allowed) throw tooManyRequests(message, verdict.retryAfter);
}

/**
 * Counts a wrong login code. When it closes the account to new devices, the owner (if the
 * address has an account) is told, once per lock, and the e-mail's id is returned for sending.
 */
export async function noteWrongCode(
  database: Db,
  attempt: LoginAttempt,
  email: string,
  now = new Date(),
): Promise<string | undefined> {
  const { locked } = await recordLoginFailure(database, attempt, now);
  if (!locked) return undefined;
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
      `There have been ${LOGIN_LIMITS.accountPerHour} or more wrong login codes for your Psycortex account in a short time. To keep it safe, we have paused new login codes for a while on devices that have not signed in before.`,
      'If this was you, please wait an hour and try again, or sign in from a device you have used before: it is not affected.',
      'If it was not you, there is nothing you need to do. Nobody can sign in without a code sent to this address.',
      urgentHelp({ withCare: true }),
    ],
    footer: 'Psycortex will never ask you for a login code on the phone.',
  });
  const hour = Math.floor(now.getTime() / 3_600_000);
  return queueEmail(database, {
    idempotencyKey: `login-locked:${user.id}:${hour}`,
    to: email,
    subject: 'Sign-in attempts on your Psycortex account',
    html,
    text,
    about: { userId: user.id },
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
