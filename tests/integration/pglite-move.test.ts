import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { type PostgresServer, startPostgresServer } from '@psycortex/local-runtime/postgres-server';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, MIGRATIONS_TABLE } from '#/server/db/migrate.server.ts';
import { moveInPglite } from '../../scripts/db/pglite-import.ts';

/**
 * A `.data/pglite` left by the earlier local runtime (PGlite) is moved into the new server on its
 * first start, table by table, with nothing lost.
 */
describe('moving an earlier PGlite data folder in', () => {
  let dir: string;
  let server: PostgresServer;
  const message = 'two\nlines, a tab\there and \\ a backslash; -- not a comment, É';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'psycortex-move-'));
    // The earlier version's folder, as its runtime left it: every migration, and some rows.
    const old = await PGlite.create({ dataDir: join(dir, 'pglite'), extensions: { btree_gist } });
    await old.exec(MIGRATIONS_TABLE);
    for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
      await old.exec(await readFile(join(MIGRATIONS_DIR, file), 'utf8'));
      await old.query('insert into schema_migrations (version) values ($1)', [
        file.replace(/\.sql$/, ''),
      ]);
    }
    for (let i = 0; i < 3; i++) {
      await old.query(
        `insert into enquiries (firstname, lastname, email, contact_number, city, state, country, message)
         values ('Ann', 'Ó Brien', $1, '+91 1', 'Pune', 'MH', 'IN', $2)`,
        [`a${i}@example.com`, message],
      );
    }
    await old.query(
      `insert into clinicians (slug, name, role, languages, services, modes)
       values ('dr-a', 'Dr A', 'Psychologist', '{English,"Hindi, Marathi"}', '{}', '{video}')`,
    );
    await old.query('delete from enquiries where email = $1', ['a2@example.com']);
    await old.close();
    server = await startPostgresServer({
      dataDir: join(dir, 'postgres'),
      password: randomBytes(12).toString('hex'),
      settings: { fsync: 'off' },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads every table, counts each on both sides, and keeps the old folder aside', async () => {
    const lines: string[] = [];
    const moved = await moveInPglite(dir, server.url, (line) => lines.push(line));
    expect(moved?.movedTo).toBe(join(dir, 'pglite.moved'));
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
    expect(existsSync(join(dir, 'pglite.moved', 'PG_VERSION'))).toBe(true);
    expect(lines).toContain(`  enquiries: 2 rows in ${join(dir, 'pglite')}, 2 in PostgreSQL`);
    expect(moved!.tables.find((t) => t.name === 'schema_migrations')!.rows).toBeGreaterThan(10);

    const sql = postgres(server.url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql`select id, email, message from enquiries order by id`;
      expect(rows.map((r) => [r.id, r.email, r.message])).toEqual([
        ['1', 'a0@example.com', message],
        ['2', 'a1@example.com', message],
      ]);
      const [clinician] = await sql`select languages, modes from clinicians`;
      expect(clinician).toEqual({ languages: ['English', 'Hindi, Marathi'], modes: ['video'] });
      // The identity goes on where the old database left it (3 were taken, one deleted).
      const [next] =
        await sql`insert into enquiries (firstname, lastname, email, contact_number, city, state, country, message)
        values ('B', 'B', 'b@example.com', '1', 'X', 'Y', 'IN', 'm') returning id`;
      expect(next?.id).toBe('4');
    } finally {
      await sql.end();
    }
    // Once moved, a later start finds nothing to move.
    expect(await moveInPglite(dir, server.url, () => {})).toBeUndefined();
  });
});
