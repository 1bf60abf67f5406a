import { resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { connectSql } from '#/server/db/client.server.ts';
import { databaseUrl } from './helpers/db.ts';

/**
 * `src/server/db/schema.ts` is written by hand, so nothing but this test stops it from drifting
 * from the migrations: a column added in SQL and not in the types, a nullable column typed as
 * always present, or a default the types do not know of. The types are read with the TypeScript
 * checker through kysely's own Selectable and Insertable, as the queries see them, and compared
 * with the migrated database's catalogue.
 */

const schemaFile = resolve(import.meta.dirname, '../../src/server/db/schema.ts');

interface TypedColumn {
  /** The TypeScript kind a query reads: string, number, boolean, Date or json. */
  kind: string;
  nullable: boolean;
  /** Whether an insert may leave the column out. */
  optionalOnInsert: boolean;
}

/** Every table of `Database` with its columns, as kysely's queries type them. */
function typedTables(): Map<string, Map<string, TypedColumn>> {
  const probe = resolve(import.meta.dirname, '../../src/server/db/__schema-probe.ts');
  const probeText = `
    import type { Insertable, Selectable } from 'kysely';
    import type { Database } from './schema.ts';
    export type Selected = { [T in keyof Database]: Selectable<Database[T]> };
    export type Inserted = { [T in keyof Database]: Insertable<Database[T]> };
  `;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === probe ? probeText : readFile(name));
  host.fileExists = (name) => name === probe || fileExists(name);
  host.getSourceFile = (name, version, ...rest) =>
    name === probe
      ? ts.createSourceFile(name, probeText, version)
      : getSourceFile(name, version, ...rest);
  const program = ts.createProgram([probe, schemaFile], options, host);
  const problems = ts.getPreEmitDiagnostics(program);
  if (problems.length > 0) {
    throw new Error(ts.formatDiagnostics(problems, host));
  }
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe)!;
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!);
  const typeOf = (name: string) =>
    checker.getDeclaredTypeOfSymbol(exported.find((symbol) => symbol.name === name)!);

  const kindOf = (type: ts.Type): { kind: string; nullable: boolean } => {
    const parts = type.isUnion() ? type.types : [type];
    const kinds = new Set<string>();
    let nullable = false;
    for (const part of parts) {
      if (part.flags & ts.TypeFlags.Null) nullable = true;
      else if (part.flags & (ts.TypeFlags.String | ts.TypeFlags.StringLiteral)) kinds.add('string');
      else if (part.flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) kinds.add('number');
      else if (part.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral))
        kinds.add('boolean');
      else if (part.flags & ts.TypeFlags.Unknown) kinds.add('json');
      else if (checker.typeToString(part) === 'Date') kinds.add('Date');
      else if (part.flags & ts.TypeFlags.Object) kinds.add('json');
      else kinds.add(checker.typeToString(part));
    }
    return { kind: [...kinds].sort().join(' | '), nullable };
  };

  const tables = new Map<string, Map<string, TypedColumn>>();
  const selected = typeOf('Selected');
  const inserted = typeOf('Inserted');
  for (const table of checker.getPropertiesOfType(selected)) {
    const row = checker.getTypeOfSymbol(table);
    const insertRow = checker.getTypeOfSymbol(inserted.getProperty(table.name)!);
    const columns = new Map<string, TypedColumn>();
    for (const column of checker.getPropertiesOfType(row)) {
      const insertColumn = insertRow.getProperty(column.name);
      columns.set(column.name, {
        ...kindOf(checker.getTypeOfSymbol(column)),
        // A column an insert can never set (an identity) counts as left out.
        optionalOnInsert: !insertColumn || (insertColumn.flags & ts.SymbolFlags.Optional) !== 0,
      });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** What postgres.js hands back for each column type, in the kinds above. */
const KIND_OF_DATABASE_TYPE: Record<string, string> = {
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  uuid: 'string',
  inet: 'string',
  bytea: 'json',
  int2: 'number',
  int4: 'number',
  // 64-bit integers and numerics arrive as strings, so no precision is lost.
  int8: 'string',
  numeric: 'string',
  bool: 'boolean',
  timestamptz: 'Date',
  timestamp: 'Date',
  date: 'Date',
  jsonb: 'json',
  json: 'json',
  // Arrays (text[]) arrive as JavaScript arrays.
  _text: 'json',
};

describe('the hand-written database types', () => {
  const sql = connectSql(databaseUrl(), 1);
  afterAll(() => sql.end());

  it('match the migrated database: tables, columns, kinds, nulls and defaults', async () => {
    const rows = await sql<
      {
        table_name: string;
        column_name: string;
        udt_name: string;
        data_type: string;
        is_nullable: 'YES' | 'NO';
        has_default: boolean;
      }[]
    >`
      select c.table_name, c.column_name, c.udt_name, c.data_type, c.is_nullable,
             (c.column_default is not null or c.is_identity = 'YES'
              or c.is_generated = 'ALWAYS') as has_default
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.table_name <> 'schema_migrations'
      order by c.table_name, c.ordinal_position`;
    expect(rows.length).toBeGreaterThan(50);

    const typed = typedTables();
    const problems: string[] = [];
    const databaseTables = new Set(rows.map((row) => row.table_name));
    for (const table of databaseTables) {
      if (!typed.has(table)) problems.push(`table ${table} is missing from Database`);
    }
    for (const table of typed.keys()) {
      if (!databaseTables.has(table)) problems.push(`Database has ${table}, no migration makes it`);
    }
    for (const row of rows) {
      const columns = typed.get(row.table_name);
      if (!columns) continue;
      const name = `${row.table_name}.${row.column_name}`;
      const column = columns.get(row.column_name);
      if (!column) {
        problems.push(`${name} is missing from the types`);
        continue;
      }
      const expected =
        row.data_type === 'USER-DEFINED' && !(row.udt_name in KIND_OF_DATABASE_TYPE)
          ? 'string'
          : (KIND_OF_DATABASE_TYPE[row.udt_name] ?? row.udt_name);
      if (column.kind !== expected) {
        problems.push(`${name} is ${row.udt_name}, read as ${expected}; typed ${column.kind}`);
      }
      if (column.nullable !== (row.is_nullable === 'YES')) {
        problems.push(
          `${name} is ${row.is_nullable === 'YES' ? 'nullable' : 'not null'}; typed ${column.nullable ? 'with' : 'without'} null`,
        );
      }
      const mayBeLeftOut = row.has_default || row.is_nullable === 'YES';
      if (column.optionalOnInsert && !mayBeLeftOut) {
        problems.push(`${name} has no default, but the types let an insert leave it out`);
      }
    }
    for (const [table, columns] of typed) {
      for (const column of columns.keys()) {
        if (
          databaseTables.has(table) &&
          !rows.some((r) => r.table_name === table && r.column_name === column)
        ) {
          problems.push(`${table}.${column} is typed, but no migration makes it`);
        }
      }
    }
    expect(
      problems,
      'src/server/db/schema.ts must describe the migrated database; change it with the migration.',
    ).toEqual([]);
  });
});
