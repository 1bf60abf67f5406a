import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from './helpers/db.ts';

/**
 * The deploy bundle under Netlify's own local runtime (a worker per call, as in production),
 * so that a difference between it and the in-process runtime shows up here.
 */
describe('deploy bundle under stock @netlify/dev', () => {
  const root = resolve(import.meta.dirname, '../..');
  const { db, sql } = useTestDatabase();
  let netlify: NetlifyDev;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-functions.ts'], { cwd: root, stdio: 'ignore' });
    netlify = new NetlifyDev({
      projectRoot: root,
      edgeFunctions: { enabled: false },
      blobs: { enabled: false },
      database: { enabled: false },
      aiGateway: { enabled: false },
      geolocation: { enabled: false },
      staticFiles: { enabled: false },
      images: { enabled: false },
    });
    await netlify.start();
    // The first call makes @netlify/dev trace and copy every function (half a minute with ~45
    // of them); the tests below measure behaviour, not that one-off cost.
    await netlify.handle(new Request('http://localhost:8888/api/health'));
  }, 180_000);

  afterAll(async () => {
    await netlify.stop().catch(() => {});
    await db.destroy();
    await sql.end();
  });

  it('answers the health check from the bundled function', async () => {
    const response = await netlify.handle(new Request('http://localhost:8888/api/health'));
    expect(response?.status).toBe(200);
    const body = (await response!.json()) as { ok: boolean; db: string };
    expect(body).toMatchObject({ ok: true });
    expect(body.db).toMatch(/PostgreSQL/);
  });

  it('validates input the same way', async () => {
    const response = await netlify.handle(
      new Request('http://localhost:8888/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:8888' },
        body: JSON.stringify({ email: 'nope' }),
      }),
    );
    expect(response?.status).toBe(400);
    expect(await response!.json()).toMatchObject({ error: { code: 'invalid_input' } });
  });
});
