import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import { tooManyRequests } from './errors.ts';

export interface Limit {
  /** What is counted, e.g. `newsletter:ip:203.0.113.9`. */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter in Postgres, so every function instance shares it. One upsert counts
 * the hit and returns the new total atomically.
 */
export async function hit(
  database: Db,
  limit: Limit,
  now = new Date(),
): Promise<{ allowed: boolean; retryAfter: number; hits: number }> {
  const windowMs = limit.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await sql<{ hits: number }>`
    insert into rate_limits (bucket, window_start, hits) values (${limit.bucket}, ${start}, 1)
    on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
    returning hits`.execute(database);
  const hits = row.rows[0]?.hits ?? 1;
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: hits <= limit.max, retryAfter, hits };
}

/**
 * Counts a hit on every limit and refuses with 429 when any is exceeded (`code` rate_limited, or
 * a more precise one the page words in its own way).
 */
export async function enforce(
  database: Db,
  limits: Limit[],
  message: string,
  code?: Parameters<typeof tooManyRequests>[2],
): Promise<void> {
  for (const limit of limits) {
    const result = await hit(database, limit);
    if (!result.allowed) throw tooManyRequests(message, result.retryAfter, code);
  }
}

/** Forgets the counters kept under a person's keys (buckets ending `:<key>`). */
export async function forgetRateLimits(database: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await database
    .deleteFrom('rate_limits')
    .where((eb) => eb.or(keys.map((key) => eb('bucket', 'like', `%:${key}`))))
    .execute();
}

/** Counters of windows that started before this moment go. */
export async function purgeRateLimits(database: Db, before: Date): Promise<number> {
  const result = await database
    .deleteFrom('rate_limits')
    .where('window_start', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
