import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/**
 * Debian's PostgreSQL client programs, which CI installs (.ci/run): real outside clients. A
 * missing one fails the test that needs it rather than skipping it.
 */
export function pgTool(name: 'psql' | 'pgbench'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => `${root}/${v}/bin/${name}`).find((p) => existsSync(p));
  if (!found) throw new Error(`${name} is not installed: apt-get install postgresql`);
  return found;
}

export interface Run {
  code: number;
  out: string;
  err: string;
}

/** Runs a program without blocking this process, which may be serving its database. */
export function run(
  file: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number; cwd?: string } = {},
): Promise<Run> {
  return new Promise((done) => {
    const child = execFile(
      file,
      args,
      {
        encoding: 'utf8',
        env: { ...process.env, ...options.env },
        timeout: options.timeoutMs ?? 30_000,
        maxBuffer: 64 * 1024 * 1024,
        cwd: options.cwd,
      },
      (error, out, err) => done({ code: error ? Number(error.code ?? 1) || 1 : 0, out, err }),
    );
    if (options.input !== undefined) {
      // A program that stops early (its server gone) closes its input: not an error here.
      child.stdin?.on('error', () => {});
      child.stdin?.end(options.input);
    }
  });
}

/** psql against a URL that holds its password; -w: never prompt. */
export function psql(url: string, args: string[], options: Parameters<typeof run>[2] = {}) {
  return run(pgTool('psql'), [url, '-w', '-X', ...args], options);
}
