import { message } from './pglite-protocol.ts';

/**
 * COPY ... FROM STDIN through the embedded server.
 *
 * PGlite runs a message synchronously and reads the client's input only from the bytes it was
 * handed: when COPY asks for data that is not there yet, the engine reads end-of-file and exits
 * (`Program terminated with exit(1)`). A real client sends its data only after the server's
 * CopyInResponse, so the server answers that itself, gathers the CopyData up to CopyDone or
 * CopyFail, and hands the engine the COPY statement and all its data in one call. The engine
 * then runs its own COPY (every format and option), and its errors come back as usual.
 */

/** Keeps comments and literals from being read as keywords or statement ends. */
function withoutLiteralsAndComments(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(?:[^"]|"")*"/g, '""');
}

export interface CopyFromStdin {
  binary: boolean;
}

/** A simple-query message that is one `COPY ... FROM STDIN` statement, and its format. */
export function copyFromStdin(query: Buffer): CopyFromStdin | undefined {
  if (query[0] !== 0x51 /* Q */) return undefined;
  const text = withoutLiteralsAndComments(query.subarray(5, query.length - 1).toString('utf8'));
  const statement = text.trim().replace(/;\s*$/, '');
  if (statement.includes(';')) return undefined;
  if (!/^copy\s[\s\S]*\bfrom\s+stdin\b/i.test(statement)) return undefined;
  return { binary: /\bbinary\b/i.test(statement) };
}

/** What a server answers before the client sends its data; clients read only the format. */
export function copyInResponse({ binary }: CopyFromStdin): Buffer {
  const body = Buffer.alloc(3);
  body.writeInt8(binary ? 1 : 0, 0);
  body.writeInt16BE(0, 1);
  return message('G', body);
}

/**
 * Follows every statement the server passes on: a COPY FROM STDIN the server did not recognise
 * (inside a multi-statement query, or over the extended protocol) reads this and fails with an
 * error instead of killing the engine. Outside COPY, Postgres ignores a CopyFail.
 */
export const COPY_GUARD = message(
  'f',
  Buffer.from(
    'through the embedded database, COPY FROM STDIN must be a simple query of its own\0',
    'utf8',
  ),
);

/** A client's message ended its COPY without CopyDone. */
export const COPY_INTERRUPTED = message(
  'f',
  Buffer.from('the client sent another message before ending COPY\0', 'utf8'),
);

/** Held in memory until the client ends the COPY: larger loads go in several. */
export const MAX_COPY_BYTES = 256 * 1024 * 1024;

const TOO_LARGE = message(
  'f',
  Buffer.from(
    `more than ${MAX_COPY_BYTES / 1024 / 1024} MB of COPY data in one statement; split the load\0`,
    'utf8',
  ),
);

/** The data of one COPY FROM STDIN, gathered until the client ends it. */
export class CopyIn {
  readonly #chunks: Buffer[];
  #size = 0;
  #complete = false;
  #finish!: (data: Buffer | undefined) => void;
  /** The statement and its data for the engine, or undefined if the client went away. */
  readonly done: Promise<Buffer | undefined>;

  constructor(query: Buffer) {
    this.#chunks = [query];
    this.done = new Promise((resolve) => {
      this.#finish = resolve;
    });
  }

  /**
   * Takes a CopyData, CopyDone or CopyFail; true when the client has ended the COPY. Past the
   * size limit the engine is handed a failure at once, and the rest is dropped, as Postgres
   * drops the data that follows an error.
   */
  add(msg: Buffer): boolean {
    const end = msg[0] === 0x63 /* c */ || msg[0] === 0x66; /* f */
    if (this.#complete) return end;
    if (!end && this.#size + msg.length > MAX_COPY_BYTES) {
      this.#complete = true;
      this.#finish(Buffer.concat([...this.#chunks, TOO_LARGE]));
      return false;
    }
    this.#chunks.push(msg);
    this.#size += msg.length;
    if (end) {
      this.#complete = true;
      this.#finish(Buffer.concat(this.#chunks));
    }
    return end;
  }

  abandon(): void {
    this.#complete = true;
    this.#finish(undefined);
  }
}
