import { connect, type Socket } from 'node:net';
import { MessageChannel, Worker } from 'node:worker_threads';

/**
 * A plain-SQL dump of a Postgres reached over TCP (the embedded server, running or started for
 * the occasion), made by PGlite's own pg_dump from `@electric-sql/pglite-tools`. Debian's
 * pg_dump is older than the engine (15 against 18) and refuses it; PGlite's is built for it.
 *
 * That pg_dump talks to an in-process PGlite through synchronous reads and writes, so it runs in
 * a worker that sleeps on each write while this thread sends it over the socket and gathers the
 * whole answer: one ReadyForQuery per simple query, Sync or startup.
 */

/** Reads without --inserts need COPY, which pglite-tools does not offer; these are its rows. */
const DUMP_ARGS = ['--no-owner', '--no-privileges'];

interface Target {
  host: string;
  port: number;
  password: string;
}

function parse(url: string): Target {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    password: decodeURIComponent(u.password),
  };
}

function frame(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** The answers a write calls for: one ReadyForQuery per query or Sync, or for the startup. */
function expectedReplies(bytes: Buffer, startup: boolean): number {
  if (startup) return 1;
  let count = 0;
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const type = String.fromCharCode(bytes[offset]!);
    if (type === 'Q' || type === 'S') count += 1;
    offset += 1 + bytes.readInt32BE(offset + 1);
  }
  return count;
}

/** The server's bytes, handed over when the awaited ReadyForQuery messages are all in. */
class Replies {
  #buffer = Buffer.alloc(0);
  #scanned = 0;
  #ready = 0;
  #closed = false;
  #waiter: (() => void) | undefined;
  readonly #password: string;

  constructor(socket: Socket, password: string) {
    this.#password = password;
    socket.on('data', (chunk: Buffer) => this.#take(socket, chunk));
    socket.on('close', () => {
      this.#closed = true;
      this.#waiter?.();
    });
  }

  #take(socket: Socket, chunk: Buffer): void {
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    while (this.#scanned + 5 <= this.#buffer.length) {
      const type = String.fromCharCode(this.#buffer[this.#scanned]!);
      const end = this.#scanned + 1 + this.#buffer.readInt32BE(this.#scanned + 1);
      if (end > this.#buffer.length) break;
      if (type === 'R' && this.#buffer.readInt32BE(this.#scanned + 5) === 3) {
        // The server asks for the password: answered here, as pg_dump has none to give.
        socket.write(frame('p', Buffer.from(`${this.#password}\0`, 'utf8')));
        this.#buffer = Buffer.concat([
          this.#buffer.subarray(0, this.#scanned),
          this.#buffer.subarray(end),
        ]);
        continue;
      }
      if (type === 'Z') this.#ready += 1;
      this.#scanned = end;
    }
    this.#waiter?.();
  }

  /** Everything up to the `count`th ReadyForQuery from now (all there is if the server left). */
  async next(count: number): Promise<Buffer> {
    while (this.#ready < count && !this.#closed) {
      await new Promise<void>((resolve) => {
        this.#waiter = resolve;
      });
      this.#waiter = undefined;
    }
    const out = this.#closed ? this.#buffer : this.#buffer.subarray(0, this.#scanned);
    this.#buffer = this.#buffer.subarray(out.length);
    this.#scanned -= Math.min(this.#scanned, out.length);
    this.#ready -= Math.min(this.#ready, count);
    return out;
  }
}

export async function pgDumpOverWire(url: string): Promise<string> {
  const target = parse(url);
  const socket = connect(target.port, target.host);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.setNoDelay(true);
  const replies = new Replies(socket, target.password);
  const signal = new SharedArrayBuffer(4);
  const flag = new Int32Array(signal);
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./pg-dump-worker.ts', import.meta.url), {
    workerData: { signal, replies: port2, args: DUMP_ARGS },
    transferList: [port2],
  });
  let startup = true;
  let chain = Promise.resolve();
  try {
    return await new Promise<string>((resolve, reject) => {
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`pg_dump's thread ended (${code})`)));
      worker.on('message', (m: Uint8Array | { dump?: string; error?: string }) => {
        if (!(m instanceof Uint8Array)) {
          if (m.error !== undefined) reject(new Error(m.error));
          else resolve(m.dump ?? '');
          return;
        }
        const bytes = Buffer.from(m);
        // Its first write is the startup packet; a second one after a password request is not
        // sent, since the password is answered here.
        const expected = expectedReplies(bytes, startup);
        startup = false;
        chain = chain.then(async () => {
          if (!socket.destroyed) socket.write(bytes);
          const reply = expected > 0 ? await replies.next(expected) : Buffer.alloc(0);
          port1.postMessage(new Uint8Array(reply));
          Atomics.store(flag, 0, 1);
          Atomics.notify(flag, 0);
        });
      });
    });
  } finally {
    socket.destroy();
    port1.close();
    await worker.terminate();
  }
}
