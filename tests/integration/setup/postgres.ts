import type { TestProject } from 'vitest/node';
import { connectSql } from '#/server/db/client.server.ts';
import { migrate } from '#/server/db/migrate.server.ts';

/** A real PostgreSQL from TEST_DATABASE_URL, emptied and migrated from scratch. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const sql = connectSql(url);
  await sql.unsafe('drop schema if exists public cascade; create schema public;');
  await migrate(sql);
  await sql.end();
  project.provide('databaseUrl', url);
  project.provide('databaseKind', 'postgres');
}
