import { connect, type Socket } from 'node:net';

/**
 * A bare Postgres wire client, for what a driver will not send: a malformed message that makes
 * the engine stop, in the middle of a transaction.
 */
export class RawClient {
  #data = Buffer.alloc(0);
  #wake: (() => void) | undefined;
  closed = false;
  private readonly socket: Socket;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.#data = Buffer.concat([this.#data, chunk]);
      this.#wake?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.#wake?.();
    });
  }

  static async open(url: string): Promise<RawClient> {
    const u = new URL(url);
    const socket = connect(Number(u.port), u.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    const client = new RawClient(socket);
    const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8 + params.length, 0);
    startup.writeInt32BE(196608, 4);
    socket.write(Buffer.concat([startup, params]));
    const first = await client.until('RZ');
    if (first.includes('R') && u.password) {
      client.send('p', `${decodeURIComponent(u.password)}\0`);
      await client.until('Z');
    }
    return client;
  }

  send(type: string, body: string): void {
    const payload = Buffer.from(body, 'utf8');
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(payload.length + 4, 1);
    this.socket.write(Buffer.concat([head, payload]));
  }

  /** The types and texts of the messages received up to one of `types` (or the socket's end). */
  async until(types: string): Promise<string> {
    let seen = '';
    for (;;) {
      while (this.#data.length >= 5 && this.#data.length >= 1 + this.#data.readInt32BE(1)) {
        const end = 1 + this.#data.readInt32BE(1);
        const type = String.fromCharCode(this.#data[0]!);
        seen += `${type}${type === 'E' ? this.#data.subarray(5, end).toString('utf8') : ''} `;
        const status = type === 'Z' ? String.fromCharCode(this.#data[5]!) : '';
        this.#data = this.#data.subarray(end);
        if (types.includes(type)) return `${seen}${status}`;
      }
      if (this.closed) return `${seen}(closed)`;
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
    }
  }

  async query(sql: string): Promise<string> {
    this.send('Q', `${sql}\0`);
    return this.until('Z');
  }

  close(): void {
    this.socket.destroy();
  }
}
