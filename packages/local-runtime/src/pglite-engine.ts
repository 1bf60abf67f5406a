import { type Extensions, PGlite } from '@electric-sql/pglite';

/**
 * The PGlite instance behind the wire server, replaceable: when the WebAssembly engine dies
 * (it exits on some protocol paths, and every later call would then hang) a new one is opened
 * from the same data folder. Committed data survives; open transactions are gone, and the
 * server tells their clients so.
 */
export class Engine {
  #pglite: PGlite;
  #restarting: Promise<void> | undefined;
  readonly #dataDir: string | undefined;
  readonly #onRestart: () => void;
  readonly #extensions: Extensions;

  private constructor(
    pglite: PGlite,
    dataDir: string | undefined,
    onRestart: () => void,
    extensions: Extensions,
  ) {
    this.#pglite = pglite;
    this.#dataDir = dataDir;
    this.#onRestart = onRestart;
    this.#extensions = extensions;
  }

  static async open(
    dataDir: string | undefined,
    onRestart: () => void,
    extensions: Extensions = {},
  ): Promise<Engine> {
    return new Engine(await Engine.#start(dataDir, extensions), dataDir, onRestart, extensions);
  }

  static async #start(dataDir: string | undefined, extensions: Extensions): Promise<PGlite> {
    // A restart loads the same extensions: the data folder's CREATE EXTENSION expects them.
    const pglite = new PGlite({ dataDir, extensions });
    await pglite.waitReady;
    return pglite;
  }

  get pglite(): PGlite {
    return this.#pglite;
  }

  /** True while a restart is under way: callers wait for `ready()`. */
  get restarting(): boolean {
    return this.#restarting !== undefined;
  }

  async ready(): Promise<void> {
    await this.#restarting;
  }

  /** Replaces a dead engine once, however many callers saw it die. */
  restart(reason: unknown): Promise<void> {
    this.#restarting ??= (async () => {
      // PGlite's ExitStatus is not an Error, but has a message.
      const detail = (reason as { message?: string } | undefined)?.message ?? String(reason);
      console.error(`[pglite] the engine stopped (${detail}); restarting it from its data folder`);
      this.#onRestart();
      // The dead instance is never called again: after its exit, any call blocks the thread.
      this.#pglite = await Engine.#start(this.#dataDir, this.#extensions);
      console.error('[pglite] the engine is back; clients that were connected must reconnect');
    })().finally(() => {
      this.#restarting = undefined;
    });
    return this.#restarting;
  }
}
