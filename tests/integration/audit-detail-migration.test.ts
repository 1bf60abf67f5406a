import { afterAll, describe, expect, it } from 'vitest';
import { connectSql } from '#/server/db/client.server.ts';
import { databaseUrl } from './helpers/db.ts';
import { migrationProbe } from './helpers/migration-probe.ts';

const PROBE = 'migration_probe';

/**
 * Migration 0013 on this engine (PGlite's PostgreSQL, and PostgreSQL 15 when TEST_DATABASE_URL
 * is set): a database migrated up to the one before it, with access-log details written as the
 * old code wrote them, then 0013. Run in a schema of its own, so the test database is untouched.
 */
describe('migration 0013: access-log details become JSON objects', () => {
  const sql = connectSql(databaseUrl(), 1);
  afterAll(async () => {
    await sql.unsafe(`drop schema if exists ${PROBE} cascade`);
    await sql.end();
  });

  it('turns each detail stored as a JSON string into the object it spells, and allows only objects after', async () => {
    await migrationProbe(sql, PROBE, '0013', async (apply, name) => {
      // As audit() wrote them before: a string for a jsonb parameter is stored as a JSON string.
      const old = (action: string, detail: unknown) =>
        sql`insert into admin_audit (admin_username, action, detail) values ('meera', ${action}, ${detail as string})`;
      await old('booking.answers-read', JSON.stringify({ booking: '7' }));
      await old('read.users', JSON.stringify({ page: 1, q: 'Asha "A." Rao' }));
      await old('odd.string', 'not JSON at all');
      await old('odd.number', JSON.stringify(42));
      await sql`insert into admin_audit (admin_username, action, detail)
        values ('meera', 'already.object', ${sql.json({ network: '203.0.113.9' })})`;
      await sql`insert into admin_audit (admin_username, action) values ('meera', 'default')`;
      const before = await sql`select jsonb_typeof(detail) as kind from admin_audit order by id`;
      expect(before.map((r) => r.kind)).toEqual([
        'string',
        'string',
        'string',
        'string',
        'object',
        'object',
      ]);
      expect(
        (await sql`select count(*)::int as n from admin_audit where detail->>'booking' = '7'`)[0]!
          .n,
      ).toBe(0);

      expect(await apply()).toEqual([name]);

      const after = await sql`select action, detail from admin_audit order by id`;
      expect(after.map((r) => [r.action, r.detail])).toEqual([
        ['booking.answers-read', { booking: '7' }],
        ['read.users', { page: 1, q: 'Asha "A." Rao' }],
        ['odd.string', { value: 'not JSON at all' }],
        ['odd.number', { value: 42 }],
        ['already.object', { network: '203.0.113.9' }],
        ['default', {}],
      ]);
      expect(
        (await sql`select count(*)::int as n from admin_audit where detail->>'booking' = '7'`)[0]!
          .n,
      ).toBe(1);
      // From now on only objects are accepted.
      await expect(old('new.string', JSON.stringify({ booking: '8' }))).rejects.toThrow(
        /admin_audit_detail_object/,
      );
    });
  });
});
