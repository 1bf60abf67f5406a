import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The embedded server in a process of its own, as the runtime runs it, so that a test can kill
 * it with SIGKILL. Run directly, this file is that process: it prints the URL when listening.
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startPgliteServer } = await import('@psycortex/local-runtime/pglite-server');
  const server = await startPgliteServer({ dataDir: process.argv[2], password: 'crash-test' });
  process.stdout.write(`${server.url}\n`);
}

export function startServerProcess(dataDir: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('\n')) resolve({ url: out.trim(), child });
    });
    child.once('exit', (code) => reject(new Error(`the server process ended (${code})`)));
  });
}
