/**
 * Makes a dump from PGlite's pg_dump (version 18) acceptable to PostgreSQL 15 and later, such as
 * Supabase's or Debian's: settings older servers do not know are set only where they exist.
 */
export function portable(dump: string): string {
  return dump.replace(
    /^SET (transaction_timeout) = (\w+);$/gm,
    (_, name: string, value: string) =>
      `SELECT pg_catalog.set_config('${name}', '${value}', false) FROM pg_catalog.pg_settings WHERE name = '${name}';`,
  );
}

/**
 * Why a script cannot be restored without psql, if it cannot: psql's own commands (backslash
 * lines) and COPY blocks, which a real pg_dump writes unless given --inserts.
 */
export function needsPsql(script: string): string | undefined {
  const command = script.match(/^\\(?!(?:un)?restrict\b)\S+/m);
  if (command) return `it holds the psql command ${command[0]}`;
  if (/^COPY\s[^;]*\sFROM\s+stdin;$/im.test(script))
    return 'it loads rows with COPY ... FROM stdin';
  return undefined;
}

/** psql's \restrict and \unrestrict lines (pg_dump 17.6 and later) guard psql only. */
export function withoutRestrict(script: string): string {
  return script.replace(/^\\(?:un)?restrict\b.*\r?\n?/gm, '');
}
