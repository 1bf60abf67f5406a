import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildFunctions,
  createRouter,
  type FunctionRouter,
  loadFunctions,
} from '@psycortex/local-runtime/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSchedule } from '../../scripts/local-services.ts';
import {
  cronIntervalMs,
  functionsFor,
  type PackagedFunctions,
  packageFunctions,
  ROOT,
  samplePath,
} from './helpers/netlify.ts';

/**
 * What Netlify will route and schedule, read from the manifest its bundler writes (the paths,
 * methods and schedules it found in each function's `config`, without running it), against
 * what the local runtime serves and runs. Any difference is a route or a schedule that works
 * here and not on Netlify, or the other way round.
 */

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

describe("Netlify's manifest and the local runtime", () => {
  let packaged: PackagedFunctions;
  let router: FunctionRouter;
  let localDir: string;

  beforeAll(async () => {
    packaged = await packageFunctions();
    localDir = await mkdtemp(join(tmpdir(), 'psycortex-local-functions-'));
    router = createRouter(await loadFunctions(await buildFunctions(ROOT, localDir)));
  }, 300_000);

  afterAll(async () => {
    if (localDir) await rm(localDir, { recursive: true, force: true });
  });

  const asList = <T>(value: T | T[] | undefined): T[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];

  it('declares the same paths, methods and schedules for every function', () => {
    const netlify = Object.fromEntries(
      packaged.manifest.functions.map((fn) => [
        fn.name,
        {
          paths: (fn.routes ?? []).map((r) => r.pattern).sort(),
          methods: [...new Set((fn.routes ?? []).flatMap((r) => r.methods ?? []))].sort(),
          schedule: fn.schedule ?? null,
        },
      ]),
    );
    const local = Object.fromEntries(
      router.functions.map((fn) => [
        fn.name,
        {
          paths: asList(fn.config.path).sort(),
          methods: asList(fn.config.method as string | string[] | undefined).sort(),
          schedule: fn.config.schedule ?? null,
        },
      ]),
    );
    expect(
      netlify,
      "The manifest is what Netlify deploys: it reads `config` from each function's source without running it, so a path or schedule it cannot read as a literal is lost there.",
    ).toEqual(local);
  });

  it('sends every address of every route to the same function, whatever the method', () => {
    const patterns = new Set([
      ...packaged.manifest.functions.flatMap((fn) => (fn.routes ?? []).map((r) => r.pattern)),
      ...router.functions.flatMap((fn) => asList(fn.config.path)),
    ]);
    const differences: string[] = [];
    for (const pattern of patterns) {
      const path = samplePath(pattern);
      // As written, with a trailing slash, and in capitals: Netlify ignores both.
      for (const variant of [path, `${path}/`, path.toUpperCase()]) {
        for (const method of METHODS) {
          const onNetlify = functionsFor(packaged.manifest.functions, variant, method);
          const here = router.match(new URL(variant, 'http://localhost'), method)?.fn.name;
          if (onNetlify.length > 1) {
            differences.push(`${method} ${variant}: Netlify has ${onNetlify.join(' and ')}`);
          } else if ((onNetlify[0] ?? null) !== (here ?? null)) {
            differences.push(
              `${method} ${variant}: Netlify ${onNetlify[0] ?? 'none'}, here ${here ?? 'none'}`,
            );
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('runs every scheduled function here as often as Netlify runs it', () => {
    const onNetlify = Object.fromEntries(
      packaged.manifest.functions
        .filter((fn) => fn.schedule)
        .map((fn) => [fn.name, cronIntervalMs(fn.schedule!)]),
    );
    const here = Object.fromEntries(localSchedule({}).map((run) => [run.name, run.everyMs]));
    expect(
      here,
      'scripts/local-services.ts localSchedule() lists each scheduled function with the interval of its cron',
    ).toEqual(onNetlify);
  });

  it('reads the cron expressions this site uses', () => {
    expect(cronIntervalMs('*/5 * * * *')).toBe(5 * 60_000);
    expect(cronIntervalMs('* * * * *')).toBe(60_000);
    expect(cronIntervalMs('@daily')).toBe(86_400_000);
    expect(cronIntervalMs('30 3 * * *')).toBe(86_400_000);
    expect(cronIntervalMs('15 * * * *')).toBe(3_600_000);
    expect(() => cronIntervalMs('0 9 * * 1')).toThrow();
  });
});
