/**
 * What Netlify's build does with this repository, done here with Netlify's own libraries:
 * `@netlify/config` reads netlify.toml as the build reads it, and `@netlify/zip-it-and-ship-it`
 * packages the functions with the options the build passes it (`@netlify/build`'s functions
 * step, `zisi.ts`). For the tests of the deploy (netlify-bundle, netlify-manifest); nothing here
 * is called by the site itself.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { resolveConfig } from '@netlify/config';
import {
  type FunctionConfig,
  type FunctionsManifest,
  zipFunctions,
} from '@netlify/zip-it-and-ship-it';

export const ROOT = resolve(import.meta.dirname, '../../..');

export { functionsFor, samplePath } from '../../support/netlify-rules.ts';

/** The parts of the resolved configuration that a deploy depends on. */
export interface NetlifySettings {
  /** Absolute path of the functions folder (`[functions] directory`). */
  functionsDirectory: string;
  /** `[functions]` as the build sees it: `{ '*': { included_files, ... }, '<name>': ... }`. */
  functions: Record<string, Record<string, unknown>>;
  /** Absolute path of the publish folder. */
  publish: string;
  /** The build command. */
  command: string;
}

/**
 * netlify.toml as Netlify's build resolves it, production context, offline (no site on
 * Netlify's API is consulted). Its headers and redirects: tests/support/netlify-rules.ts.
 */
export async function netlifySettings(root = ROOT): Promise<NetlifySettings> {
  const { config } = await resolveConfig({
    cwd: root,
    repositoryRoot: root,
    context: 'production',
    mode: 'buildbot',
    offline: true,
    buffer: true,
  });
  return {
    functionsDirectory: config.functionsDirectory,
    functions: config.functions,
    publish: config.build.publish,
    command: config.build.command,
  };
}

/**
 * `[functions]` settings translated into zip-it-and-ship-it's options as Netlify's build does
 * (`normalizeFunctionConfig` in @netlify/build): snake case to camel case, included files
 * relative to the build folder, `esbuild` meaning esbuild with the legacy bundler as fallback.
 */
export function zisiConfig(
  functions: NetlifySettings['functions'],
  buildDir: string,
  nodeVersion: string,
): Record<string, FunctionConfig> {
  return Object.fromEntries(
    Object.entries(functions).map(([pattern, c]) => [
      pattern,
      {
        externalNodeModules: c.external_node_modules as string[] | undefined,
        includedFiles: c.included_files as string[] | undefined,
        name: c.name as string | undefined,
        includedFilesBasePath: buildDir,
        ignoredNodeModules: c.ignored_node_modules as string[] | undefined,
        nodeVersion,
        schedule: c.schedule as string | undefined,
        nodeBundler: (c.node_bundler === 'esbuild'
          ? 'esbuild_zisi'
          : c.node_bundler) as FunctionConfig['nodeBundler'],
      },
    ]),
  );
}

/** The Node version Netlify builds and runs the functions with: `.nvmrc`. */
export async function nodeVersion(root = ROOT): Promise<string> {
  return (await readFile(join(root, '.nvmrc'), 'utf8')).trim();
}

export interface PackagedFunctions {
  /** Folder holding `<name>.zip` for every function and `manifest.json`. */
  dir: string;
  manifest: FunctionsManifest;
  /** False when an identical packaging from earlier in this run (or before) was reused. */
  fresh: boolean;
}

async function inputsHash(root: string, functionsDir: string): Promise<string> {
  const hash = createHash('sha256');
  const zisi = JSON.parse(
    await readFile(join(root, 'node_modules/@netlify/zip-it-and-ship-it/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`zisi ${zisi.version}\0node ${process.version}\0`);
  for (const file of ['netlify.toml', 'package-lock.json', '.nvmrc']) {
    hash.update(`${file}\0`).update(await readFile(join(root, file)));
  }
  for (const name of (await readdir(functionsDir)).sort()) {
    hash.update(`${name}\0`).update(await readFile(join(functionsDir, name)));
  }
  return hash.digest('hex').slice(0, 20);
}

/**
 * Every function zipped as a deploy zips it. First the functions part of the build command
 * (`npm run build:functions`, which writes the functions folder netlify.toml names), then
 * zip-it-and-ship-it over that folder with the build's options, into a folder outside the
 * project. The result is kept under the inputs' hash, so the tests of one run (and later runs
 * with the same code) package once.
 */
export async function packageFunctions(root = ROOT): Promise<PackagedFunctions> {
  execFileSync(process.execPath, ['scripts/build-functions.ts'], { cwd: root, stdio: 'ignore' });
  const settings = await netlifySettings(root);
  const dir = join(
    tmpdir(),
    `psycortex-netlify-zips-${await inputsHash(root, settings.functionsDirectory)}`,
  );
  const manifestPath = join(dir, 'manifest.json');
  if (existsSync(manifestPath)) return { dir, manifest: await readManifest(dir), fresh: false };
  const work = `${dir}.${process.pid}.tmp`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  // The internal functions folder the build always passes (nothing of ours is there).
  const internal = join(root, '.netlify/functions-internal');
  await zipFunctions([internal, settings.functionsDirectory], work, {
    basePath: root,
    repositoryRoot: root,
    config: zisiConfig(settings.functions, root, await nodeVersion(root)),
    manifest: join(work, 'manifest.json'),
    configFileDirectories: [internal],
    internalSrcFolder: internal,
  });
  // Another process may have finished the same packaging meanwhile: either copy is right.
  await rename(work, dir).catch(() => rm(work, { recursive: true, force: true }));
  return { dir, manifest: await readManifest(dir), fresh: true };
}

/** The manifest of a packaging folder, its zips' paths pointing into that folder. */
async function readManifest(dir: string): Promise<FunctionsManifest> {
  const manifest = JSON.parse(
    await readFile(join(dir, 'manifest.json'), 'utf8'),
  ) as FunctionsManifest;
  for (const fn of manifest.functions) fn.path = join(dir, basename(fn.path));
  return manifest;
}

const MINUTE = 60_000;

/**
 * How often a cron expression runs, for the schedules this site uses: `@hourly`, `@daily`,
 * `@weekly`, every N minutes, every N hours at a minute, daily at a time. Anything else throws,
 * so a new kind of schedule is added here on purpose rather than compared wrongly.
 */
export function cronIntervalMs(cron: string): number {
  const named: Record<string, number> = {
    '@hourly': 60 * MINUTE,
    '@daily': 24 * 60 * MINUTE,
    '@midnight': 24 * 60 * MINUTE,
    '@weekly': 7 * 24 * 60 * MINUTE,
  };
  if (named[cron]) return named[cron];
  const [minute, hour, day, month, weekday, ...rest] = cron.trim().split(/\s+/);
  if (rest.length > 0 || day !== '*' || month !== '*' || weekday !== '*') {
    throw new Error(`cronIntervalMs does not know the schedule "${cron}"`);
  }
  const every = (field: string) => (field === '*' ? 1 : Number(/^\*\/(\d+)$/.exec(field)?.[1]));
  const fixed = (field: string) => /^\d+$/.test(field);
  if (hour === '*' && !fixed(minute!)) return every(minute!) * MINUTE;
  if (hour === '*' && fixed(minute!)) return 60 * MINUTE;
  if (fixed(minute!) && fixed(hour!)) return 24 * 60 * MINUTE;
  if (fixed(minute!) && /^\*\/\d+$/.test(hour!)) return every(hour!) * 60 * MINUTE;
  throw new Error(`cronIntervalMs does not know the schedule "${cron}"`);
}
