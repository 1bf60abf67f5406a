import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { type PgliteServer, startPgliteServer } from '@psycortex/local-runtime/pglite-server';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Debian's client tools, which CI installs (.ci/run): a real outside client. */
function psqlPath(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort() : [];
  const found = versions.map((v) => `${root}/${v}/bin/psql`).find((p) => existsSync(p));
  if (!found) throw new Error('psql is not installed: apt-get install postgresql-client');
  return found;
}

describe('embedded database password', () => {
  let server: PgliteServer;
  const password = 'a-generated-password-of-some-length';

  beforeAll(async () => {
    server = await startPgliteServer({ password });
  });
  afterAll(async () => server.close());

  const tryConnect = async (url: string) => {
    const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
    try {
      return (await sql`select 1 as one`)[0]?.one;
    } finally {
      await sql.end({ timeout: 1 });
    }
  };

  it('lets in a client with the password, and no one without it', async () => {
    expect(server.url).toContain(`:${password}@`);
    expect(await tryConnect(server.url)).toBe(1);
    const wrong = server.url.replace(password, 'guess');
    await expect(tryConnect(wrong)).rejects.toMatchObject({ code: '28P01' });
    const none = server.url.replace(`:${password}@`, '@');
    await expect(tryConnect(none)).rejects.toThrow();
  });

  it('speaks to psql with PGPASSWORD, and refuses it without', async () => {
    const url = new URL(server.url);
    // Asynchronously: the server answers from this very process.
    const run = (pgPassword: string) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
        execFile(
          psqlPath(),
          [
            '-h',
            url.hostname,
            '-p',
            url.port,
            '-U',
            'postgres',
            '-d',
            'postgres',
            '-w',
            '-tAc',
            'select 40 + 2',
          ],
          { env: { ...process.env, PGPASSWORD: pgPassword }, encoding: 'utf8', timeout: 15_000 },
          (error, stdout, stderr) =>
            done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const ok = await run(password);
    expect(ok.stderr).toBe('');
    expect(ok.stdout.trim()).toBe('42');
    const refused = await run('nope');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/password authentication failed/);
  });
});
