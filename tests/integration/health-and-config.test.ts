import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSql } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { databaseKind, useTestDatabase } from './helpers/db.ts';
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
    const body = (await response.json()) as { ok: boolean; db: string };
    expect(body.ok).toBe(true);
    expect(body.db).toMatch(/^PostgreSQL \d+/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('applies migrations once, however often it runs', async () => {
    const again = await migrate(sql);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toBeGreaterThan(0);
  });

  it('answers 503 naming the variable when the configuration is incomplete', async () => {
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
      expect(body.error.message).toContain('DATABASE_URL is missing');
      expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules/);
      await cold.close();
    } finally {
      process.env.DATABASE_URL = saved;
    }
  });

  it('answers 503 with the reason when the database is unreachable', async () => {
    const saved = process.env.DATABASE_URL;
    const dead = await startTestSite('postgres://nobody@127.0.0.1:9/none');
    const response = await fetch(`${dead.url}/api/health`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { ok: boolean; reason: string };
    expect(body.ok).toBe(false);
    expect(body.reason).toMatch(/unreachable/);
    await dead.close();
    process.env.DATABASE_URL = saved;
  });

  it('migrates an empty database from scratch', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    if (databaseKind() === 'postgres') {
      const scratch = `scratch_${Date.now()}`;
      await sql.unsafe(`create database ${scratch}`);
      url.pathname = `/${scratch}`;
      const fresh = connectSql(url.toString());
      const result = await migrate(fresh);
      expect(result.applied[0]).toBe('0001_foundation');
      await fresh.end();
      await sql.unsafe(`drop database ${scratch}`);
    } else {
      const tables = await sql`select tablename from pg_tables where schemaname = 'public'`;
      expect(tables.length).toBeGreaterThan(5);
    }
  });
});
