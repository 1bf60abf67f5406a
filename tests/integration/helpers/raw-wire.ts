import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/**
 * A bare Postgres wire client, for what a driver will not send: malformed messages, a portal
 * left open without Sync. It signs in with SCRAM-SHA-256, as the embedded server asks.
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
    socket.on('error', () => {});
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
    const user = decodeURIComponent(u.username || 'postgres');
    const params = Buffer.from(`user\0${user}\0database\0${u.pathname.slice(1) || 'postgres'}\0\0`);
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8 + params.length, 0);
    startup.writeInt32BE(196608, 4);
    socket.write(Buffer.concat([startup, params]));
    await client.#signIn(decodeURIComponent(u.password));
    return client;
  }

  /** The next whole message, or undefined when the socket closed first. */
  async #message(): Promise<{ type: string; body: Buffer } | undefined> {
    for (;;) {
      if (this.#data.length >= 5 && this.#data.length >= 1 + this.#data.readInt32BE(1)) {
        const end = 1 + this.#data.readInt32BE(1);
        const message = {
          type: String.fromCharCode(this.#data[0]!),
          body: this.#data.subarray(5, end),
        };
        this.#data = this.#data.subarray(end);
        return message;
      }
      if (this.closed) return undefined;
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
    }
  }

  async #signIn(password: string): Promise<void> {
    const nonce = randomBytes(18).toString('base64');
    const firstBare = `n=,r=${nonce}`;
    let auth = '';
    for (;;) {
      const message = await this.#message();
      if (!message) throw new Error('the server closed the connection while signing in');
      if (message.type === 'E') throw new Error(message.body.toString('utf8'));
      if (message.type === 'Z') return;
      if (message.type !== 'R') continue;
      const kind = message.body.readInt32BE(0);
      if (kind === 10) {
        const first = Buffer.from(`n,,${firstBare}`);
        const length = Buffer.alloc(4);
        length.writeInt32BE(first.length, 0);
        this.sendRaw(frame('p', Buffer.concat([Buffer.from('SCRAM-SHA-256\0'), length, first])));
      } else if (kind === 11) {
        const serverFirst = message.body.subarray(4).toString('utf8');
        const fields = Object.fromEntries(serverFirst.split(',').map((f) => [f[0], f.slice(2)]));
        const salted = pbkdf2Sync(
          password,
          Buffer.from(fields.s!, 'base64'),
          Number(fields.i),
          32,
          'sha256',
        );
        const clientKey = createHmac('sha256', salted).update('Client Key').digest();
        const storedKey = createHash('sha256').update(clientKey).digest();
        const withoutProof = `c=biws,r=${fields.r}`;
        auth = `${firstBare},${serverFirst},${withoutProof}`;
        const signature = createHmac('sha256', storedKey).update(auth).digest();
        const proof = Buffer.from(clientKey.map((byte, i) => byte ^ signature[i]!));
        this.sendRaw(frame('p', Buffer.from(`${withoutProof},p=${proof.toString('base64')}`)));
      } else if (kind === 3) {
        this.send('p', `${password}\0`);
      }
    }
  }

  send(type: string, body: string): void {
    this.sendRaw(frame(type, Buffer.from(body, 'utf8')));
  }

  /** Bytes as they are, malformed or not. */
  sendRaw(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  /** The types and texts of the messages received up to one of `types` (or the socket's end). */
  async until(types: string): Promise<string> {
    let seen = '';
    for (;;) {
      const message = await this.#message();
      if (!message) return `${seen}(closed)`;
      const { type, body } = message;
      seen += `${type}${type === 'E' ? body.toString('utf8') : ''} `;
      if (types.includes(type))
        return `${seen}${type === 'Z' ? String.fromCharCode(body[0]!) : ''}`;
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

function frame(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
