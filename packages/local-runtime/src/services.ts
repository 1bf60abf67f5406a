import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DevService } from './server.ts';

/**
 * Each local service is a real program speaking the real protocol. It starts only when its
 * production variables are absent, and tells the runtime which variables point at it. Which
 * services run, and under which variable names, is the product's to say: it passes a list of
 * these to the runtime.
 */
export interface RuntimeContext {
  root: string;
  dataDir: string;
  siteUrl: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

export interface StartedService {
  /** Variables the functions read to reach this service. */
  env: Record<string, string>;
  /** Routes under /_dev/ it serves on the site's port. */
  dev?: DevService;
  stop(): Promise<void>;
}

export interface LocalService {
  name: string;
  /** True when production variables are set, so the real service is used instead. */
  replacedByEnv(env: NodeJS.ProcessEnv): boolean;
  start(ctx: RuntimeContext): Promise<StartedService>;
}

/**
 * Starts every service whose production variables are absent, in order, and puts the variables
 * each one gives into `ctx.env` before the next starts (a later service may build on an earlier
 * one's address).
 */
export async function startServices(
  services: LocalService[],
  ctx: RuntimeContext,
): Promise<StartedService[]> {
  const started: StartedService[] = [];
  for (const service of services) {
    if (service.replacedByEnv(ctx.env)) {
      ctx.log(`${service.name}: using the configured service`);
      continue;
    }
    const s = await service.start(ctx);
    Object.assign(ctx.env, s.env);
    started.push(s);
  }
  return started;
}

/**
 * The data folder holds login codes (the caught mail), secrets and the database: readable by its
 * owner alone, however it was made before (an earlier version left it 0755 with 0644 files).
 */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/**
 * A secret the production environment must set (e.g. a signing key), made once for local use
 * and kept in the data folder (mode 0600) so that what it signs survives a restart. `make` gives
 * a secret of another form (e.g. an encryption key of exactly 32 bytes in base64).
 */
export async function localSecret(
  ctx: RuntimeContext,
  name: string,
  make: () => string = () => randomBytes(48).toString('base64url'),
): Promise<string> {
  const file = join(ctx.dataDir, name);
  const saved = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (saved.length >= 32) return saved;
  const secret = make();
  await privateDir(ctx.dataDir);
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
