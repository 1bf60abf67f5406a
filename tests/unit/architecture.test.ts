import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rules of the code's layout, kept by a test so that a break is caught with a message that
 * says what to do instead. Imports are read from the source text.
 */
const root = resolve(import.meta.dirname, '../..');

function filesUnder(folder: string, pattern = /\.(ts|tsx|mts|astro)$/): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, folder))) {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) out.push(...filesUnder(path, pattern));
    else if (pattern.test(name)) out.push(path);
  }
  return out;
}

/** The import specifiers of a file, as written. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [
    ...text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
  ].map((match) => match[1]!);
}

/** What a file imports, as paths from the project's root (packages keep their names). */
function importsOf(file: string): string[] {
  return specifiersOf(file).map((specifier) => {
    if (specifier.startsWith('#/')) return `src/${specifier.slice(2)}`;
    if (specifier.startsWith('.')) return relative(root, resolve(root, dirname(file), specifier));
    return specifier;
  });
}

function resolvesIntoSrc(file: string, specifier: string): boolean {
  return relative(root, resolve(root, dirname(file), specifier)).startsWith('src/');
}

function breaches(files: string[], forbidden: (target: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((target) => `${file} imports ${target}`),
  );
}

describe('architecture', () => {
  it('code reaches src through #/, never by climbing out of its folder', () => {
    const code = ['src', 'netlify/functions', 'scripts', 'tests'].flatMap((folder) =>
      filesUnder(folder),
    );
    const climbs = code.flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => specifier.startsWith('../'))
        .filter((specifier) => resolvesIntoSrc(file, specifier))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(
      climbs,
      "Import from src with the package's own alias (#/server/orders/orders.server.ts, as package.json's imports say), so that a file can move without rewriting ../../ chains. ./ stays for files of the same folder.",
    ).toEqual([]);
  });

  it('browser code (src/features, src/lib, src/scripts) never imports the server', () => {
    // A feature's unit tests sit beside it and may import server code: they never ship.
    const browser = ['src/features', 'src/lib', 'src/scripts']
      .flatMap((folder) => filesUnder(folder))
      .filter((file) => !file.endsWith('.test.ts'));
    expect(browser.length).toBeGreaterThan(50);
    expect(
      breaches(browser, (target) => target.startsWith('src/server')),
      'Browser code must not reach server code (it would ship secrets and server modules to the browser). Put the shared rule in src/lib or in the feature folder and import it from both sides.',
    ).toEqual([]);
  });

  it('a contract (src/api) imports no server code, store or island', () => {
    const contracts = filesUnder('src/api');
    expect(contracts.length).toBeGreaterThan(40);
    expect(
      breaches(
        contracts,
        (target) =>
          target.startsWith('src/server') ||
          target.endsWith('.store.ts') ||
          target.endsWith('.tsx'),
      ),
      "Both sides load a contract (src/api/README.md): the browser must not reach server code through it, and the server must not load a store or an island. Move the shared piece into src/lib or the feature's pure modules.",
    ).toEqual([]);
  });

  it('the browser side is feature folders: no src/islands or src/stores any more', () => {
    expect(
      ['src/islands', 'src/stores'].filter((folder) => existsSync(join(root, folder))),
      "Islands, stores and a feature's rules live together in src/features/<feature>/ (see src/features/README.md).",
    ).toEqual([]);
  });

  it('src/lib holds what features share and imports no feature', () => {
    const shared = filesUnder('src/lib').filter((file) => !file.endsWith('.test.ts'));
    expect(
      breaches(shared, (target) => target.startsWith('src/features/')),
      "src/lib is what several features share: move a rule that needs a feature's code into that feature's folder (src/features/README.md).",
    ).toEqual([]);
  });

  it('src/server never imports a store or an island, not even through another file', () => {
    /** A store (`*.store.ts`), or a component outside a views/ folder (an island binds stores). */
    const storeOrIsland = (target: string) =>
      /^src\/(islands|stores)\//.test(target) ||
      (target.startsWith('src/features/') &&
        (target.endsWith('.store.ts') || (target.endsWith('.tsx') && !target.includes('/views/'))));
    const server = filesUnder('src/server').filter((file) => !file.endsWith('.test.ts'));
    expect(server.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of server) {
      const seen = new Set<string>();
      const queue: string[][] = [[file]];
      while (queue.length > 0) {
        const chain = queue.shift()!;
        for (const target of importsOf(chain.at(-1)!)) {
          if (!target.startsWith('src/') || seen.has(target)) continue;
          seen.add(target);
          if (storeOrIsland(target)) found.push([...chain, target].join(' → '));
          else if (/\.(ts|tsx|mts)$/.test(target) && existsSync(join(root, target)))
            queue.push([...chain, target]);
        }
      }
    }
    expect(
      found,
      "Server-rendered pages take their components from a feature's views/ folder: presentational components that import no store. Keep the island that binds the stores beside them (e.g. src/features/shop/hydrate.tsx passes the cart store's addToCart to the view's BuyPanel).",
    ).toEqual([]);
  });

  it("a row id's pattern is spelled out once, in src/lib/id.ts", () => {
    const code = ['src', 'netlify/functions', 'scripts'].flatMap((folder) => filesUnder(folder));
    expect(
      code.filter(
        (file) =>
          file !== 'src/lib/id.ts' &&
          readFileSync(join(root, file), 'utf8').includes(String.raw`/^\d{1,18}$/`),
      ),
      'Use isId() or idSchema() from src/lib/id.ts instead of writing the id pattern again.',
    ).toEqual([]);
  });

  it('function files stay thin: no query builder, only calls into src/server', () => {
    const functions = filesUnder('netlify/functions', /\.mts$/);
    expect(functions.length).toBeGreaterThan(20);
    const queries = functions.filter((file) =>
      /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|sql`/.test(
        readFileSync(join(root, file), 'utf8'),
      ),
    );
    expect(
      [...queries, ...breaches(functions, (target) => target === 'kysely')],
      'A function file validates, calls src/server and responds. Move the query into a function of its domain under src/server and call that.',
    ).toEqual([]);
  });

  it('the local runtime package imports no product code, only what it declares', () => {
    const pkg = 'packages/local-runtime';
    const files = filesUnder(pkg);
    expect(files.length).toBeGreaterThan(10);
    const manifest = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
    };
    const declared = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {})]);
    /** A bare specifier's package name: `jose`, `@netlify/dev` (from `@netlify/dev/sub`). */
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const outside = files.flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => {
          if (specifier.startsWith('#')) return true;
          if (specifier.startsWith('.') || specifier.startsWith('/')) {
            return relative(join(root, pkg), resolve(root, dirname(file), specifier)).startsWith(
              '..',
            );
          }
          return !specifier.startsWith('node:') && !declared.has(packageOf(specifier));
        })
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(
      outside,
      `The local runtime is a package of its own: it may import only its own files, node: modules and the packages its package.json declares, never the product (src/ through #/ or ../, scripts/, netlify/). Pass what is the product's (its error responder, its database preparation, its scheduled functions, its names and addresses) in from scripts/start.ts or scripts/local-services.ts as an option, or declare a package it needs in ${pkg}/package.json.`,
    ).toEqual([]);
  });

  it('the product reaches the local runtime by its package name, through its exports', () => {
    const product = ['src', 'netlify/functions', 'scripts', 'tests'].flatMap((folder) =>
      filesUnder(folder),
    );
    expect(
      breaches(product, (target) => target.startsWith('packages/')),
      "Import the local runtime as @psycortex/local-runtime/<entry> (its package.json's exports), not by a path into packages/: the package's files are its own to move.",
    ).toEqual([]);
  });

  it('orders never import payments; privacy and the newsletter never import each other', () => {
    const domain = (name: string) => filesUnder(`src/server/${name}`);
    expect(
      breaches(domain('orders'), (target) => target.startsWith('src/server/payments/')),
      'Payments build on orders, not the other way round. Put a type both need in src/server/payment-types.ts.',
    ).toEqual([]);
    expect(
      [
        ...breaches(domain('privacy'), (target) => target.startsWith('src/server/newsletter/')),
        ...breaches(domain('newsletter'), (target) => target.startsWith('src/server/privacy/')),
      ],
      'The privacy centre and the newsletter are separate domains. Share what both need through its own domain (consents live in src/server/consent/).',
    ).toEqual([]);
  });

  it("a booking's status changes only through transition(), which applies the allowed-from rule", () => {
    const owner = 'src/server/bookings/transition.server.ts';
    const writers = ['src', 'scripts']
      .flatMap((folder) => filesUnder(folder))
      .filter((f) => f !== owner);
    const offenders = writers.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const builder = [...text.matchAll(/updateTable\(\s*'bookings'\s*\)([\s\S]*?)\.execute/g)]
        .filter((m) => /\bstatus\s*:/.test(m[1]!))
        .map(() => `${file} sets a booking's status in an update`);
      const raw = [
        ...text.matchAll(
          /update\s+bookings(?:\s+\w+)?\s+set\b(?:(?!\bwhere\b)[^;`])*?\bstatus\s*=/gi,
        ),
      ].map(() => `${file} sets a booking's status in SQL`);
      return [...builder, ...raw];
    });
    expect(offenders, 'call transition() from src/server/bookings/transition.server.ts').toEqual(
      [],
    );
  });
});
