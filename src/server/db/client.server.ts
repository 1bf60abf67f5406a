import { Kysely } from 'kysely';
import postgres from 'postgres';
import { config } from '#/server/config.ts';
import { PostgresPoolDialect } from './pooled-dialect.ts';
import type { Database } from './schema.ts';
import { parseTextArray, serializeTextArray } from './text-array.ts';

export type Db = Kysely<Database>;
export type Sql = postgres.Sql;

let instance: Db | undefined;

/** `text[]`, the one array type of the schema (see text-array.ts). */
const TEXT_ARRAY = 1009;

/**
 * A small postgres.js client. `prepare: false` because Supabase's transaction pooler shares
 * server sessions between clients, where named statements would collide. A short idle timeout
 * lets a serverless instance freeze without holding a connection open. int8 columns arrive as
 * strings; money is converted explicitly where it is read. The statement timeout is the role's
 * (migration 0016), which holds through a transaction pooler, where startup parameters do not.
 *
 * No array-type query at connect (`fetch_types`): postgres.js does not await it, so its failure
 * would end the process; `text[]` is declared instead. (With it off, postgres.js's `reserve()`
 * hangs on a new connection, porsager/postgres#751: Kysely goes through the pool,
 * pooled-dialect.ts, and nothing here reserves.)
 */
export function connectSql(url: string, max = 1): Sql {
  return postgres(url, {
    max,
    prepare: false,
    fetch_types: false,
    types: {
      textArray: {
        to: TEXT_ARRAY,
        from: [TEXT_ARRAY],
        serialize: serializeTextArray,
        parse: parseTextArray,
      },
    },
    idle_timeout: 5,
    connect_timeout: 10,
    onnotice: () => {},
  }) as unknown as Sql;
}

export function connect(url: string, max = 1): Db {
  return new Kysely<Database>({
    dialect: new PostgresPoolDialect(connectSql(url, max)),
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
