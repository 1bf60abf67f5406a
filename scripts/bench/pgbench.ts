import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import postgres from 'postgres';

/**
 * pgbench's TPC-B against a database server in its three query modes, while the site on that
 * server is asked for its health and its product list all along: what the database does under
 * a heavy outside client, and whether the site still answers in time.
 */

export const PGBENCH_MODES = ['simple', 'extended', 'prepared'] as const;

export interface PgbenchFigures {
  mode: (typeof PGBENCH_MODES)[number];
  clients: number;
  seconds: number;
  tps: number;
  latencyMs: number;
  transactions: number;
  failed: number;
  /** The site's answers meanwhile, per path. */
  site: Record<string, { count: number; p50: number; p95: number; notOk: number }>;
}

/** Debian's pgbench (apt-get install postgresql; CI installs it), the newest there is. */
function pgbenchPath(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => `${root}/${v}/bin/pgbench`).find((p) => existsSync(p));
  if (!found) throw new Error('pgbench is not installed: apt-get install postgresql');
  return found;
}

function run(
  args: string[],
  timeoutMs: number,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile(
      pgbenchPath(),
      args,
      { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, out, err) => done({ code: error ? Number(error.code ?? 1) || 1 : 0, out, err }),
    );
  });
}

const quantile = (values: number[], q: number) =>
  values.length === 0
    ? Number.NaN
    : [...values].sort((a, b) => a - b)[
        Math.min(values.length - 1, Math.floor(values.length * q))
      ]!;

/** Asks the site for `paths`, one after another, until `stop` resolves. */
async function sample(siteUrl: string, paths: string[], stop: Promise<unknown>) {
  const times = new Map(paths.map((p) => [p, [] as number[]]));
  const notOk = new Map(paths.map((p) => [p, 0]));
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  while (!done) {
    for (const path of paths) {
      const start = performance.now();
      const response = await fetch(`${siteUrl}${path}`).catch(() => undefined);
      await response?.arrayBuffer();
      times.get(path)!.push(performance.now() - start);
      if (!response?.ok) notOk.set(path, notOk.get(path)! + 1);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return Object.fromEntries(
    paths.map((p) => {
      const t = times.get(p)!;
      return [
        p,
        { count: t.length, p50: quantile(t, 0.5), p95: quantile(t, 0.95), notOk: notOk.get(p)! },
      ];
    }),
  );
}

/**
 * Makes a scratch database on the server at `serverUrl`, loads pgbench's tables (scale 5) and
 * runs each mode for `seconds` with `clients` clients, the site at `siteUrl` sampled meanwhile.
 */
export async function pgbenchWhileSiteAnswers(
  serverUrl: string,
  siteUrl: string,
  { seconds = 30, clients = 20 }: { seconds?: number; clients?: number } = {},
): Promise<PgbenchFigures[]> {
  const name = 'psycortex_pgbench';
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const init = await run(['-i', '-q', '-s', '5', url.href], 300_000);
    if (init.code !== 0) throw new Error(`pgbench -i failed: ${init.err}`);
    const figures: PgbenchFigures[] = [];
    for (const mode of PGBENCH_MODES) {
      const bench = run(
        ['-M', mode, '-c', String(clients), '-j', '2', '-T', String(seconds), url.href],
        (seconds + 120) * 1000,
      );
      const site = await sample(siteUrl, ['/api/health', '/api/products'], bench);
      const result = await bench;
      if (result.code !== 0) throw new Error(`pgbench -M ${mode} failed: ${result.err}`);
      figures.push({
        mode,
        clients,
        seconds,
        tps: Number(result.out.match(/^tps = ([\d.]+)/m)?.[1]),
        latencyMs: Number(result.out.match(/^latency average = ([\d.]+) ms/m)?.[1]),
        transactions: Number(
          result.out.match(/^number of transactions actually processed: (\d+)/m)?.[1],
        ),
        failed: Number(
          result.out.match(/^number of failed transactions: (\d+)/m)?.[1] ?? Number.NaN,
        ),
        site,
      });
    }
    return figures;
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
