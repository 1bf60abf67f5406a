import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';

/**
 * Failed sign-ins, counted two ways (docs/security.md lists every limit):
 * - per account and visitor network: after a few failures each further try waits twice as
 *   long as the last, so one network guesses slowly without locking anyone else out;
 * - per account over every network: past an hourly or daily count the account takes no more
 *   tries, nor new login codes, except from a browser that has signed in to it before.
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
  /** `customer:<e-mail>` or `admin:<username>`. */
  account: string;
  network: string;
  /** The browser has signed in to this account before (see trusted-device.ts). */
  trustedDevice: boolean;
}

export type ThrottleVerdict =
  | { allowed: true }
  | { allowed: false; retryAfter: number; scope: 'network' | 'account' };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The wait a network has earned after `failures` failures for one account. */
export function networkDelaySeconds(failures: number): number {
  const extra = failures - LOGIN_LIMITS.freeFailuresPerNetwork;
  if (extra < 0) return 0;
  return Math.min(LOGIN_LIMITS.firstDelaySeconds * 2 ** extra, LOGIN_LIMITS.longestDelaySeconds);
}

/** Whether this attempt may be checked at all; nothing is counted here. */
export async function checkLoginAttempt(
  database: Db,
  attempt: LoginAttempt,
  now = new Date(),
): Promise<ThrottleVerdict> {
  const since = (windowSeconds: number) => new Date(now.getTime() - windowSeconds * 1000);
  const result = await sql<{
    network_failures: number;
    network_last: Date | null;
    hour_failures: number;
    hour_first: Date | null;
    day_failures: number;
    day_first: Date | null;
  }>`
    select
      count(*) filter (where network = ${attempt.network} and failed_at > ${since(LOGIN_LIMITS.networkWindowSeconds)})::int as network_failures,
      max(failed_at) filter (where network = ${attempt.network}) as network_last,
      count(*) filter (where failed_at > ${since(3600)})::int as hour_failures,
      min(failed_at) filter (where failed_at > ${since(3600)}) as hour_first,
      count(*) filter (where failed_at > ${since(86_400)})::int as day_failures,
      min(failed_at) filter (where failed_at > ${since(86_400)}) as day_first
    from login_failures
    where account = ${attempt.account} and failed_at > ${since(86_400)}`.execute(database);
  const row = result.rows[0];
  if (!row) return { allowed: true };

  const delay = networkDelaySeconds(row.network_failures);
  if (delay > 0 && row.network_last) {
    const waitUntil = new Date(row.network_last).getTime() + delay * 1000;
    if (waitUntil > now.getTime())
      return { allowed: false, scope: 'network', retryAfter: seconds(waitUntil - now.getTime()) };
  }
  if (attempt.trustedDevice) return { allowed: true };
  if (row.hour_failures >= LOGIN_LIMITS.accountPerHour && row.hour_first) {
    const until = new Date(row.hour_first).getTime() + 3_600_000;
    return { allowed: false, scope: 'account', retryAfter: seconds(until - now.getTime()) };
  }
  if (row.day_failures >= LOGIN_LIMITS.accountPerDay && row.day_first) {
    const until = new Date(row.day_first).getTime() + 86_400_000;
    return { allowed: false, scope: 'account', retryAfter: seconds(until - now.getTime()) };
  }
  return { allowed: true };
}

/**
 * Counts a failure. `locked` says this very failure closed the account to untrusted devices,
 * the moment to tell its owner.
 */
export async function recordLoginFailure(
  database: Db,
  attempt: Pick<LoginAttempt, 'account' | 'network'>,
  now = new Date(),
): Promise<{ locked: boolean }> {
  await database
    .insertInto('login_failures')
    .values({ account: attempt.account, network: attempt.network, failed_at: now })
    .execute();
  const result = await sql<{ hour: number; day: number }>`
    select count(*) filter (where failed_at > ${new Date(now.getTime() - 3_600_000)})::int as hour,
           count(*)::int as day
    from login_failures
    where account = ${attempt.account} and failed_at > ${new Date(now.getTime() - 86_400_000)}`.execute(
    database,
  );
  const counts = result.rows[0] ?? { hour: 0, day: 0 };
  return {
    locked:
      counts.hour === LOGIN_LIMITS.accountPerHour || counts.day === LOGIN_LIMITS.accountPerDay,
  };
}

/** A right password or code from a network wipes that network's failures for the account. */
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
