import type { DumpPart } from './logical-dump.ts';

/**
 * Why a split dump cannot be restored without psql, if it cannot: psql's own commands
 * (backslash lines), which `npm run db:dump` never writes but other tools do.
 */
export function needsPsql(parts: DumpPart[]): string | undefined {
  for (const part of parts) {
    if (!('sql' in part)) continue;
    const command = part.sql.match(/^\\\S+/m);
    if (command) return `it holds the psql command ${command[0]}`;
  }
  return undefined;
}

/** psql's \restrict and \unrestrict lines (pg_dump 17.6 and later) guard psql only. */
export function withoutRestrict(script: string): string {
  return script.replace(/^\\(?:un)?restrict\b.*\r?\n?/gm, '');
}
