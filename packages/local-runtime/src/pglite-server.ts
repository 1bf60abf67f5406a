import { timingSafeEqual } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname } from 'node:path';
import type { Extensions, PGlite } from '@electric-sql/pglite';
import {
  COPY_GUARD,
  COPY_INTERRUPTED,
  type CopyFromStdin,
  CopyIn,
  copyFromStdin,
  copyInResponse,
} from './pglite-copy.ts';
import { Engine } from './pglite-engine.ts';
import {
  cstring,
  errorResponse,
  lastReadyStatus,
  message,
  readyForQuery,
  without,
} from './pglite-protocol.ts';

/**
 * One process owns one PGlite and speaks the Postgres wire protocol on loopback, so that the
 * functions use the same driver and DATABASE_URL as in production.
 *
 * PGlite is a single session. To keep clients from interleaving, a client owns the engine from
 * its first message until the engine answers ReadyForQuery with status 'I' (idle); the others
 * wait in FIFO order. A client that disconnects mid-transaction is rolled back, and one that sits
 * idle inside a transaction while others wait is cut off.
 */

export interface PgliteServerOptions {
  /** Folder for the data files; omit for an in-memory database. */
  dataDir?: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** How long a client may hold an open transaction without sending anything while others wait. */
  idleInTransactionMs?: number;
  /**
   * The password every client must give (cleartext over loopback, as `password` auth in
   * pg_hba.conf): without one, any local program or web page that reaches the port could read
   * and change every customer's data.
   */
  password?: string;
  /** How long a client may wait for its turn before it is told the database is busy. */
  queueTimeoutMs?: number;
  /**
   * PGlite's contrib extensions the product's schema needs (for instance btree_gist), loaded into
   * the engine so that its migrations' CREATE EXTENSION finds them. The product says which.
   */
  extensions?: Extensions;
}

export interface PgliteServer {
  url: string;
  port: number;
  pglite: PGlite;
  close(): Promise<void>;
}

/** The messages a client may send once signed in. */
const FRONTEND_TYPES = 'BCcdDEfFHPQS';
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

function askForPassword(): Buffer {
  const body = Buffer.alloc(4);
  body.writeInt32BE(3, 0); // AuthenticationCleartextPassword
  return message('R', body);
}

function samePassword(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function startupReply(): Buffer {
  const params: Record<string, string> = {
    server_version: '18.0',
    server_encoding: 'UTF8',
    client_encoding: 'UTF8',
    DateStyle: 'ISO, MDY',
    integer_datetimes: 'on',
    standard_conforming_strings: 'on',
    TimeZone: 'UTC',
  };
  const auth = Buffer.alloc(4);
  auth.writeInt32BE(0, 0);
  const parts = [message('R', auth)];
  for (const [key, value] of Object.entries(params)) {
    parts.push(message('S', Buffer.concat([cstring(key), cstring(value)])));
  }
  const key = Buffer.alloc(8);
  key.writeInt32BE(process.pid, 0);
  key.writeInt32BE(0, 4);
  parts.push(message('K', key), readyForQuery());
  return Buffer.concat(parts);
}

/**
 * What a pooler runs between two clients of one server session (PgBouncer's
 * `server_reset_query`), less `DEALLOCATE ALL`: named prepared statements belong to the
 * connected client that made them and are dropped when it leaves.
 */
const SESSION_RESET =
  'RESET ALL; UNLISTEN *; SELECT pg_advisory_unlock_all(); CLOSE ALL; DISCARD TEMP; DISCARD SEQUENCES';

class QueueTimeout extends Error {
  constructor(ms: number) {
    super(`waited more than ${(ms / 1000).toFixed(1)} s for the embedded database`);
  }
}

/** A FIFO lock over the engine; the holder is a connection. */
class EngineLock {
  #holder: Connection | undefined;
  /** The client whose session state the engine holds now. */
  #sessionOwner: Connection | undefined;

  /**
   * True when `conn` takes the engine over from another client, whose settings, temporary
   * tables, locks and listeners must not leak into this one's; `conn` owns the state from now.
   */
  takeSession(conn: Connection): boolean {
    const changed = this.#sessionOwner !== conn;
    this.#sessionOwner = conn;
    return changed;
  }

  /** A client that leaves takes nothing with it: the next one finds its state to reset. */
  forget(conn: Connection): void {
    if (this.#sessionOwner === conn) this.#sessionOwner = undefined;
  }
  #queue: Array<{ conn: Connection; grants: Array<() => void> }> = [];

  get holder(): Connection | undefined {
    return this.#holder;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  /** Waits for the engine in FIFO order; past `timeoutMs` the wait fails with QueueTimeout. */
  acquire(conn: Connection, timeoutMs = 0): Promise<void> {
    if (this.#holder === conn) return Promise.resolve();
    if (!this.#holder) {
      this.#holder = conn;
      return Promise.resolve();
    }
    return new Promise((grant, refuse) => {
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              this.#queue = this.#queue.filter((w) => w.conn !== conn);
              refuse(new QueueTimeout(timeoutMs));
            }, timeoutMs)
          : undefined;
      const granted = () => {
        if (timer) clearTimeout(timer);
        grant();
      };
      const queued = this.#queue.find((w) => w.conn === conn);
      if (queued) queued.grants.push(granted);
      else this.#queue.push({ conn, grants: [granted] });
    });
  }

  /** After a restart: nobody holds the engine, and every waiter gets its turn to notice. */
  reset(): void {
    const waiting = this.#queue;
    this.#queue = [];
    this.#holder = undefined;
    this.#sessionOwner = undefined;
    for (const w of waiting) for (const grant of w.grants) grant();
  }

  release(conn: Connection): void {
    if (this.#holder !== conn) {
      this.#queue = this.#queue.filter((w) => w.conn !== conn);
      return;
    }
    const next = this.#queue.shift();
    this.#holder = next?.conn;
    for (const grant of next?.grants ?? []) grant();
  }
}

/** A COPY FROM STDIN: the engine gets it once the client has sent all of its data. */
class PendingCopy {
  readonly format: CopyFromStdin;
  readonly data: CopyIn;
  constructor(query: Buffer, format: CopyFromStdin) {
    this.format = format;
    this.data = new CopyIn(query);
  }
}

type Request = Buffer | PendingCopy;

/** Ends a request: a simple query, a Sync, or a COPY (which is a simple query). */
const endsRequest = (r: Request) => r instanceof PendingCopy || r[0] === 0x53 || r[0] === 0x51;

class Connection {
  #buffer: Buffer = Buffer.alloc(0);
  #started = false;
  #authenticated = false;
  #skipToSync = false;
  #pending: Request[] = [];
  /** The COPY whose data is arriving now. */
  #copying: PendingCopy | undefined;
  #working = false;
  #status = 'I';
  #closed = false;
  #failed = false;
  #sessionLost = false;
  #preparedNames = new Set<string>();
  #idleTimer: NodeJS.Timeout | undefined;

  private readonly socket: Socket;
  private readonly engine: Engine;
  private readonly lock: EngineLock;
  private readonly idleInTransactionMs: number;
  private readonly password: string | undefined;
  private readonly queueTimeoutMs: number;

  private get pglite(): PGlite {
    return this.engine.pglite;
  }

  constructor(
    socket: Socket,
    engine: Engine,
    lock: EngineLock,
    idleInTransactionMs: number,
    password?: string,
    queueTimeoutMs = 30_000,
  ) {
    this.socket = socket;
    this.engine = engine;
    this.queueTimeoutMs = queueTimeoutMs;
    this.lock = lock;
    this.idleInTransactionMs = idleInTransactionMs;
    this.password = password;
    this.#authenticated = password === undefined;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.#onData(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => void this.#onClose());
  }

  #onData(chunk: Buffer): void {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    while (true) {
      if (!this.#started) {
        if (this.#buffer.length < 8) break;
        const length = this.#buffer.readInt32BE(0);
        if (this.#buffer.length < length) break;
        const code = this.#buffer.readInt32BE(4);
        this.#buffer = this.#buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write('N');
        } else if (code === CANCEL_REQUEST) {
          this.socket.end();
          return;
        } else {
          this.#started = true;
          this.socket.write(this.#authenticated ? startupReply() : askForPassword());
        }
        continue;
      }
      if (this.#buffer.length < 5) break;
      const length = this.#buffer.readInt32BE(1);
      if (this.#buffer.length < length + 1) break;
      const msg = this.#buffer.subarray(0, length + 1);
      this.#buffer = this.#buffer.subarray(length + 1);
      const type = String.fromCharCode(msg[0]!);
      if (type === 'X') {
        this.socket.end();
        return;
      }
      if (!this.#authenticated) {
        const given = type === 'p' ? msg.subarray(5, msg.indexOf(0, 5)).toString('utf8') : '';
        if (type !== 'p' || !samePassword(given, this.password ?? '')) {
          this.socket.end(errorResponse('28P01', 'password authentication failed'));
          return;
        }
        this.#authenticated = true;
        this.socket.write(startupReply());
        continue;
      }
      if (!FRONTEND_TYPES.includes(type)) {
        // Postgres ends such a session with a FATAL error; PGlite, handed one, blocks the whole
        // process for good. It never reaches the engine.
        this.fail('08P01', `invalid frontend message type ${msg[0]}`);
        return;
      }
      if (this.#skipToSync) {
        // The rest of a request that was refused: dropped up to its Sync, as Postgres does.
        if (type === 'S') {
          this.#skipToSync = false;
          this.socket.write(readyForQuery());
        }
        continue;
      }
      if (this.#copying) {
        // Flush and Sync mean nothing during COPY, as in Postgres.
        if (type === 'H' || type === 'S') continue;
        if ('dcf'.includes(type)) {
          if (this.#copying.data.add(Buffer.from(msg))) this.#copying = undefined;
          continue;
        }
        // Anything else ends the COPY as a failure, and is then taken as usual.
        this.#copying.data.add(COPY_INTERRUPTED);
        this.#copying = undefined;
      }
      if (type === 'P') {
        const name = msg.subarray(5, msg.indexOf(0, 5)).toString('utf8');
        if (name) this.#preparedNames.add(name);
      }
      const copy = copyFromStdin(msg);
      if (copy) {
        this.#copying = new PendingCopy(Buffer.from(msg), copy);
        this.#pending.push(this.#copying);
      } else {
        this.#pending.push(Buffer.from(msg));
      }
    }
    void this.#drain();
  }

  async #drain(): Promise<void> {
    if (this.#working || this.#closed) return;
    this.#working = true;
    this.#clearIdleTimer();
    try {
      while (this.#pending.length > 0 && !this.#closed) {
        try {
          await this.lock.acquire(this, this.queueTimeoutMs);
        } catch (error) {
          if (!(error instanceof QueueTimeout)) throw error;
          this.#refuseRequest(error);
          continue;
        }
        await this.engine.ready();
        if (this.#closed || this.#failed) break;
        if (this.lock.takeSession(this)) await this.pglite.exec(SESSION_RESET);
        const request = await this.#engineInput(this.#pending.shift()!);
        if (!request) break;
        // The engine's CopyInResponse was already sent, or belongs to a COPY it refused.
        const reply = without(await this.pglite.execProtocolRaw(request, {}), 'G');
        const status = lastReadyStatus(reply);
        if (status) this.#status = status;
        if (reply.length > 0 && !this.socket.destroyed) this.socket.write(reply);
        if (status === 'I' && this.#pending.length === 0) this.lock.release(this);
      }
    } catch (error) {
      // Errors in SQL come back as protocol messages; an exception means the engine died.
      this.engineLost();
      await this.engine.restart(error);
    } finally {
      this.#working = false;
    }
    if (this.lock.holder === this && this.#status !== 'I') this.#armIdleTimer();
  }

  /**
   * What the engine is handed for a request: a COPY once all its data is in (undefined if the
   * client left first), a statement followed by the guard against a COPY nobody announced.
   */
  async #engineInput(request: Request): Promise<Buffer | undefined> {
    if (request instanceof PendingCopy) {
      this.socket.write(copyInResponse(request.format));
      const data = await request.data.done;
      return this.#closed ? undefined : data;
    }
    const type = request[0];
    return type === 0x51 /* Q */ || type === 0x45 /* E */
      ? Buffer.concat([request, COPY_GUARD])
      : request;
  }

  /**
   * A request that waited too long for the engine gets an error, like a statement timeout:
   * its messages up to the next Sync (or the simple query) are dropped and the client may go on.
   */
  #refuseRequest(error: QueueTimeout): void {
    console.error(`[pglite] a client ${error.message}; it was told so`);
    const end = this.#pending.findIndex(endsRequest);
    if (this.#pending[end] === this.#copying) this.#copying = undefined;
    this.#pending = end < 0 ? [] : this.#pending.slice(end + 1);
    this.#skipToSync = end < 0;
    this.socket.write(
      errorResponse(
        '57014',
        `The embedded database is busy: ${error.message}. Please try again.`,
        'ERROR',
      ),
    );
    if (end >= 0) this.socket.write(readyForQuery());
  }

  /** The engine died: this client's session is gone with it, with nothing left to clean up. */
  engineLost(): void {
    this.#sessionLost = true;
    this.fail('57P01', 'The embedded database stopped and is restarting. Please reconnect.');
  }

  /** Ends this client with a Postgres error it can show, instead of leaving it waiting. */
  fail(code: string, text: string): void {
    // Nothing more of this client's runs: it has been told its requests failed.
    this.#failed = true;
    this.#pending = [];
    if (this.socket.destroyed) return;
    this.socket.end(errorResponse(code, text));
    this.socket.destroySoon();
  }

  #armIdleTimer(): void {
    this.#clearIdleTimer();
    this.#idleTimer = setTimeout(() => {
      if (this.lock.holder === this && this.lock.waiting > 0 && this.#pending.length === 0) {
        console.error(
          '[pglite] closing a client that idled inside a transaction while others waited',
        );
        this.socket.destroy();
      } else if (this.lock.holder === this) {
        this.#armIdleTimer();
      }
    }, this.idleInTransactionMs);
    this.#idleTimer.unref();
  }

  #clearIdleTimer(): void {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
  }

  async #onClose(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#clearIdleTimer();
    for (const r of this.#pending) if (r instanceof PendingCopy) r.data.abandon();
    this.#pending = [];
    this.#copying = undefined;
    const needsCleanup =
      !this.#sessionLost && (this.#status !== 'I' || this.#preparedNames.size > 0);
    if (needsCleanup) {
      await this.lock.acquire(this);
      await this.engine.ready();
      try {
        // A half-finished extended-protocol exchange is closed by Sync before rolling back.
        await this.pglite.execProtocolRaw(message('S'), {});
        if (this.#status !== 'I') await this.pglite.exec('rollback');
        for (const name of this.#preparedNames) {
          await this.pglite.exec(`deallocate "${name.replaceAll('"', '""')}"`).catch(() => {});
        }
      } catch (error) {
        console.error('[pglite] cleanup after a disconnect failed:', error);
      }
    }
    while (this.#working) await new Promise((r) => setTimeout(r, 1));
    this.lock.forget(this);
    this.lock.release(this);
  }
}

export async function startPgliteServer(options: PgliteServerOptions = {}): Promise<PgliteServer> {
  if (options.dataDir) await mkdir(dirname(options.dataDir), { recursive: true });
  const lock = new EngineLock();
  const idleMs = options.idleInTransactionMs ?? 5000;
  const connections = new Set<Connection>();
  const sockets = new Set<Socket>();
  // Every session lived in the engine that died: each client is told, none is left waiting.
  const engine = await Engine.open(
    options.dataDir,
    () => {
      for (const conn of connections) conn.engineLost();
      lock.reset();
    },
    options.extensions,
  );
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    const conn = new Connection(
      socket,
      engine,
      lock,
      idleMs,
      options.password,
      options.queueTimeoutMs,
    );
    connections.add(conn);
    socket.on('close', () => {
      sockets.delete(socket);
      connections.delete(conn);
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const credentials = options.password
    ? `postgres:${encodeURIComponent(options.password)}@`
    : 'postgres@';
  return {
    url: `postgres://${credentials}${host}:${port}/postgres`,
    port,
    get pglite() {
      return engine.pglite;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await engine.ready();
      await engine.pglite.syncToFs?.();
      await engine.pglite.close();
    },
  };
}
