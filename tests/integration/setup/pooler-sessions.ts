import postgres from 'postgres';
import { afterAll, expect, inject } from 'vitest';

/**
 * After each test file of the pooler pass: no server connection behind the pooler is left with
 * state from a session. In transaction mode the next transaction on that connection may be any
 * client's, so a `SET` (rather than `SET LOCAL`), a session advisory lock, a named prepared
 * statement or a temporary table leaks into someone else's work, or is missing from the
 * client's next transaction ("prepared statement does not exist"). Holding as many
 * transactions at once as the pool has connections visits every connection.
 */

/** PgBouncer's `default_pool_size` in .ci/run. */
const POOL = Number(process.env.TEST_POOLER_POOL_SIZE ?? 15);

/** Parameters PgBouncer itself sets on a server connection for each client that sends them. */
const POOLER_TRACKED = [
  'application_name',
  'client_encoding',
  'DateStyle',
  'TimeZone',
  'standard_conforming_strings',
];

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

interface SessionState {
  pid: number;
  settings: string[];
  advisoryLocks: number;
  prepared: string[];
  temporaryTables: number;
}

afterAll(async () => {
  const sql = postgres(inject('databaseUrl'), { max: POOL, prepare: false, onnotice: () => {} });
  let started = 0;
  let allStarted: () => void = () => {};
  const together = new Promise<void>((resolve) => {
    allStarted = resolve;
  });
  try {
    const states = await Promise.all(
      Array.from({ length: POOL }, () =>
        sql.begin(async (tx) => {
          const [state] = await tx<SessionState[]>`
            select pg_backend_pid() as pid,
              array(select name || '=' || setting from pg_settings
                    where source = 'session' and name <> all(${POOLER_TRACKED})) as settings,
              (select count(*)::int from pg_locks
               where locktype = 'advisory' and pid = pg_backend_pid()) as "advisoryLocks",
              array(select name from pg_prepared_statements) as prepared,
              (select count(*)::int from pg_class
               where relnamespace = pg_my_temp_schema()) as "temporaryTables"`;
          // What is found is reported below, and cleared here, so that the check fails in the
          // file that left it and not in every file after it as well.
          for (const setting of state!.settings) {
            const name = setting.slice(0, setting.indexOf('='));
            await tx.unsafe(`reset ${name.split('.').map(quoted).join('.')}`);
          }
          if (state!.advisoryLocks > 0) await tx`select pg_advisory_unlock_all()`;
          if (state!.prepared.length > 0) await tx.unsafe('deallocate all');
          if (state!.temporaryTables > 0) await tx.unsafe('discard temp');
          // Keep this connection until every probe has one of its own (or a moment has passed).
          if (++started === POOL) allStarted();
          await Promise.race([together, new Promise((r) => setTimeout(r, 2000))]);
          return state!;
        }),
      ),
    );
    const dirty = [...new Map(states.map((s) => [s.pid, s])).values()].filter(
      (s) =>
        s.settings.length > 0 ||
        s.advisoryLocks > 0 ||
        s.prepared.length > 0 ||
        s.temporaryTables > 0,
    );
    expect(
      dirty,
      'A server connection behind the transaction pooler kept session state. Use SET LOCAL (or set_config(..., true)) inside a transaction, pg_advisory_xact_lock, unnamed statements (prepare: false) and no temporary tables.',
    ).toEqual([]);
  } finally {
    await sql.end();
  }
});
