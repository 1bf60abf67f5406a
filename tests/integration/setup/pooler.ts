import type { TestProject } from 'vitest/node';
import { connectSql } from '#/server/db/client.server.ts';
import { migrate } from '#/server/db/migrate.server.ts';

/**
 * PostgreSQL through a transaction-mode pooler (TEST_POOLER_URL: PgBouncer with
 * `pool_mode = transaction`, as Supabase serves serverless functions), in a database of its
 * own so that it never shares tables with the other projects. As in production, the schema is
 * made over the direct connection (TEST_DATABASE_URL, the same server) and everything else goes
 * through the pooler, where a session's state (prepared statements, SET, advisory locks,
 * temporary tables) does not outlast its transaction.
 */
export default async function setup(project: TestProject) {
  const pooled = process.env.TEST_POOLER_URL;
  const direct = process.env.TEST_DATABASE_URL;
  if (!pooled) throw new Error('TEST_POOLER_URL is not set');
  if (!direct) throw new Error('TEST_DATABASE_URL (the direct connection) is not set');
  const name = decodeURIComponent(new URL(pooled).pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`TEST_POOLER_URL names an odd database: ${name}`);
  const server = connectSql(direct);
  const [exists] = await server`select 1 as yes from pg_database where datname = ${name}`;
  if (!exists) await server.unsafe(`create database ${name}`);
  await server.end();

  const directUrl = new URL(direct);
  directUrl.pathname = `/${name}`;
  const sql = connectSql(directUrl.href);
  await sql.unsafe('drop schema if exists public cascade; create schema public;');
  await migrate(sql);
  await sql.end();
  project.provide('databaseUrl', pooled);
  project.provide('databaseKind', 'postgres');
}
