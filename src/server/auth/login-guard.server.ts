import type { Context } from '@netlify/functions';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import type { SignInKind } from '#/server/db/schema.ts';
import { type HttpError, tooManyRequests } from '#/server/http/errors.ts';
import { enforce, hit } from '#/server/http/rate-limit.server.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';
import { urgentHelp } from '#/server/mail/company.ts';
import { type EmailContent, renderEmail } from '#/server/mail/layout.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
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
import type { RequestResult } from './otp.server.ts';
import {
  createAdminSignIn,
  createClinicianSignIn,
  createCustomerSignIn,
} from './sign-ins.server.ts';
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

/** The e-mail that tells an account's owner that wrong secrets have closed it to new browsers. */
export interface LockNotice extends EmailContent {
  /** One e-mail per lock: the failure that closed the account names it. */
  idempotencyKey: string;
  to: string;
  subject: string;
  about?: { userId: string };
}

/** Writes the lock e-mail for the account a failure closed, or nothing when nobody owns it. */
export type LockNoticeOf = (
  closedUntil: Date,
  reservation: Reservation,
) => Promise<LockNotice | undefined>;

/**
 * A wrong code or password: its reservation stays counted. When it closes the account to new
 * browsers, the owner's e-mail is queued, once per lock; its id is returned for sending.
 */
export async function noteWrongSecret(
  database: Db,
  reservation: Reservation,
  lockNotice: LockNoticeOf,
  now = new Date(),
): Promise<string | undefined> {
  const { closedUntil } = await confirmLoginFailure(database, reservation, now);
  if (!closedUntil) return undefined;
  const email = await lockNotice(closedUntil, reservation);
  if (!email) return undefined;
  const { idempotencyKey, to, subject, about, ...content } = email;
  const { html, text } = renderEmail(content);
  return queueEmail(database, {
    idempotencyKey,
    to,
    subject,
    html,
    text,
    ...(about ? { about } : {}),
  });
}

/** Wrong login codes closed a customer's account: its owner, if the address has one, is told. */
export const customerLockNotice =
  (database: Db, email: string): LockNoticeOf =>
  async (closedUntil, reservation) => {
    const user = await database
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .where('erased_at', 'is', null)
      .executeTakeFirst();
    return (
      user && {
        idempotencyKey: `login-locked:${user.id}:${reservation.id}`,
        to: email,
        subject: 'Sign-in attempts on your Psycortex account',
        about: { userId: user.id },
        heading: 'Someone is trying to sign in to your account',
        paragraphs: [
          `There have been ${LOGIN_LIMITS.accountPerHour} or more wrong login codes for your Psycortex account in a short time. To keep it safe, browsers that have never signed in to your account cannot ask for login codes or use them until ${describeIndiaTime(closedUntil)}.`,
          'A browser you have signed in with before is not affected: on it you can ask for a code and sign in as usual, and codes asked for elsewhere do not stop yours from working. Otherwise, please try again after that time.',
          'If it was not you, there is nothing you need to do. Nobody can sign in without a code sent to this address.',
          urgentHelp({ withCare: true }),
        ],
        footer: 'Psycortex will never ask you for a login code on the phone.',
      }
    );
  };

/**
 * Wrong passwords closed an admin's account: the admin is told at their own address or, if
 * none is stored, at CARE_EMAIL. Unknown usernames tell nobody.
 */
export const adminLockNotice =
  (database: Db, username: string): LockNoticeOf =>
  async (closedUntil, reservation) => {
    const admin = await database
      .selectFrom('admins')
      .select(['id', 'username', 'email'])
      .where('username', '=', username)
      .executeTakeFirst();
    return (
      admin && {
        idempotencyKey: `admin-login-locked:${admin.id}:${reservation.id}`,
        to: admin.email ?? config().CARE_EMAIL,
        subject: 'Sign-in attempts on a Psycortex admin account',
        heading: 'Someone is trying to sign in to the admin panel',
        paragraphs: [
          `There have been ${LOGIN_LIMITS.accountPerHour} or more wrong passwords for the admin account "${admin.username}" in a short time. To keep it safe, browsers that have never signed in to it cannot sign in to it until ${describeIndiaTime(closedUntil)}.`,
          'A browser that has signed in to this account before is not affected: the admin can sign in on it as usual.',
          'If these were not your attempts, someone may know or be guessing the username: change the password from the admin panel (Change password) to a long one used nowhere else. Every attempt, with the network it came from, is in the audit log.',
        ],
      }
    );
  };

/** A right code or password: that network starts afresh and the browser is remembered. */
export async function noteSignedIn(
  database: Db,
  attempt: LoginAttempt,
  kind: DeviceKind,
): Promise<string> {
  await clearLoginFailures(database, attempt);
  return trustedDeviceCookie(kind, attempt.account);
}

/** Why a sign-in was refused before its code or password was checked. */
export type SignInRefusal = 'network-limit' | 'network-wait' | 'account-locked';

/** One sign-in attempt as the audit log records it: the account when it succeeded. */
export interface SignInOutcome<Account> {
  network: string;
  account?: Account;
  refused?: SignInRefusal;
}

/** What differs between a customer's, an admin's and a clinician's sign-in. */
export interface SignInSteps<Account extends { id: string }> {
  kind: SignInKind;
  /** The e-mail address or admin username typed. */
  name: string;
  /** Guesses allowed from one network in a window, whoever's account they are for. */
  networkLimit: { bucket: string; max: number; windowSeconds: number };
  /**
   * Checks the code or password (the browser's trusted-device mark lets a code asked for on
   * it count while the account is closed to others); the account it opens, or undefined.
   */
  verify: (trustedDevice: boolean) => Promise<Account | undefined>;
  /** The e-mail to the account's owner when wrong secrets close it to new browsers. */
  lockNotice: LockNoticeOf;
  /** The error a wrong secret answers. */
  wrong: () => HttpError;
  /** Writes the attempt, right, wrong or refused, to the audit log (admins and clinicians). */
  audit?: (outcome: SignInOutcome<Account>) => Promise<void>;
}

const STARTS: Record<SignInKind, (db: Db, request: Request, id: string) => Promise<string[]>> = {
  customer: createCustomerSignIn,
  admin: createAdminSignIn,
  clinician: createClinicianSignIn,
};

/**
 * The one sign-in sequence of customers (login code), admins (password) and clinicians (login
 * code): the network's limit (its first refusal in a window audited, so a flood cannot fill the
 * log); a reservation counted as a failure before the secret is checked, so simultaneous
 * guesses cannot pass the limits together (login-throttle.server.ts); the check; on a wrong
 * secret the lock e-mail, the audit and the error; on a right one the sign-in, the network
 * starting afresh, the trusted-device mark and the audit. Answers the account and the cookies.
 */
export async function signInWithSecret<Account extends { id: string }>(
  database: Db,
  request: Request,
  context: Pick<Context, 'ip' | 'waitUntil'>,
  steps: SignInSteps<Account>,
): Promise<{ account: Account; cookies: string[] }> {
  const network = visitorNetwork(context.ip);
  const { bucket, ...limit } = steps.networkLimit;
  const counted = await hit(database, { bucket: `${bucket}:net:${network}`, ...limit });
  if (!counted.allowed) {
    if (counted.hits === limit.max + 1) await steps.audit?.({ network, refused: 'network-limit' });
    throw tooManyRequests(LOGIN_MESSAGES.tooMany, counted.retryAfter);
  }
  const attempt = loginAttempt(request, steps.kind, steps.name, context.ip);
  const reservation = await reserveAttempt(database, attempt, (refusal) =>
    steps.audit
      ? steps.audit({
          network,
          refused: refusal.scope === 'account' ? 'account-locked' : 'network-wait',
        })
      : Promise.resolve(),
  );
  const account = await steps.verify(attempt.trustedDevice);
  if (!account) {
    const noticeId = await noteWrongSecret(database, reservation, steps.lockNotice);
    await steps.audit?.({ network });
    if (noticeId) context.waitUntil(sendDueEmails(database, [noticeId]));
    throw steps.wrong();
  }
  const cookies = await STARTS[steps.kind](database, request, account.id);
  const device = await noteSignedIn(database, attempt, steps.kind);
  await steps.audit?.({ network, account });
  return { account, cookies: [...cookies, device] };
}

/**
 * The one way a customer or a clinician asks for a login code: the network's limit, the
 * account's lock (a browser that signed in to it before is let through, with a count of its
 * own), then `send` makes and queues the code (at most 5 an address in 15 minutes,
 * otp.server.ts) and the e-mail goes out after the answer. The caller answers the same for
 * every address, known or not.
 */
export async function sendLoginCode(
  database: Db,
  request: Request,
  context: Pick<Context, 'ip' | 'waitUntil'>,
  kind: Exclude<SignInKind, 'admin'>,
  email: string,
  send: (trustedDevice: boolean) => Promise<RequestResult>,
): Promise<void> {
  await enforce(
    database,
    [{ bucket: `otp-request:net:${visitorNetwork(context.ip)}`, max: 20, windowSeconds: 900 }],
    LOGIN_MESSAGES.tooMany,
  );
  const attempt = loginAttempt(request, kind, email, context.ip);
  await assertLoginAllowed(database, attempt);
  const result = await send(attempt.trustedDevice);
  if ('refused' in result) throw tooManyRequests(LOGIN_MESSAGES.tooMany, result.retryAfter);
  if (result.emailId) context.waitUntil(sendDueEmails(database, [result.emailId]));
}
