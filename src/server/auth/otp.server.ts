import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { OTP_MAX_ATTEMPTS, OTP_VALID_MINUTES } from '#/lib/auth.ts';
import type { Locale } from '#/lib/i18n.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { mailNumber, mailWords } from '#/server/mail/words.ts';
import { customerAccount, lockAccount } from './login-throttle.server.ts';
import { findOrCreateUserByEmail } from './users.server.ts';

/** The outbox key of a code's e-mail is this and the challenge's id. */
const LOGIN_CODE_KEY = 'login-otp:';

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The only form in which a code is stored: an HMAC keyed with OTP_SECRET, bound to the address. */
export function hashOtp(email: string, code: string, secret = config().OTP_SECRET): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Code requests per address, counted apart for browsers that carry the account's
 * trusted-device cookie and for the rest, so that nobody else can use up the owner's. Only
 * codes actually made count: a request refused (the account locked, a limit reached) does not.
 * A code lives 10 minutes, less than the window, so this also bounds the live codes an address
 * has: at most 5 that a browser the account has never seen can use.
 */
export const CODE_REQUEST_LIMITS = { perAddress: 5, windowSeconds: 15 * 60 } as const;

export type RequestResult = { emailId?: string } | { refused: true; retryAfter: number };

/**
 * Whose codes these are: `key` is what `otp_challenges.email` holds and the code's hash is bound
 * to (a customer's address; `clinician:<address>` for a clinician, so a clinician's codes never
 * sign in a customer of the same address, nor the other way round), `lock` the sign-in account
 * (login-throttle.server.ts) and `to` where the e-mail goes.
 */
export interface CodeOwner {
  key: string;
  lock: string;
  to: string;
  /** The customer the e-mail is about, for their data export. */
  userId?: (trx: Db) => Promise<string | undefined>;
  /** Where the code is entered, in the e-mail's words ("the login page"). */
  where?: string;
  /** The language the code was asked for in on the site (issue #34); English if not given. */
  locale?: Locale;
}

/**
 * Starts a login for this address, known or not (the first verified login creates the
 * account), so the answer never tells whether an account exists. Earlier codes keep working
 * (each with its own attempts) until they are used, expire or die: asking for a code, which
 * anyone can do, never takes away the one the owner is typing. The code exists only in the
 * queued e-mail.
 */
export async function requestOtp(
  database: Db,
  email: string,
  options: { trustedDevice?: boolean; now?: Date; locale?: Locale } = {},
): Promise<RequestResult> {
  return requestCode(
    database,
    {
      key: email,
      lock: customerAccount(email),
      to: email,
      locale: options.locale,
      userId: async (trx) =>
        (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())
          ?.id,
    },
    options,
  );
}

/** Makes and e-mails a code for one owner, within the per-address limits. */
export async function requestCode(
  database: Db,
  owner: CodeOwner,
  { trustedDevice = false, now = new Date() }: { trustedDevice?: boolean; now?: Date } = {},
): Promise<RequestResult> {
  const code = generateOtp();
  return database.transaction().execute(async (trx) => {
    // Counting and adding under the address's lock, so simultaneous requests cannot pass the
    // limit together.
    await lockAccount(trx, owner.lock);
    const windowStart = new Date(now.getTime() - CODE_REQUEST_LIMITS.windowSeconds * 1000);
    const recent = await trx
      .selectFrom('otp_challenges')
      .select((eb) => [eb.fn.countAll<number>().as('made'), eb.fn.min('created_at').as('first')])
      .where('email', '=', owner.key)
      .where('trusted_device', '=', trustedDevice)
      .where('created_at', '>', windowStart)
      .executeTakeFirstOrThrow();
    if (Number(recent.made) >= CODE_REQUEST_LIMITS.perAddress && recent.first) {
      const reopens = new Date(recent.first).getTime() + CODE_REQUEST_LIMITS.windowSeconds * 1000;
      return {
        refused: true,
        retryAfter: Math.max(1, Math.ceil((reopens - now.getTime()) / 1000)),
      } as const;
    }
    const challenge = await trx
      .insertInto('otp_challenges')
      .values({
        email: owner.key,
        code_hash: hashOtp(owner.key, code),
        created_at: now,
        expires_at: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000),
        trusted_device: trustedDevice,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const locale = owner.locale ?? 'en';
    const t = mailWords(locale);
    const { html, text } = renderEmail({
      heading: t('login.heading', { code }),
      paragraphs: [
        t('login.enter', {
          code,
          where: owner.where ?? t('login.where'),
          minutes: mailNumber(locale, OTP_VALID_MINUTES),
        }),
        t('login.ignore'),
      ],
      footer: t('login.footer'),
      locale,
    });
    const userId = await owner.userId?.(trx);
    // No code in the subject, and none left in the outbox once the e-mail has gone or failed.
    const emailId = await queueEmail(trx, {
      idempotencyKey: `${LOGIN_CODE_KEY}${challenge.id}`,
      to: owner.to,
      subject: t('login.subject'),
      html,
      text,
      about: { userId },
      redactAfterSend: true,
    });
    return { emailId };
  });
}

export type VerifyResult = { ok: true; userId: string; created: boolean } | { ok: false };

/**
 * Checks a code against the address's live codes: those asked for from a browser the account
 * has never seen, and, on a browser carrying its trusted-device cookie, those asked for from
 * such a browser too (nobody else can guess at them or use up their attempts). A code whose
 * e-mail could not be sent is not live: nobody has it. Every check is an attempt on each code
 * it is compared with, right or wrong; after its fifth wrong one a code is dead. A right code
 * signs in and retires every live code of the address.
 */
export async function verifyOtp(
  database: Db,
  email: string,
  code: string,
  options: { trustedDevice?: boolean; now?: Date } = {},
): Promise<VerifyResult> {
  return database.transaction().execute(async (trx) => {
    if (!(await checkCode(trx, email, code, options))) return { ok: false } as const;
    const user = await findOrCreateUserByEmail(trx, email);
    return { ok: true, userId: user.id, created: user.created } as const;
  });
}

/**
 * The check itself, for any owner's key (see CodeOwner), inside the caller's transaction: true
 * when the code is right, which retires every live code of the key.
 */
export async function checkCode(
  trx: Db,
  key: string,
  code: string,
  { trustedDevice = false, now = new Date() }: { trustedDevice?: boolean; now?: Date } = {},
): Promise<boolean> {
  const live = await trx
    .selectFrom('otp_challenges as c')
    .select(['c.id', 'c.code_hash'])
    .where('c.email', '=', key)
    .where('c.consumed_at', 'is', null)
    .where('c.expires_at', '>', now)
    .where('c.attempts', '<', OTP_MAX_ATTEMPTS)
    .$if(!trustedDevice, (qb) => qb.where('c.trusted_device', '=', false))
    .where(
      sql<boolean>`not exists (select 1 from emails e
        where e.idempotency_key = ${LOGIN_CODE_KEY} || c.id and e.status = 'failed')`,
    )
    .orderBy('c.created_at', 'desc')
    .forUpdate()
    .execute();
  if (live.length === 0) return false;
  const given = hashOtp(key, code);
  // Every code is compared, so the time taken does not tell which one matched.
  const matches = live.map((c) => sameHash(c.code_hash, given));
  const right = matches.includes(true);
  await trx
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where(
      'id',
      'in',
      live.map((c) => c.id),
    )
    .execute();
  if (!right) return false;
  await trx
    .updateTable('otp_challenges')
    .set({ consumed_at: now })
    .where('email', '=', key)
    .where('consumed_at', 'is', null)
    .execute();
  return true;
}
