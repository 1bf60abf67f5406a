/**
 * The scheduled functions timed on a database of realistic size (./realistic-data.ts), each
 * called as the scheduler calls it (`POST /_dev/run/<name>` on the running site), twice: the
 * first run catches up with everything the seed left due (a first run after a deploy, or after
 * an outage), the second is a steady run. Netlify stops a scheduled function after 30 s.
 *
 * Run alone against a fresh local site: `node scripts/bench/scheduled.ts` (embedded database),
 * or with `TEST_DATABASE_URL` for a scratch PostgreSQL database too.
 */
import { fileURLToPath } from 'node:url';
import { localSchedule } from '../local-services.ts';
import { REALISTIC, seedRealisticData } from './realistic-data.ts';

export const SCHEDULED_LIMIT_MS = 30_000;

export interface ScheduledTiming {
  name: string;
  /** Milliseconds of each run, first to last. */
  runs: number[];
  statuses: number[];
}

export interface ScheduledFigures {
  seedSeconds: number;
  timings: ScheduledTiming[];
}

/** Seeds the site's database, then runs each scheduled function twice and times it. */
export async function timeScheduledFunctions(
  siteUrl: string,
  databaseUrl: string,
): Promise<ScheduledFigures> {
  const seedStart = performance.now();
  await seedRealisticData(databaseUrl);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const timings: ScheduledTiming[] = [];
  for (const { name } of localSchedule({})) {
    const timing: ScheduledTiming = { name, runs: [], statuses: [] };
    for (let run = 0; run < 2; run++) {
      const start = performance.now();
      const response = await fetch(`${siteUrl}/_dev/run/${name}`, { method: 'POST' });
      await response.arrayBuffer();
      timing.runs.push(performance.now() - start);
      timing.statuses.push(response.status);
    }
    timings.push(timing);
  }
  return { seedSeconds, timings };
}

export function describeSeed(): string {
  return `${REALISTIC.orders.toLocaleString('en')} orders, ${REALISTIC.bookings.toLocaleString('en')} sessions, ${REALISTIC.emails.toLocaleString('en')} e-mails in the outbox, ${REALISTIC.customers.toLocaleString('en')} customers`;
}

/**
 * The report's section on the scheduled functions (bench/report.md; written on its own, between
 * its heading and the next, when this file is run directly).
 */
export function scheduledSection(
  scheduled: Record<string, ScheduledFigures>,
  check: (ok: boolean, what: string) => string,
  measured?: Date,
): string[] {
  const lines: string[] = [
    '## Scheduled functions',
    '',
    `Each scheduled function called as the scheduler calls it (\`POST /_dev/run/<name>\`), twice, on a database seeded to a realistic size: ${describeSeed()}, with what the retention rules sweep (sessions, login codes, rate limits, enquiries, the audit log). The first run catches up with everything the seed left due (as the first run after a deploy or an outage would); the second is a steady run. Netlify stops a scheduled function after ${SCHEDULED_LIMIT_MS / 1000} s. The payment providers and Resend are the local simulators here: in production each order reconciled is one or two round trips to a provider, which \`payments-reconcile\` bounds by a time budget (12 s for orders, 4 s for refunds; the rest waits for the next run).${measured ? ` Measured ${measured.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node scripts/bench/scheduled.ts\`.` : ''}`,
    '',
    '| function | database | first run | second run | within 30 s |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [database, figures] of Object.entries(scheduled)) {
    for (const t of figures.timings) {
      const ok =
        t.runs.every((ms) => ms < SCHEDULED_LIMIT_MS) &&
        t.statuses.every((status) => status >= 200 && status < 300);
      lines.push(
        `| \`${t.name}\` | ${database} | ${(t.runs[0]! / 1000).toFixed(2)} s | ${(t.runs[1]! / 1000).toFixed(2)} s | ${check(ok, `${t.name} on ${database}: ${t.runs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} (${t.statuses.join(', ')})`)} |`,
      );
    }
  }
  lines.push(
    '',
    `Seeding took ${Object.entries(scheduled)
      .map(([database, f]) => `${f.seedSeconds.toFixed(1)} s on ${database}`)
      .join(', ')}.`,
  );
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // On its own: fresh local sites, and the report's section replaced with what was measured.
  const { readFile, writeFile } = await import('node:fs/promises');
  const { join, resolve } = await import('node:path');
  const postgres = (await import('postgres')).default;
  const { startSite } = await import('./site.ts');
  const { localDatabaseUrl } = await import('./load-targets.ts');
  const root = resolve(import.meta.dirname, '../..');
  const scheduled: Record<string, ScheduledFigures> = {};
  const site = await startSite(8952, '.data/bench-scheduled');
  try {
    const url = await localDatabaseUrl(join(root, '.data/bench-scheduled'));
    scheduled['embedded PGlite'] = await timeScheduledFunctions(site.url, url);
  } finally {
    await site.stop();
  }
  if (process.env.TEST_DATABASE_URL) {
    const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe('drop database if exists psycortex_bench_scheduled');
    await admin.unsafe('create database psycortex_bench_scheduled');
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = '/psycortex_bench_scheduled';
    const pgSite = await startSite(8953, '.data/bench-scheduled-pg', { DATABASE_URL: url.href });
    try {
      scheduled.PostgreSQL = await timeScheduledFunctions(pgSite.url, url.href);
    } finally {
      await pgSite.stop();
    }
  }
  const missed: string[] = [];
  const section = scheduledSection(
    scheduled,
    (ok, what) => {
      if (!ok) missed.push(what);
      return ok ? 'met' : '**missed**';
    },
    new Date(),
  );
  console.log(section.join('\n'));
  const reportFile = join(root, 'bench/report.md');
  const report = await readFile(reportFile, 'utf8');
  const start = report.indexOf('## Scheduled functions');
  const end = report.indexOf('\n## ', start + 1);
  const updated =
    start >= 0
      ? `${report.slice(0, start)}${section.join('\n')}\n${report.slice(end)}`
      : report.replace('\n## Build', `\n${section.join('\n')}\n\n## Build`);
  await writeFile(reportFile, updated);
  process.exitCode = missed.length === 0 ? 0 : 1;
}
