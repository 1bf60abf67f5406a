import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';

/**
 * Failed sign-ins, counted two ways (docs/security.md lists every limit):
 * - per account and visitor network: after a few failures each further try waits twice as
 *   long as the last, so one network guesses slowly without locking anyone else out;
 * - per account over every network: past an hourly or daily count the account takes no more
 *   tries, nor new login codes, except from a browser that has signed in to it before.
 *
 * Reserve, then check: an attempt is counted as a failure *before* its password or code is
 * checked, in one step with reading the counts (under a per-account lock), and the count is
 * taken back only when it turns out right. However many guesses arrive at once, no more are
 * checked than the limits allow; reading the count, checking, and writing the failure after
 * let 60 simultaneous guesses all be checked against a limit of 20.
 */
export const LOGIN_LIMITS = {
  /** Failures from one network that cost nothing extra. */
  freeFailuresPerNetwork: 3,
  /** The first wait after them, doubled with every further failure, up to the longest wait. */
  firstDelaySeconds: 30,
  longestDelaySeconds: 60 * 60,
  /** How far back a network's failures count. */
  networkWindowSeconds: 24 * 60 * 60,
  accountPerHour: 10,
  accountPerDay: 20,
} as const;

export interface LoginAttempt {
  /** `customer:<e-mail>`, `admin:<username>` or `clinician:<e-mail>`. */
  account: string;
  network: string;
  /** The browser has signed in to this account before (see trusted-device.ts). */
  trustedDevice: boolean;
}

export type Refusal = {
  allowed: false;
  retryAfter: number;
  /** `network`: this network must wait; `account`: the account is closed to new browsers. */
  scope: 'network' | 'account';
};
export type ThrottleVerdict = { allowed: true } | Refusal;

/** An attempt already counted as a failure while its secret is checked. */
export interface Reservation {
  /** The `login_failures` row that counts it. */
  id: string;
  account: string;
  network: string;
  /** Counting it reached an account limit: if it proves wrong, the account is now closed. */
  closesAccount: boolean;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The wait a network has earned after `failures` failures for one account. */
export function networkDelaySeconds(failures: number): number {
  const extra = failures - LOGIN_LIMITS.freeFailuresPerNetwork;
  if (extra < 0) return 0;
  return Math.min(LOGIN_LIMITS.firstDelaySeconds * 2 ** extra, LOGIN_LIMITS.longestDelaySeconds);
}

interface Counts {
  network_failures: number;
  network_last: Date | null;
  hour_failures: number;
  hour_first: Date | null;
  day_failures: number;
  day_first: Date | null;
}

async function failureCounts(
  database: Db,
  attempt: Pick<LoginAttempt, 'account' | 'network'>,
  now: Date,
): Promise<Counts> {
  const since = (windowSeconds: number) => new Date(now.getTime() - windowSeconds * 1000);
  const result = await sql<Counts>`
    select
      count(*) filter (where network = ${attempt.network} and failed_at > ${since(LOGIN_LIMITS.networkWindowSeconds)})::int as network_failures,
      max(failed_at) filter (where network = ${attempt.network}) as network_last,
      count(*) filter (where failed_at > ${since(3600)})::int as hour_failures,
      min(failed_at) filter (where failed_at > ${since(3600)}) as hour_first,
      count(*) filter (where failed_at > ${since(86_400)})::int as day_failures,
      min(failed_at) filter (where failed_at > ${since(86_400)}) as day_first
    from login_failures
    where account = ${attempt.account} and failed_at > ${since(86_400)}`.execute(database);
  return (
    result.rows[0] ?? {
      network_failures: 0,
      network_last: null,
      hour_failures: 0,
      hour_first: null,
      day_failures: 0,
      day_first: null,
    }
  );
}

/** When the account opens again to browsers it has never seen, if it is closed now. */
function accountClosedUntil(counts: Counts): Date | undefined {
  const ends: number[] = [];
  if (counts.hour_failures >= LOGIN_LIMITS.accountPerHour && counts.hour_first)
    ends.push(new Date(counts.hour_first).getTime() + 3_600_000);
  if (counts.day_failures >= LOGIN_LIMITS.accountPerDay && counts.day_first)
    ends.push(new Date(counts.day_first).getTime() + 86_400_000);
  return ends.length > 0 ? new Date(Math.max(...ends)) : undefined;
}

function verdictFor(counts: Counts, attempt: LoginAttempt, now: Date): ThrottleVerdict {
  const delay = networkDelaySeconds(counts.network_failures);
  if (delay > 0 && counts.network_last) {
    const waitUntil = new Date(counts.network_last).getTime() + delay * 1000;
    if (waitUntil > now.getTime())
      return { allowed: false, scope: 'network', retryAfter: seconds(waitUntil - now.getTime()) };
  }
  if (attempt.trustedDevice) return { allowed: true };
  const closedUntil = accountClosedUntil(counts);
  if (closedUntil)
    return {
      allowed: false,
      scope: 'account',
      retryAfter: seconds(closedUntil.getTime() - now.getTime()),
    };
  return { allowed: true };
}

/** A lock on one account's sign-in counts, held until the transaction ends. */
export async function lockAccount(trx: Db, account: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(724_902)}, hashtext(${account}))`.execute(trx);
}

/** Whether this attempt may go ahead now; nothing is counted (a code request is no guess). */
export async function checkLoginAttempt(
  database: Db,
  attempt: LoginAttempt,
  now = new Date(),
): Promise<ThrottleVerdict> {
  return verdictFor(await failureCounts(database, attempt, now), attempt, now);
}

/**
 * Reserve, then check: decides whether this attempt may be checked and, if so, counts it as a
 * failure at once, both under the account's lock. Settle the reservation with
 * `confirmLoginFailure` when the secret proves wrong, or `clearLoginFailures` when it is right.
 */
export async function reserveLoginAttempt(
  database: Db,
  attempt: LoginAttempt,
  now = new Date(),
): Promise<Refusal | { allowed: true; reservation: Reservation }> {
  return database.transaction().execute(async (trx) => {
    await lockAccount(trx, attempt.account);
    const counts = await failureCounts(trx, attempt, now);
    const verdict = verdictFor(counts, attempt, now);
    if (!verdict.allowed) return verdict;
    const row = await trx
      .insertInto('login_failures')
      .values({ account: attempt.account, network: attempt.network, failed_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      allowed: true,
      reservation: {
        id: row.id,
        account: attempt.account,
        network: attempt.network,
        closesAccount:
          counts.hour_failures + 1 === LOGIN_LIMITS.accountPerHour ||
          counts.day_failures + 1 === LOGIN_LIMITS.accountPerDay,
      },
    } as const;
  });
}

/**
 * The reserved attempt was wrong: it stays counted. Returns when the account opens again if
 * this very failure closed it to new browsers, the moment (once per lock) to tell its owner.
 */
export async function confirmLoginFailure(
  database: Db,
  reservation: Reservation,
  now = new Date(),
): Promise<{ closedUntil?: Date }> {
  // A right answer from the same network meanwhile wipes that network's rows, this one too;
  // the failure still counts.
  const kept = await database
    .selectFrom('login_failures')
    .select('id')
    .where('id', '=', reservation.id)
    .executeTakeFirst();
  if (!kept)
    await database
      .insertInto('login_failures')
      .values({ account: reservation.account, network: reservation.network, failed_at: now })
      .execute();
  if (!reservation.closesAccount) return {};
  // Closed, unless a reservation counted before this one has since proved right.
  const closedUntil = accountClosedUntil(await failureCounts(database, reservation, now));
  return closedUntil ? { closedUntil } : {};
}

/**
 * A right password or code from a network wipes that network's failures for the account,
 * the right attempt's own reservation among them.
 */
export async function clearLoginFailures(
  database: Db,
  attempt: Pick<LoginAttempt, 'account' | 'network'>,
): Promise<void> {
  await database
    .deleteFrom('login_failures')
    .where('account', '=', attempt.account)
    .where('network', '=', attempt.network)
    .execute();
}

export const customerAccount = (email: string) => `customer:${email.toLowerCase()}`;
export const adminAccount = (username: string) => `admin:${username.toLowerCase()}`;
/** A clinician's sign-in by e-mail code, counted apart from a customer's of the same address. */
export const clinicianAccount = (email: string) => `clinician:${email.toLowerCase()}`;
