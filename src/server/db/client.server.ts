import { Kysely } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import { config } from '#/server/config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Sql = postgres.Sql;

let instance: Db | undefined;

/**
 * A small postgres.js client. `prepare: false` because Supabase's transaction pooler and the
 * embedded server both share sessions between clients, where named statements would collide.
 * A short idle timeout lets a serverless instance freeze without holding a connection open.
 * int8 columns arrive as strings; money is converted explicitly where it is read.
 */
export function connectSql(url: string, max = 1): Sql {
  return postgres(url, {
    max,
    prepare: false,
    idle_timeout: 5,
    connect_timeout: 10,
    onnotice: () => {},
  });
}

export function connect(url: string, max = 1): Db {
  return new Kysely<Database>({
    dialect: new PostgresJSDialect({ postgres: connectSql(url, max) }),
  });
}

/** The process's client, made on first use. */
export function db(): Db {
  instance ??= connect(config().DATABASE_URL, config().DB_POOL_MAX);
  return instance;
}

export async function closeDb(): Promise<void> {
  const current = instance;
  instance = undefined;
  if (current) await current.destroy();
}
