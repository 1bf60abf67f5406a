import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
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

  // The bundles of the functions called below, in a site of their own inside the project (so
  // that the packages left external still resolve): on its first call @netlify/dev traces and
  // copies every function of a site, half a minute for all of them, to test the same thing.
  const site = resolve(root, '.netlify/smoke');

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-functions.ts'], { cwd: root, stdio: 'ignore' });
    await rm(site, { recursive: true, force: true });
    await mkdir(resolve(site, 'functions'), { recursive: true });
    await writeFile(resolve(site, 'netlify.toml'), '[functions]\n  directory = "functions"\n');
    for (const name of ['health', 'newsletter']) {
      await copyFile(
        resolve(root, `.netlify/functions-bundled/${name}.mjs`),
        resolve(site, `functions/${name}.mjs`),
      );
    }
    netlify = new NetlifyDev({
      projectRoot: site,
      edgeFunctions: { enabled: false },
      blobs: { enabled: false },
      database: { enabled: false },
      aiGateway: { enabled: false },
      geolocation: { enabled: false },
      staticFiles: { enabled: false },
      images: { enabled: false },
    });
    await netlify.start();
  }, 180_000);

  afterAll(async () => {
    await netlify.stop().catch(() => {});
    await db.destroy();
    await sql.end();
  });

  it('answers the health check from the bundled function', async () => {
    const response = await netlify.handle(new Request('http://localhost:8888/api/health'));
    expect(response?.status).toBe(200);
    expect(await response!.json()).toEqual({ ok: true });
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
