import { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_COOKIE,
  createCustomerSignIn,
  hashToken,
  requireCustomer,
} from '#/server/auth/sign-ins.server.ts';
import { connectSql } from '#/server/db/client.server.ts';
import { PostgresPoolDialect } from '#/server/db/pooled-dialect.ts';
import type { Database } from '#/server/db/schema.ts';
import { databaseUrl } from './helpers/db.ts';
import { migrationProbe } from './helpers/migration-probe.ts';

const PROBE = 'sign_ins_probe';
const withCookie = (token: string) =>
  new Request('http://localhost:8888/api/me', {
    headers: { cookie: `${CUSTOMER_COOKIE}=${token}` },
  });

/**
 * Migration 0028 on this engine: a database migrated up to the one before it, with a customer
 * signed in (and one signed out) as the old code wrote them, then 0028. Whoever was signed in
 * stays signed in: their cookie's token still opens their sign-in. Run in a schema of its own
 * (one connection, so its search path holds), so the test database is untouched.
 */
describe('migration 0028: the sessions table becomes sign_ins', () => {
  const sql = connectSql(databaseUrl(), 1);
  const db = new Kysely<Database>({ dialect: new PostgresPoolDialect(sql) });
  afterAll(async () => {
    await sql.unsafe(`drop schema if exists ${PROBE} cascade`);
    await db.destroy();
  });

  it('keeps every sign-in, so a customer signed in before it is still signed in after', async () => {
    await migrationProbe(sql, PROBE, '0028', async (apply, name) => {
      // As the old code wrote them: a live sign-in and one ended by logging out.
      const [user] = await sql<{ id: string }[]>`
        insert into users (email) values ('asha@example.com') returning id`;
      const later = new Date(Date.now() + 3_600_000);
      await sql`insert into sessions (token_hash, kind, user_id, expires_at)
        values (${hashToken('live-token')}, 'customer', ${user!.id}, ${later})`;
      await sql`insert into sessions (token_hash, kind, user_id, expires_at, revoked_at)
        values (${hashToken('ended-token')}, 'customer', ${user!.id}, ${later}, now())`;

      expect(await apply()).toEqual([name]);

      const signedIn = await requireCustomer(db, withCookie('live-token'));
      expect(signedIn).toMatchObject({ kind: 'customer', userId: user!.id });
      await expect(requireCustomer(db, withCookie('ended-token'))).rejects.toMatchObject({
        status: 401,
      });
      // A new sign-in takes the next id and ends the one the browser held.
      await createCustomerSignIn(db, withCookie('live-token'), user!.id);
      await expect(requireCustomer(db, withCookie('live-token'))).rejects.toMatchObject({
        status: 401,
      });
      expect(
        (await sql<{ id: string }[]>`select id from sign_ins order by id`).map((r) => r.id),
      ).toEqual(['1', '2', '3']);

      // The rules came along under the new name: one owner per kind.
      await expect(
        sql`insert into sign_ins (token_hash, kind, expires_at) values ('x', 'customer', ${later})`,
      ).rejects.toThrow(/sign_ins_owner_check/);
      // The table's sequence, constraints and indexes are named after it now.
      const names = await sql<{ name: string }[]>`
        select conname as name from pg_constraint where conrelid = 'sign_ins'::regclass
        union select indexname from pg_indexes where schemaname = ${PROBE} and tablename = 'sign_ins'
        union select pg_get_serial_sequence('sign_ins', 'id')
`;
      expect(names.map((r) => r.name).sort()).toEqual([
        'sign_ins_admin_id_fkey',
        'sign_ins_admin_idx',
        'sign_ins_clinician_id_fkey',
        'sign_ins_clinician_idx',
        'sign_ins_kind_check',
        'sign_ins_owner_check',
        'sign_ins_pkey',
        `${PROBE}.sign_ins_id_seq`,
        'sign_ins_token_hash_key',
        'sign_ins_user_id_fkey',
        'sign_ins_user_idx',
      ]);
    });
  });
});
