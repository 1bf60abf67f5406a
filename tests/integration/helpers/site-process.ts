import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The local site as `npm start` runs it (the runtime, its services, the functions, the embedded
 * PostgreSQL), in a process of its own so that a test can watch it live through what happens to
 * its database. Its pages are a small stand-in `dist` (the real one is built only for the e2e
 * tests). Run directly, this file is that process: it prints `READY <url>` once it answers.
 */
const root = resolve(import.meta.dirname, '../../..');

export interface SiteProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, dataDir, dist] = process.argv.slice(2) as [string, string, string];
  const { startLocalSite } = await import('@psycortex/local-runtime/site');
  const { toErrorResponse } = await import('#/server/http/handler.ts');
  const { LOCAL_SERVICES, prepareLocalSite } = await import('../../../scripts/local-services.ts');
  const site = await startLocalSite({
    root,
    port: Number(port),
    dataDir,
    log: (line) => console.log(line),
    services: LOCAL_SERVICES,
    prepare: prepareLocalSite,
    errorResponse: toErrorResponse,
    schedule: [],
    siteName: 'psycortex',
    pages: { dist: relative(root, dist) },
  });
  console.log(`READY ${site.url}`);
  process.on('SIGTERM', () => {
    void site.stop().then(() => process.exit(0));
  });
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export async function startSiteProcess(dataDir: string): Promise<SiteProcess> {
  const dist = join(root, '.netlify', `test-dist-${process.pid}-${Date.now()}`);
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>\n');
  await writeFile(join(dist, '404.html'), '<!doctype html><title>Not found</title>\n');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Every service local, as on a fresh machine.
  for (const name of ['DATABASE_URL', 'RESEND_API_KEY', 'SITE_URL', 'OTP_SECRET']) delete env[name];
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), String(port), dataDir, dist],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the site did not start:\n${out}`)), 120_000);
    child.stdout!.on('data', () => {
      const ready = /^READY (\S+)$/m.exec(out);
      if (ready) {
        clearTimeout(timer);
        done(ready[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the site exited (${code}):\n${out}`));
    });
  });
  return {
    url,
    dataDir,
    child,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dist, { recursive: true, force: true });
    },
  };
}
