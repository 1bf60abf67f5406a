import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';

/**
 * A real TURN server for local video calls: Debian's coturn (`turnserver`), run as a child
 * process of its own (never the system service the package may install), listening on
 * 127.0.0.1 at a free port, with coturn's shared-secret scheme (`use-auth-secret`), the one
 * hosted TURN services speak too. Its configuration, with the secret, is a file in the data
 * folder (mode 0600), so the secret never shows in the process list.
 */

export interface TurnServer {
  /** `turn:` addresses, UDP and TCP. */
  urls: string[];
  port: number;
  stop(): Promise<void>;
}

/** Where `turnserver` is, or undefined when coturn is not installed. */
export function findTurnServer(): string | undefined {
  for (const candidate of ['/usr/bin/turnserver', '/usr/local/bin/turnserver']) {
    const probe = spawnSync(candidate, ['--version'], { stdio: 'ignore', timeout: 5000 });
    if (probe.error === undefined) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v turnserver'], { encoding: 'utf8' });
  const path = which.stdout?.trim();
  return path || undefined;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export async function startTurnServer(options: {
  binary: string;
  dataDir: string;
  secret: string;
  realm: string;
  log: (line: string) => void;
}): Promise<TurnServer> {
  const port = await freePort();
  // A range of relay ports of its own, from the listening port, so that two local sites seldom share.
  const minPort = 49152 + (port % 80) * 200;
  const file = join(options.dataDir, 'turnserver.conf');
  await writeFile(
    file,
    [
      'listening-ip=127.0.0.1',
      'relay-ip=127.0.0.1',
      `listening-port=${port}`,
      `min-port=${minPort}`,
      `max-port=${minPort + 199}`,
      'use-auth-secret',
      `static-auth-secret=${options.secret}`,
      `realm=${options.realm}`,
      // Calls between two browsers on this machine relay to 127.0.0.1.
      'allow-loopback-peers',
      'no-multicast-peers',
      'no-tls',
      'no-dtls',
      'no-cli',
      'fingerprint',
      `userdb=${join(options.dataDir, 'turndb')}`,
      `pidfile=${join(options.dataDir, 'turnserver.pid')}`,
      'log-file=stdout',
      'simple-log',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  // Never `-n` with it: that flag means "no configuration file", and coturn then listens on 3478
  // of every address with the defaults.
  const child: ChildProcess = spawn(options.binary, ['-c', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 20) tail.shift();
      if (/ERROR|error/.test(line)) options.log(line.trim());
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  for (let i = 0; i < 100 && !exited; i++) {
    if (await listening(port)) {
      return {
        urls: [`turn:127.0.0.1:${port}?transport=udp`, `turn:127.0.0.1:${port}?transport=tcp`],
        port,
        stop: () =>
          new Promise((done) => {
            if (exited) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`turnserver did not start: ${tail.slice(-5).join(' | ')}`);
}
