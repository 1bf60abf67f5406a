/**
 * `npm run bench`: builds, starts the production-like site, measures it against the budgets of
 * DESIGN.md section 6, and writes bench/report.md. Exits 1 when a budget is missed.
 *   BENCH_RUNS=3        Lighthouse runs per page (the median is kept)
 *   BENCH_SECONDS=20    seconds per load test
 *   BENCH_CONFIRMATIONS=300  held sessions confirmed with a credit, 50 at once, per database
 *   BENCH_PGBENCH_SECONDS=30  seconds per pgbench mode (simple, extended, prepared), 20 clients
 *   TEST_DATABASE_URL   also load-test on this PostgreSQL (a scratch database is made on it)
 * Last, each scheduled function is timed on a database of realistic size (scripts/bench/
 * scheduled.ts; Netlify stops a scheduled function after 30 s), and a video session's time from
 * Admit to the first remote frame (scripts/bench/video.ts).
 */
import { execFileSync } from 'node:child_process';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { pageWeight } from '../tests/support/js-weight.ts';
import { type ConfirmFigures, confirmThroughput, slotSearchTarget } from './bench/booking-load.ts';
import { BUDGETS, PAGES } from './bench/budgets.ts';
import { type LighthouseResult, lighthouse } from './bench/lighthouse.ts';
import { type LoadResult, load } from './bench/load.ts';
import { loadTargets, localDatabaseUrl } from './bench/load-targets.ts';
import { type PgbenchFigures, pgbenchWhileSiteAnswers } from './bench/pgbench.ts';
import { renderReport } from './bench/report.ts';
import { type ScheduledFigures, timeScheduledFunctions } from './bench/scheduled.ts';
import { prepareShopper, type Shopper } from './bench/shopper.ts';
import { startSite } from './bench/site.ts';
import { admitToFirstFrame, type VideoFigures } from './bench/video.ts';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const confirmations = Number(process.env.BENCH_CONFIRMATIONS ?? 300);
const pgbenchSeconds = Number(process.env.BENCH_PGBENCH_SECONDS ?? 30);
const CONCURRENCY = [1, 10, 50];
const EMBEDDED = 'embedded PostgreSQL';

async function folderSize(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
    files++;
  }
  return { bytes, files };
}

console.log('[bench] building');
const buildStart = Date.now();
execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
const buildSeconds = (Date.now() - buildStart) / 1000;
const dist = await folderSize(join(root, 'dist'));

const site = await startSite(8950, '.data/bench');
const pages: Array<{
  name: string;
  path: string;
  js: number;
  jsBudget: number;
  noindex?: boolean;
  speed: 'site' | 'shop';
  lh: LighthouseResult;
}> = [];
const loads: Record<string, LoadResult[]> = {};
const bookings: Record<string, ConfirmFigures> = {};
const pgbench: Record<string, PgbenchFigures[]> = {};
const scheduled: Record<string, ScheduledFigures> = {};
let singleRequestMs = 0;
let video: VideoFigures | undefined;
let shopper: Shopper | undefined;
try {
  shopper = await prepareShopper(site.url);
  for (const page of PAGES) {
    const path = page.path.replace('{order}', shopper.orderReference);
    console.log(`[bench] lighthouse ${path}`);
    const html = page.html ?? (page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`);
    const js = await pageWeight(join(root, 'dist'), html).catch(() => ({ gzipBytes: Number.NaN }));
    pages.push({
      name: page.name,
      path,
      js: js.gzipBytes,
      jsBudget: BUDGETS.jsBytes[page.js],
      noindex: page.noindex,
      speed: page.speed ?? 'site',
      lh: await lighthouse(`${site.url}${path}`, runs, {
        profile: page.asShopper ? shopper.profile : undefined,
      }),
    });
  }
  // One request at a time, to say what a single call costs locally.
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    await (await fetch(`${site.url}/api/products`)).arrayBuffer();
    times.push(performance.now() - start);
  }
  singleRequestMs = times.sort((a, b) => a - b)[25]!;
  const localUrl = await localDatabaseUrl(join(root, '.data/bench'));
  const targets = [...(await loadTargets(localUrl)), await slotSearchTarget(localUrl)];
  loads[EMBEDDED] = [];
  for (const target of targets) {
    for (const c of CONCURRENCY) {
      console.log(`[bench] load ${target.name} x${c} (${EMBEDDED})`);
      loads[EMBEDDED].push(await load(site.url, target, c, seconds));
    }
  }
  console.log(`[bench] ${confirmations} booking confirmations (${EMBEDDED})`);
  bookings[EMBEDDED] = await confirmThroughput(site.url, localUrl, confirmations);
  console.log(`[bench] pgbench, 20 clients, ${pgbenchSeconds} s per mode (${EMBEDDED})`);
  pgbench[EMBEDDED] = await pgbenchWhileSiteAnswers(localUrl, site.url, {
    seconds: pgbenchSeconds,
  });
  console.log(`[bench] scheduled functions on a realistic database (${EMBEDDED})`);
  scheduled[EMBEDDED] = await timeScheduledFunctions(site.url, localUrl);
  console.log('[bench] video sessions: from Admit to the first remote frame, direct and relayed');
  video = await admitToFirstFrame(site.url, localUrl);
} finally {
  await shopper?.remove();
  await site.stop();
}

if (process.env.TEST_DATABASE_URL) {
  const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe('drop database if exists psycortex_bench');
  await admin.unsafe('create database psycortex_bench');
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/psycortex_bench';
  const pgSite = await startSite(8951, '.data/bench-pg', {
    DATABASE_URL: url.href,
    DB_POOL_MAX: '5',
  });
  try {
    const targets = [...(await loadTargets(url.href)), await slotSearchTarget(url.href)];
    loads.PostgreSQL = [];
    for (const target of targets) {
      for (const c of CONCURRENCY) {
        console.log(`[bench] load ${target.name} x${c} (PostgreSQL)`);
        loads.PostgreSQL.push(await load(pgSite.url, target, c, seconds));
      }
    }
    console.log(`[bench] ${confirmations} booking confirmations (PostgreSQL)`);
    bookings.PostgreSQL = await confirmThroughput(pgSite.url, url.href, confirmations);
    console.log(`[bench] pgbench, 20 clients, ${pgbenchSeconds} s per mode (PostgreSQL)`);
    pgbench.PostgreSQL = await pgbenchWhileSiteAnswers(process.env.TEST_DATABASE_URL, pgSite.url, {
      seconds: pgbenchSeconds,
    });
    console.log('[bench] scheduled functions on a realistic database (PostgreSQL)');
    scheduled.PostgreSQL = await timeScheduledFunctions(pgSite.url, url.href);
  } finally {
    await pgSite.stop();
  }
}

const { markdown, missed } = renderReport({
  date: new Date(),
  runs,
  seconds,
  buildSeconds,
  dist,
  pages,
  loads,
  bookings,
  pgbench,
  scheduled,
  video,
  singleRequestMs,
});
await writeFile(join(root, 'bench/report.md'), markdown);
console.log(markdown);
console.log(
  missed.length === 0 ? '[bench] every budget met' : `[bench] missed: ${missed.join('; ')}`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
