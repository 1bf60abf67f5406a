import { createCustomerSignIn } from '#/server/auth/sign-ins.server.ts';
import { findOrCreateUserByEmail } from '#/server/auth/users.server.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { connect } from '#/server/db/client.server.ts';
import type { LoadTarget } from './load.ts';

/** How confirming held sessions with a credit went, `connections` at once. */
export interface ConfirmFigures {
  connections: number;
  count: number;
  ok: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  statuses: Record<string, number>;
}

/**
 * The public slot search as a visitor's /book page calls it. The demo clinicians are added first
 * (the embedded database has them already; a PostgreSQL scratch database does not), so that the
 * search has two weeks of hours to walk.
 */
export async function slotSearchTarget(databaseUrl: string): Promise<LoadTarget> {
  const db = connect(databaseUrl, 1);
  try {
    await seedDemoClinicians(db);
  } finally {
    await db.destroy();
  }
  return {
    name: 'Slot search (GET /api/booking/slots), two weeks',
    method: 'GET',
    path: '/api/booking/slots?mode=video&service=anxiety',
  };
}

/**
 * Held bookings ready to confirm: one customer per booking (each with one credit), each at a
 * time of its own far ahead, so that only the confirmation itself is measured.
 */
async function prepareHolds(databaseUrl: string, count: number) {
  const db = connect(databaseUrl, 2);
  try {
    await seedDemoClinicians(db);
    const clinician = await db
      .selectFrom('clinicians')
      .select('id')
      .where('slug', '=', 'demo-clinician-asha')
      .executeTakeFirstOrThrow();
    const day = 86_400_000;
    // Far ahead and at a random day, so that a second run on the same database finds it free.
    const base = Date.now() + 400 * day + Math.floor(Math.random() * 1000) * day;
    const holds: Array<{ cookie: string; id: string }> = [];
    for (let i = 0; i < count; i++) {
      const { id: userId } = await findOrCreateUserByEmail(db, `confirm-bench${i}@example.com`);
      const cookies = await createCustomerSignIn(db, new Request('http://localhost/'), userId);
      await db
        .insertInto('session_credits')
        .values({
          user_id: userId,
          product_name: 'Bench',
          granted: 1,
          remaining: 1,
          expires_at: new Date(base + 2000 * day),
        })
        .execute();
      const startsAt = new Date(base + i * 3_600_000);
      const row = await db
        .insertInto('bookings')
        .values({
          clinician_id: clinician.id,
          user_id: userId,
          service_slug: 'anxiety',
          mode: 'video',
          starts_at: startsAt,
          ends_at: new Date(startsAt.getTime() + 50 * 60_000),
          status: 'held',
          hold_expires_at: new Date(Date.now() + 3_600_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      holds.push({ cookie: cookies.map((c) => c.split(';')[0]).join('; '), id: row.id });
    }
    return holds;
  } finally {
    await db.destroy();
  }
}

/**
 * Confirms `count` held sessions with a credit through the site's own call, `connections` at
 * once: the transaction that locks the hold, takes a credit and queues the e-mail with its
 * calendar file.
 */
export async function confirmThroughput(
  siteUrl: string,
  databaseUrl: string,
  count: number,
  connections = 50,
): Promise<ConfirmFigures> {
  const holds = await prepareHolds(databaseUrl, count);
  const origin = new URL(siteUrl).origin;
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < holds.length) {
        const hold = holds[next++]!;
        const t = performance.now();
        const response = await fetch(`${siteUrl}/api/bookings/${hold.id}/confirm`, {
          method: 'POST',
          headers: { cookie: hold.cookie, origin, 'content-type': 'application/json' },
          body: '{}',
        });
        await response.arrayBuffer();
        times.push(performance.now() - t);
        const status = `${Math.floor(response.status / 100)}xx`;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const ok = statuses['2xx'] ?? 0;
  return {
    connections,
    count,
    ok,
    seconds,
    perSecond: ok / seconds,
    p50: times[Math.floor(times.length * 0.5)] ?? 0,
    p95: times[Math.floor(times.length * 0.95)] ?? 0,
    statuses,
  };
}
