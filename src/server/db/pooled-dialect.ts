import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type postgres from 'postgres';

/**
 * Kysely over postgres.js through postgres.js's pool, as its own documentation has it: a query
 * goes to whichever connection is free (`sql.unsafe`), a transaction holds one for its length
 * (`sql.begin`). kysely-postgres-js instead pins a connection with `reserve()` for every query,
 * and postgres.js 3.4.9 loses pinned connections when the database goes away under them: the
 * pool hands out a closed one again and again, or forgets a waiting `reserve()`, so the site
 * kept failing after its database was back (tests/integration/embedded-clients.test.ts kills
 * the server under 4 busy connections, 5 times). The pool itself heals at once.
 *
 * One thing at a time on each connection: a query outside a transaction, or a whole
 * transaction, first takes one of as many turns as the pool has connections (`Turns`), so
 * postgres.js always finds a free connection for it and never pipelines. postgres.js otherwise
 * sends a query down a connection still busy with another when every connection is busy (with
 * DB_POOL_MAX=1, any `Promise.all` of two queries), and a transaction pooler hands the server
 * connection to another client at the first query's end: PgBouncer in transaction mode drops
 * the answer to the query sent behind it ("got packet '1' from server when not linked",
 * pgbouncer/pgbouncer#759; the same hang is reported through Supabase's Supavisor,
 * porsager/postgres#970), and the query waits for ever, with every later query of the
 * instance queued behind it. postgres.js's own switch, `max_pipeline: 0`, makes every
 * `sql.begin` fail (porsager/postgres#1210).
 * tests/integration/db-client.test.ts runs the Clinicians tab's three concurrent reads.
 */

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);
/** The callback's way of asking postgres.js's `begin` for a rollback. */
const ROLLBACK = Symbol('rollback');

/** As many turns as the pool has connections; `take` waits for one and returns its release. */
class Turns {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  async take(): Promise<() => void> {
    if (this.#free > 0) this.#free -= 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    };
  }
}

class PooledConnection implements DatabaseConnection {
  readonly #pool: postgres.Sql;
  readonly #turns: Turns;
  #transaction: { sql: postgres.TransactionSql; end(commit: boolean): Promise<void> } | undefined;

  constructor(pool: postgres.Sql, turns: Turns) {
    this.#pool = pool;
    this.#turns = turns;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = [...query.parameters] as postgres.ParameterOrJSON<never>[];
    let result: postgres.RowList<postgres.Row[]>;
    // Inside a transaction the connection is already this transaction's alone.
    if (this.#transaction) result = await this.#transaction.sql.unsafe(query.sql, parameters);
    else {
      const release = await this.#turns.take();
      try {
        result = await this.#pool.unsafe(query.sql, parameters);
      } finally {
        release();
      }
    }
    return {
      numAffectedRows: COUNTED.has(result.command) ? BigInt(result.count) : undefined,
      rows: Array.from(result.values()) as R[],
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not used by the site.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported by this dialect.');
  }

  /** Opens a transaction that lasts until commit() or rollback(). */
  async begin(settings: TransactionSettings): Promise<void> {
    if (this.#transaction) throw new Error('A transaction is already open on this connection.');
    const mode = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ]
      .filter(Boolean)
      .join(' ');
    let finish: (commit: boolean) => void = () => {};
    let opened: (sql: postgres.TransactionSql) => void = () => {};
    const ready = new Promise<postgres.TransactionSql>((resolve) => {
      opened = resolve;
    });
    // The transaction's turn lasts until it has committed or rolled back.
    const release = await this.#turns.take();
    const outcome = this.#pool.begin(mode, (sql) => {
      opened(sql);
      return new Promise<void>((resolve, reject) => {
        finish = (commit) => (commit ? resolve() : reject(ROLLBACK));
      });
    });
    outcome.then(release, release);
    // BEGIN failed (no connection): the error is the transaction's.
    const sql = await Promise.race([ready, outcome.then(() => undefined)]);
    if (!sql) throw new Error('The transaction ended before it began.');
    this.#transaction = {
      sql,
      end: async (commit) => {
        finish(commit);
        try {
          await outcome;
        } catch (error) {
          if (error !== ROLLBACK) throw error;
        } finally {
          this.#transaction = undefined;
        }
      },
    };
  }

  async end(commit: boolean): Promise<void> {
    // Kysely rolls back after a failed commit, which has already ended the transaction.
    if (!this.#transaction && !commit) return;
    if (!this.#transaction) throw new Error('No transaction is open on this connection.');
    await this.#transaction.end(commit);
  }

  get inTransaction(): boolean {
    return this.#transaction !== undefined;
  }
}

class PooledDriver implements Driver {
  readonly #pool: postgres.Sql;
  readonly #turns: Turns;

  constructor(pool: postgres.Sql) {
    this.#pool = pool;
    this.#turns = new Turns(pool.options.max);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PooledConnection(this.#pool, this.#turns);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await (connection as PooledConnection).begin(settings);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await (connection as PooledConnection).end(true);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as PooledConnection).end(false);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A transaction left open (a bug) is not left holding its connection.
    const pooled = connection as PooledConnection;
    if (pooled.inTransaction) await pooled.end(false).catch(() => {});
  }

  async destroy(): Promise<void> {
    await this.#pool.end({ timeout: 5 });
  }
}

export class PostgresPoolDialect implements Dialect {
  readonly #pool: postgres.Sql;

  constructor(pool: postgres.Sql) {
    this.#pool = pool;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PooledDriver(this.#pool);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}
