import {
  type MessagePort,
  parentPort,
  receiveMessageOnPort,
  workerData,
} from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/**
 * Runs PGlite's own pg_dump (WebAssembly) in a thread of its own. It expects an in-process PGlite
 * that answers each write at once; here every write goes to the main thread, which owns the
 * socket, and this thread sleeps until the answer is there.
 */
const { signal, replies } = workerData as { signal: SharedArrayBuffer; replies: MessagePort };
const flag = new Int32Array(signal);

function roundTrip(bytes: Uint8Array): Uint8Array {
  Atomics.store(flag, 0, 0);
  parentPort!.postMessage(bytes.slice());
  for (;;) {
    Atomics.wait(flag, 0, 0, 1000);
    const reply = receiveMessageOnPort(replies);
    if (reply) return reply.message as Uint8Array;
  }
}

// Only what pgDump calls. Its search_path save and restore are needless here: the server resets
// the session when the next client takes it.
const wire = {
  execProtocolRawStream(bytes: Uint8Array, { onRawData }: { onRawData: (b: Uint8Array) => void }) {
    const reply = roundTrip(bytes);
    if (reply.length > 0) onRawData(reply);
    return Promise.resolve();
  },
  query: async () => ({ rows: [{ search_path: 'public' }] }),
  exec: async () => [],
} as unknown as PGlite;

const { args } = workerData as { args: string[] };
try {
  const file = await pgDump({ pg: wire, args });
  parentPort!.postMessage({ dump: await file.text() });
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
