import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { unzip } from './unzip.ts';

/**
 * A function's zip unpacked into a folder of its own outside the project, and called there the
 * way AWS Lambda calls it: a fresh Node process per instance, the zip's entry point imported
 * from its own folder, nothing else on the module path (no NODE_PATH, no node_modules in any
 * folder above, HOME inside the folder so Node's global folders are empty too).
 */

export interface LambdaEvent {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** The route pattern the request matched (the manifest's), from which `context.params` come. */
  route?: string;
  /** As Netlify's scheduler calls a scheduled function. */
  scheduled?: boolean;
}

export interface LambdaResult {
  status?: number;
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
  body?: string;
  error?: string;
}

const HARNESS = join(import.meta.dirname, 'lambda-harness.mjs');

/** The folders above `dir` that hold a node_modules, which Node would search from `dir`. */
export function modulePathsAbove(dir: string): string[] {
  const found: string[] = [];
  for (let at = dirname(dir); ; at = dirname(at)) {
    if (existsSync(join(at, 'node_modules'))) found.push(join(at, 'node_modules'));
    if (dirname(at) === at) return found;
  }
}

/** Unpacks `zip` into `dir` (a new folder) with the harness beside the entry point. */
export async function unpackFunction(zip: string, dir: string): Promise<string[]> {
  const files = await unzip(zip, dir);
  await copyFile(HARNESS, join(dir, '.lambda-harness.mjs'));
  return files;
}

/** Calls an unpacked function once per event, in one new process: one cold instance. */
export async function invokeUnpacked(
  dir: string,
  events: LambdaEvent[],
  env: Record<string, string>,
  timeoutMs = 45_000,
): Promise<LambdaResult[]> {
  const eventsFile = join(dir, '.events.json');
  const resultsFile = join(dir, '.results.json');
  await writeFile(eventsFile, JSON.stringify(events));
  await writeFile(resultsFile, '[]');
  const output: string[] = [];
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['.lambda-harness.mjs', eventsFile, resultsFile], {
      cwd: dir,
      env: {
        PATH: '/usr/local/bin:/usr/bin:/bin',
        HOME: dir,
        TZ: 'UTC',
        LAMBDA_TASK_ROOT: dir,
        AWS_LAMBDA_FUNCTION_NAME: basename(dir),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const results = JSON.parse(await readFile(resultsFile, 'utf8')) as LambdaResult[];
  if (code !== 0 || results.length === 0) {
    const ms = Math.round(performance.now() - started);
    return [
      { error: `the instance exited with ${code} after ${ms} ms: ${output.join('').slice(-4000)}` },
    ];
  }
  return results.map((r) =>
    r.error ? { ...r, error: `${r.error}\n${output.join('').slice(-4000)}` } : r,
  );
}
