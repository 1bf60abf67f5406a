import { timingSafeEqual } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

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
}

export interface PgliteServer {
  url: string;
  port: number;
  pglite: PGlite;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function cstring(text: string): Buffer {
  return Buffer.from(`${text}\0`, 'utf8');
}

function errorResponse(code: string, text: string): Buffer {
  return message(
    'E',
    Buffer.concat([
      Buffer.from('SFATAL\0', 'utf8'),
      Buffer.from('VFATAL\0', 'utf8'),
      Buffer.from(`C${code}\0`, 'utf8'),
      Buffer.from(`M${text}\0`, 'utf8'),
      Buffer.from([0]),
    ]),
  );
}

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
  parts.push(message('K', key), message('Z', Buffer.from('I')));
  return Buffer.concat(parts);
}

/** The status of the last ReadyForQuery in an engine reply, if it holds one. */
function lastReadyStatus(reply: Uint8Array): string | undefined {
  let status: string | undefined;
  let offset = 0;
  while (offset + 5 <= reply.length) {
    const type = reply[offset];
    const length =
      ((reply[offset + 1]! << 24) |
        (reply[offset + 2]! << 16) |
        (reply[offset + 3]! << 8) |
        reply[offset + 4]!) >>>
      0;
    if (type === 0x5a /* Z */ && length === 5) status = String.fromCharCode(reply[offset + 5]!);
    offset += 1 + length;
  }
  return status;
}

/**
 * What a pooler runs between two clients of one server session (PgBouncer's
 * `server_reset_query`), less `DEALLOCATE ALL`: named prepared statements belong to the
 * connected client that made them and are dropped when it leaves.
 */
const SESSION_RESET =
  'RESET ALL; UNLISTEN *; SELECT pg_advisory_unlock_all(); CLOSE ALL; DISCARD TEMP; DISCARD SEQUENCES';

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

  acquire(conn: Connection): Promise<void> {
    if (this.#holder === conn) return Promise.resolve();
    if (!this.#holder) {
      this.#holder = conn;
      return Promise.resolve();
    }
    return new Promise((grant) => {
      const queued = this.#queue.find((w) => w.conn === conn);
      if (queued) queued.grants.push(grant);
      else this.#queue.push({ conn, grants: [grant] });
    });
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

class Connection {
  #buffer: Buffer = Buffer.alloc(0);
  #started = false;
  #authenticated = false;
  #pending: Buffer[] = [];
  #working = false;
  #status = 'I';
  #closed = false;
  #preparedNames = new Set<string>();
  #idleTimer: NodeJS.Timeout | undefined;

  private readonly socket: Socket;
  private readonly pglite: PGlite;
  private readonly lock: EngineLock;
  private readonly idleInTransactionMs: number;
  private readonly password: string | undefined;

  constructor(
    socket: Socket,
    pglite: PGlite,
    lock: EngineLock,
    idleInTransactionMs: number,
    password?: string,
  ) {
    this.socket = socket;
    this.pglite = pglite;
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
      if (type === 'P') {
        const name = msg.subarray(5, msg.indexOf(0, 5)).toString('utf8');
        if (name) this.#preparedNames.add(name);
      }
      this.#pending.push(Buffer.from(msg));
    }
    void this.#drain();
  }

  async #drain(): Promise<void> {
    if (this.#working || this.#closed) return;
    this.#working = true;
    this.#clearIdleTimer();
    try {
      while (this.#pending.length > 0 && !this.#closed) {
        await this.lock.acquire(this);
        if (this.#closed) break;
        if (this.lock.takeSession(this)) await this.pglite.exec(SESSION_RESET);
        const msg = this.#pending.shift()!;
        const reply = await this.pglite.execProtocolRaw(msg, {});
        const status = lastReadyStatus(reply);
        if (status) this.#status = status;
        if (reply.length > 0 && !this.socket.destroyed) this.socket.write(reply);
        if (status === 'I' && this.#pending.length === 0) this.lock.release(this);
      }
    } catch (error) {
      console.error('[pglite] engine error:', error);
      this.socket.destroy();
    } finally {
      this.#working = false;
    }
    if (this.lock.holder === this && this.#status !== 'I') this.#armIdleTimer();
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
    this.#pending = [];
    const needsCleanup = this.#status !== 'I' || this.#preparedNames.size > 0;
    if (needsCleanup) {
      await this.lock.acquire(this);
      try {
        // A half-finished extended-protocol exchange is closed by Sync before rolling back.
        await this.pglite.execProtocolRaw(message('S', Buffer.alloc(0)), {});
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
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pglite.waitReady;
  const lock = new EngineLock();
  const idleMs = options.idleInTransactionMs ?? 5000;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    new Connection(socket, pglite, lock, idleMs, options.password);
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
    pglite,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pglite.syncToFs?.();
      await pglite.close();
    },
  };
}
