import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/netlify-rules.ts';

/**
 * Each contract in src/api names the routes of its function (`PATH`, and `*_PATH` for a
 * second address such as a CSV export). Netlify reads a function's `config.path` from the
 * source without running it, so the function has to spell its paths out: an imported constant
 * leaves it with no route at all. This test ties the two: the routes Netlify's build reads
 * from `netlify/functions/<name>.mts` are exactly the paths `src/api/<name>.ts` exports.
 */

const API = join(ROOT, 'src/api');
const contracts = readdirSync(API)
  .filter((file) => file.endsWith('.ts') && file !== 'json.ts')
  .map((file) => file.slice(0, -'.ts'.length));

async function contractPaths(name: string): Promise<string[]> {
  const module = (await import(join(API, `${name}.ts`))) as Record<string, unknown>;
  return Object.entries(module)
    .filter(
      ([key, value]) => (key === 'PATH' || key.endsWith('_PATH')) && typeof value === 'string',
    )
    .map(([, value]) => value as string)
    .sort();
}

describe('one contract per endpoint', () => {
  it('has a function for every contract, and every route of it in the contract', async () => {
    const functions = await listFunctions([join(ROOT, 'netlify/functions')], { parseISC: true });
    expect(contracts.length).toBeGreaterThan(0);
    for (const name of contracts) {
      expect(existsSync(join(ROOT, 'netlify/functions', `${name}.mts`)), name).toBe(true);
      const routes = functions.find((fn) => fn.name === name)?.routes ?? [];
      const declared = routes.map((route) => route.pattern).sort();
      expect(declared, `${name}: config.path against src/api/${name}.ts`).toEqual(
        await contractPaths(name),
      );
    }
  });
});
