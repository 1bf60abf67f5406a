import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_VALID_MINUTES } from '#/lib/auth.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { findOrCreateUserByEmail } from './users.server.ts';

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
 * Starts a login for this address, known or not (the first verified login creates the
 * account), so the answer never tells whether an account exists. Earlier codes stop working.
 * The code exists only in the queued e-mail.
 */
export async function requestOtp(
  database: Db,
  email: string,
  now = new Date(),
): Promise<{ emailId?: string }> {
  const code = generateOtp();
  return database.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_challenges')
      .set({ consumed_at: now })
      .where('email', '=', email)
      .where('consumed_at', 'is', null)
      .execute();
    const challenge = await trx
      .insertInto('otp_challenges')
      .values({
        email,
        code_hash: hashOtp(email, code),
        created_at: now,
        expires_at: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { html, text } = renderEmail({
      heading: `Your Psycortex login code: ${code}`,
      paragraphs: [
        `Enter ${code} on the login page to sign in. The code is valid for ${OTP_VALID_MINUTES} minutes and works once.`,
        'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the code.',
      ],
      footer: 'Psycortex will never ask you for this code on the phone.',
    });
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    // No code in the subject, and none left in the outbox once the e-mail has gone.
    const emailId = await queueEmail(trx, {
      idempotencyKey: `login-otp:${challenge.id}`,
      to: email,
      subject: 'Your Psycortex login code',
      html,
      text,
      about: { userId: user?.id },
      redactAfterSend: true,
    });
    return { emailId };
  });
}

export type VerifyResult = { ok: true; userId: string; created: boolean } | { ok: false };

/**
 * Checks a code against the address's live challenge. Every check counts as an attempt, right
 * or wrong; after the fifth wrong one the challenge is dead. A right code is used up at once.
 */
export async function verifyOtp(
  database: Db,
  email: string,
  code: string,
  now = new Date(),
): Promise<VerifyResult> {
  return database.transaction().execute(async (trx) => {
    const challenge = await trx
      .selectFrom('otp_challenges')
      .select(['id', 'code_hash', 'attempts'])
      .where('email', '=', email)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', OTP_MAX_ATTEMPTS)
      .orderBy('created_at', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!challenge) return { ok: false } as const;
    const right = sameHash(challenge.code_hash, hashOtp(email, code));
    await trx
      .updateTable('otp_challenges')
      .set({ attempts: challenge.attempts + 1, ...(right ? { consumed_at: now } : {}) })
      .where('id', '=', challenge.id)
      .execute();
    if (!right) return { ok: false } as const;
    const user = await findOrCreateUserByEmail(trx, email);
    return { ok: true, userId: user.id, created: user.created } as const;
  });
}
