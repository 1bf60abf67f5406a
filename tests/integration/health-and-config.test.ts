import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectSql } from '#/server/db/client.server.ts';
import { migrate } from '#/server/db/migrate.server.ts';
import { useTestDatabase } from './helpers/db.ts';
import { startTestSite, type TestSite } from './helpers/site.ts';

describe('health, configuration and migrations', () => {
  const { db, sql } = useTestDatabase();
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(process.env.DATABASE_URL!);
  });
  afterAll(async () => {
    await site.close();
    await db.destroy();
    await sql.end();
  });

  it('reports the database after a real query', async () => {
    const response = await fetch(`${site.url}/api/health`);
    expect(response.status).toBe(200);
    // Up or not, and nothing about the database behind it.
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('applies migrations once, however often it runs', async () => {
    const again = await migrate(sql);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toBeGreaterThan(0);
  });

  it('answers 503 plainly when the configuration is incomplete, naming the variable only in the log', async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => {
      logged.push(args.map(String).join(' '));
    });
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      // A fresh bundle has no cached configuration, as a cold function instance.
      const cold = await startTestSite('');
      delete process.env.DATABASE_URL;
      const response = await fetch(`${cold.url}/api/health`);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('not_configured');
      expect(body.error.message).toBe(
        'This part of the site is not available at the moment. Please try again later.',
      );
      expect(JSON.stringify(body)).not.toMatch(/DATABASE_URL|OTP_SECRET|at \w+ \(|node_modules/);
      expect(logged.join('\n')).toContain('DATABASE_URL is missing');
      await cold.close();
    } finally {
      spy.mockRestore();
      process.env.DATABASE_URL = saved;
    }
  });

  it('answers 503 without the driver error when the database is unreachable', async () => {
    const saved = process.env.DATABASE_URL;
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dead = await startTestSite('postgres://nobody@127.0.0.1:9/none');
    const response = await fetch(`${dead.url}/api/health`);
    spy.mockRestore();
    expect(response.status).toBe(503);
    const body = (await response.json()) as { ok: boolean; reason: string };
    expect(body).toEqual({ ok: false, reason: 'The database is unreachable.' });
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|nobody|ECONNREFUSED/);
    await dead.close();
    process.env.DATABASE_URL = saved;
  });

  it('migrates an empty database from scratch', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    const scratch = `scratch_${Date.now()}`;
    await sql.unsafe(`create database ${scratch}`);
    url.pathname = `/${scratch}`;
    const fresh = connectSql(url.toString());
    const result = await migrate(fresh);
    expect(result.applied[0]).toBe('0001_foundation');
    await fresh.end();
    // A pooler keeps its own connections to the scratch database open: close them too.
    await sql.unsafe(`drop database ${scratch} with (force)`);
  });
});
