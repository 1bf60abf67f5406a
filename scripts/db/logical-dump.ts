import { readdir, readFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type postgres from 'postgres';
import { MIGRATIONS_DIR, MIGRATIONS_TABLE } from '#/server/db/migrate.server.ts';

/**
 * A dump that needs no pg_dump of the server's version: the schema is the migrations the
 * database has recorded in `schema_migrations`, replayed from this checkout, and the rows are a
 * `COPY` of every table of the public schema, in foreign-key order, each sorted by its primary
 * key (so that the same data always gives the same file). Then every sequence is set where it
 * was. psql loads it (`psql -v ON_ERROR_STOP=1 -1 -f`) into PostgreSQL 15 and later, Supabase
 * included; `npm run db:restore` loads it without psql (loadDump below).
 *
 * What the migrations did not make is not in the dump: a table or column added by hand makes
 * its COPY fail at restore (a COPY names its columns), rather than go missing quietly.
 */

/** Where a dump's data come from: a postgres.js session, or PGlite for an old data folder. */
export interface DumpSource {
  rows<T>(query: string): Promise<T[]>;
  /** The text of `COPY (<query>) TO STDOUT`. */
  copyOut(query: string): Promise<string>;
}

export interface DumpResult {
  text: string;
  /** Rows per table, in the dump's order. */
  tables: { name: string; rows: number }[];
}

/** A postgres.js client or one of its transactions. */
type Session = postgres.Sql | postgres.TransactionSql;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The tables of the public schema, each after the tables it refers to (then by name). */
export function dependencyOrder(tables: string[], references: [string, string][]): string[] {
  const waiting = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const [from, to] of references) {
    if (from !== to && waiting.has(from) && waiting.has(to)) waiting.get(from)!.add(to);
  }
  const order: string[] = [];
  while (waiting.size > 0) {
    const free = [...waiting].filter(([, needs]) => needs.size === 0).map(([t]) => t);
    if (free.length === 0) {
      throw new Error(
        `The tables ${[...waiting.keys()].sort().join(', ')} refer to each other in a cycle; a dump in foreign-key order cannot load them.`,
      );
    }
    const next = free.sort()[0]!;
    order.push(next);
    waiting.delete(next);
    for (const needs of waiting.values()) needs.delete(next);
  }
  return order;
}

export async function makeDump(
  source: DumpSource,
  {
    serverVersion,
    migrationsDir = MIGRATIONS_DIR,
  }: { serverVersion: string; migrationsDir?: string },
): Promise<DumpResult> {
  const [known] = await source.rows<{ name: string | null }>(
    "select to_regclass('public.schema_migrations')::text as name",
  );
  if (!known?.name)
    throw new Error('This database has no schema_migrations table: nothing to dump.');
  const versions = (
    await source.rows<{ version: string }>(
      'select version from public.schema_migrations order by 1',
    )
  ).map((r) => r.version);
  const files = new Set(await readdir(migrationsDir));
  const missing = versions.filter((v) => !files.has(`${v}.sql`));
  if (missing.length > 0) {
    throw new Error(
      `The database has migrations this checkout lacks (${missing.join(', ')}): dump it with the version of the site that made it.`,
    );
  }

  const tables = (
    await source.rows<{ name: string }>(`
      select c.relname as name from pg_catalog.pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and not c.relispartition
      order by 1`)
  ).map((r) => r.name);
  const references = await source.rows<{ source: string; target: string }>(`
    select s.relname as source, t.relname as target
    from pg_catalog.pg_constraint k
    join pg_catalog.pg_class s on s.oid = k.conrelid
    join pg_catalog.pg_class t on t.oid = k.confrelid
    where k.contype = 'f' and s.relnamespace = 'public'::regnamespace`);
  const order = dependencyOrder(
    tables,
    references.map((r) => [r.source, r.target]),
  );
  const columns = await source.rows<{ table: string; name: string; key: boolean }>(`
    select c.relname as table, a.attname as name,
      coalesce(a.attnum = any(i.indkey::int2[]), false) as key
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`);
  const sequences = (
    await source.rows<{ name: string }>(`
      select c.relname as name from pg_catalog.pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'S' order by 1`)
  ).map((r) => r.name);

  const out: string[] = [
    '-- Psycortex database dump: the schema as its migrations make it, then the rows of every table.',
    '-- Load it with `npm run db:restore < this-file` or, into PostgreSQL 15 or later (Supabase too),',
    '-- with `psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -1 -f this-file`, into a database without these tables.',
    `-- Dumped from PostgreSQL ${serverVersion}`,
    `-- Migrations: ${versions.join(', ') || 'none'}`,
    '',
    'SET statement_timeout = 0;',
    'SET lock_timeout = 0;',
    'SET idle_in_transaction_session_timeout = 0;',
    "SET client_encoding = 'UTF8';",
    'SET standard_conforming_strings = on;',
    'SET check_function_bodies = false;',
    'SET client_min_messages = warning;',
    "SELECT pg_catalog.set_config('search_path', 'public', false);",
    '',
    `${MIGRATIONS_TABLE.trim()};`,
    '',
  ];
  for (const version of versions) {
    const text = await readFile(`${migrationsDir}/${version}.sql`, 'utf8');
    if (/^\\\.$/m.test(text))
      throw new Error(`${version}.sql holds a line "\\." and cannot go in a dump.`);
    out.push(`-- Migration ${version}`, text.trimEnd(), '');
  }

  out.push(
    '-- Rows. Migrations may have added rows of their own: the dump holds every row there was.',
    ...(order.length > 0 ? [`TRUNCATE ${order.map((t) => `public.${ident(t)}`).join(', ')};`] : []),
    '',
  );
  const counts: DumpResult['tables'] = [];
  for (const table of order) {
    const cols = columns.filter((c) => c.table === table);
    const names = cols.map((c) => ident(c.name)).join(', ');
    const keys = cols.filter((c) => c.key);
    const sort = (keys.length > 0 ? keys : cols).map((c) => ident(c.name)).join(', ');
    const data = await source.copyOut(
      `SELECT ${names} FROM public.${ident(table)} ORDER BY ${sort}`,
    );
    const rows = data === '' ? 0 : data.split('\n').length - 1;
    counts.push({ name: table, rows });
    out.push(
      `ALTER TABLE public.${ident(table)} DISABLE TRIGGER USER;`,
      `COPY public.${ident(table)} (${names}) FROM stdin;`,
      `${data}\\.`,
      `ALTER TABLE public.${ident(table)} ENABLE TRIGGER USER;`,
      '',
    );
  }
  for (const sequence of sequences) {
    const [state] = await source.rows<{ last: string; called: boolean }>(
      `select last_value::text as last, is_called as called from public.${ident(sequence)}`,
    );
    out.push(
      `SELECT pg_catalog.setval(${literal(`public.${ident(sequence)}`)}, ${state!.last}, ${state!.called});`,
    );
  }
  out.push('');
  return { text: out.join('\n'), tables: counts };
}

/** A postgres.js session as a dump's source (inside the caller's read-only transaction). */
export function sqlSource(sql: Session): DumpSource {
  return {
    rows: async <T>(query: string) => (await sql.unsafe(query)) as unknown as T[],
    async copyOut(query) {
      const stream = await sql.unsafe(`COPY (${query}) TO STDOUT`).readable();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}

/** A dump split into what runs as SQL and what a COPY loads. */
export type DumpPart = { sql: string } | { copy: string; data: string };

const COPY_FROM_STDIN = /^COPY\s[^;]*\sFROM\s+stdin;\s*$/i;

/**
 * Splits a plain dump at its `COPY … FROM stdin;` lines and their data (up to a line `\.`), as
 * psql reads it. A dump's own lines only: a COPY line inside a function's body would be taken
 * for one.
 */
export function splitDump(text: string): DumpPart[] {
  const parts: DumpPart[] = [];
  const lines = text.split('\n');
  let statement: string[] = [];
  const flush = () => {
    const sql = statement.join('\n');
    if (sql.trim() !== '') parts.push({ sql });
    statement = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!COPY_FROM_STDIN.test(line)) {
      statement.push(line);
      continue;
    }
    flush();
    const data: string[] = [];
    for (i++; i < lines.length && lines[i] !== '\\.'; i++) data.push(`${lines[i]}\n`);
    if (i >= lines.length) throw new Error(`The data of "${line}" do not end with a line \\.`);
    parts.push({ copy: line.replace(/;\s*$/, ''), data: data.join('') });
  }
  flush();
  return parts;
}

/** Runs a split dump on a session (the caller's transaction): SQL as it is, COPY with its data. */
export async function loadDump(sql: Session, parts: DumpPart[]): Promise<void> {
  for (const part of parts) {
    if ('sql' in part) {
      await sql.unsafe(part.sql);
      continue;
    }
    const stream: Writable = await sql.unsafe(part.copy).writable();
    stream.end(part.data);
    await finished(stream);
  }
}
