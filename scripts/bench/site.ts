import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/** The production-like local site (`scripts/start.ts --no-build`) on its own port and data. */
export async function startSite(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningSite> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/start.ts', '--no-build', '--fresh'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), PSYCORTEX_DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
