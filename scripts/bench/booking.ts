/**
 * `npm run bench:booking`: the booking's figures on the production-like site, on the embedded
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL: the public slot search at 1, 10 and 50
 * concurrent (p50/p95), and how many confirmations with a credit go through per second with 50
 * at once. Run after `npm run build`. Writes bench/booking-report.md.
 *   BENCH_SECONDS=10    seconds per slot-search load
 *   BENCH_CONFIRMATIONS=1000
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { createCustomerSession } from '#/server/auth/sessions.server.ts';
import { findOrCreateUserByEmail } from '#/server/auth/users.server.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { connect } from '#/server/db/client.server.ts';
import { type LoadResult, load } from './load.ts';
import { localDatabaseUrl } from './load-targets.ts';
import { startSite } from './site.ts';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const confirmations = Number(process.env.BENCH_CONFIRMATIONS ?? 1000);
const CONNECTIONS = 50;

interface Figures {
  search: LoadResult[];
  confirm: { count: number; ok: number; seconds: number; perSecond: number; p95: number };
}

/**
 * Held bookings ready to confirm: one customer per booking (each with a credit), each at a time
 * of its own far ahead, so that only the confirmation itself is measured.
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
    const base = Date.now() + 400 * 86_400_000 + Math.floor(Math.random() * 1000) * 86_400_000;
    const holds: Array<{ cookie: string; id: string }> = [];
    for (let i = 0; i < count; i++) {
      const { id: userId } = await findOrCreateUserByEmail(db, `confirm-bench${i}@example.com`);
      const cookies = await createCustomerSession(db, new Request('http://localhost/'), userId);
      await db
        .insertInto('session_credits')
        .values({
          user_id: userId,
          product_name: 'Bench',
          granted: 1,
          remaining: 1,
          expires_at: new Date(Date.now() + 800 * 86_400_000 + 2000 * 86_400_000),
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

async function measure(url: string, databaseUrl: string): Promise<Figures> {
  const db = connect(databaseUrl, 1);
  await seedDemoClinicians(db);
  await db.destroy();
  const search: LoadResult[] = [];
  for (const c of [1, 10, CONNECTIONS]) {
    console.log(`[bench:booking] slot search x${c}`);
    search.push(
      await load(
        url,
        {
          name: 'Slot search (GET /api/booking/slots?mode=video&service=anxiety)',
          method: 'GET',
          path: '/api/booking/slots?mode=video&service=anxiety',
        },
        c,
        seconds,
      ),
    );
  }
  console.log(`[bench:booking] preparing ${confirmations} holds`);
  const holds = await prepareHolds(databaseUrl, confirmations);
  const origin = new URL(url).origin;
  const times: number[] = [];
  let ok = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < holds.length) {
        const hold = holds[next++]!;
        const t = performance.now();
        const response = await fetch(`${url}/api/bookings/${hold.id}/confirm`, {
          method: 'POST',
          headers: { cookie: hold.cookie, origin, 'content-type': 'application/json' },
          body: '{}',
        });
        await response.arrayBuffer();
        times.push(performance.now() - t);
        if (response.status === 200) ok++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    search,
    confirm: {
      count: holds.length,
      ok,
      seconds: elapsed,
      perSecond: ok / elapsed,
      p95: times[Math.floor(times.length * 0.95)] ?? 0,
    },
  };
}

const results: Record<string, Figures> = {};
const site = await startSite(8960, '.data/bench-booking');
try {
  results['embedded PGlite'] = await measure(
    site.url,
    await localDatabaseUrl(join(root, '.data/bench-booking')),
  );
} finally {
  await site.stop();
}
if (process.env.TEST_DATABASE_URL) {
  const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe('drop database if exists psycortex_bench_booking');
  await admin.unsafe('create database psycortex_bench_booking');
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/psycortex_bench_booking';
  const pgSite = await startSite(8961, '.data/bench-booking-pg', {
    DATABASE_URL: url.href,
    DB_POOL_MAX: '5',
  });
  try {
    results.PostgreSQL = await measure(pgSite.url, url.href);
  } finally {
    await pgSite.stop();
  }
}

const lines = [
  '# Booking benchmark',
  '',
  `${new Date().toISOString()}; slot search ${seconds} s per row; ${confirmations} confirmations, ${CONNECTIONS} at once.`,
  '',
  '| database | measure | concurrent | req/s | p50 ms | p95 ms | 2xx | 4xx | 5xx |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
for (const [database, f] of Object.entries(results)) {
  for (const r of f.search) {
    lines.push(
      `| ${database} | slot search | ${r.connections} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.statuses['2xx'] ?? 0} | ${r.statuses['4xx'] ?? 0} | ${r.statuses['5xx'] ?? 0} |`,
    );
  }
  lines.push(
    `| ${database} | confirm with a credit | ${CONNECTIONS} | ${f.confirm.perSecond.toFixed(1)} | | ${f.confirm.p95.toFixed(0)} | ${f.confirm.ok} of ${f.confirm.count} | | |`,
  );
}
const markdown = `${lines.join('\n')}\n`;
const reportFile = join(root, 'bench/booking-report.md');
await writeFile(reportFile, markdown);
// Aligned as the formatter wants it, so `npm run check` stays clean after a run.
execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', reportFile], {
  cwd: root,
});
console.log(markdown);
