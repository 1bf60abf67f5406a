import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableOwners, tablesOf } from '#/server/owners.ts';

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

  it('every table has one owning domain, listed in src/server/owners.ts', () => {
    const schema = readFileSync(join(root, 'src/server/db/schema.ts'), 'utf8');
    const database = /export interface Database \{([\s\S]*?)\n\}/.exec(schema)![1]!;
    const tables = [...database.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!);
    expect(tables.length).toBeGreaterThan(30);
    const folders = new Set(
      readdirSync(join(root, 'src/server')).filter((name) =>
        statSync(join(root, 'src/server', name)).isDirectory(),
      ),
    );
    expect(
      tables.filter((table) => !(table in tableOwners)).map((t) => `${t} has no owner`),
      'Name the domain that owns the new table in src/server/owners.ts (table → folder under src/server): only that folder may write it, and the others call its functions.',
    ).toEqual([]);
    expect(
      Object.entries(tableOwners)
        .filter(([table, owner]) => !tables.includes(table) || !folders.has(owner))
        .map(([table, owner]) => `${table} → ${owner}`),
      'src/server/owners.ts lists a table that src/server/db/schema.ts does not have, or an owner that is not a folder of src/server. Keep the list in step with the schema.',
    ).toEqual([]);
  });

  /**
   * The one write allowed outside its owner, each with its reason. Erasing a person and the
   * retention purge delete newsletter subscriptions, but privacy and the newsletter must not
   * import each other (the rule above), so privacy deletes those rows itself.
   */
  const writesByOthers = [
    'src/server/privacy/privacy.server.ts: deleteFrom newsletter_subscribers (owned by newsletter/)',
    'src/server/privacy/retention.server.ts: deleteFrom newsletter_subscribers (owned by newsletter/)',
  ];

  it("only a table's owner writes it (insertInto, updateTable, deleteFrom, insert/update/delete in SQL)", () => {
    const server = filesUnder('src/server', /\.(ts|mts)$/);
    const owners: Record<string, string> = tableOwners;
    const writes = server.flatMap((file) => {
      const domain = file.split('/')[2]!;
      const text = readFileSync(join(root, file), 'utf8');
      const builder = [
        ...text.matchAll(/\.(insertInto|updateTable|deleteFrom)\(\s*['"](\w+)/g),
      ].map((m) => ({ how: m[1]!, table: m[2]! }));
      const raw = [...text.matchAll(/\bsql(?:<[^`]*?>)?`([^`]*)`/g)].flatMap((template) => [
        ...[...template[1]!.matchAll(/\b(insert\s+into|delete\s+from)\s+(\w+)/gi)].map((m) => ({
          how: `sql ${m[1]!.toLowerCase().replace(/\s+/, ' ')}`,
          table: m[2]!,
        })),
        ...[...template[1]!.matchAll(/\bupdate\s+(\w+)(?:\s+(?:as\s+)?\w+)?\s+set\b/gi)].map(
          (m) => ({ how: 'sql update', table: m[1]! }),
        ),
      ]);
      return [...builder, ...raw]
        .filter(({ table }) => table in owners && owners[table] !== domain)
        .map(({ how, table }) => `${file}: ${how} ${table} (owned by ${owners[table]}/)`);
    });
    expect(
      [...new Set(writes)].filter((write) => !writesByOthers.includes(write)),
      "Only the domain that owns a table (src/server/owners.ts) writes it. Call a function of the owner's folder instead (add one there if none fits, taking the transaction as its first argument), so that the owner's rules hold for every write.",
    ).toEqual([]);
  });

  /**
   * Which domain of src/server may import which: one table, in one place. db/ and http/ and the
   * files at the top of src/server (config, payment-types, owners) are for everyone.
   */
  const allowedImports: Record<string, string[]> = {
    admin: [],
    auth: ['bookings', 'mail'],
    bookings: ['admin', 'auth', 'mail', 'measures', 'storage', 'video'],
    catalogue: ['admin', 'auth', 'storage'],
    clinicians: ['admin', 'auth', 'bookings', 'mail', 'measures', 'storage'],
    consent: [],
    doctor: [],
    enquiries: ['mail'],
    invoices: [],
    mail: [],
    measures: ['admin', 'auth', 'bookings', 'mail'],
    newsletter: ['consent', 'mail'],
    notes: ['admin', 'auth', 'clinicians', 'measures'],
    orders: ['auth', 'bookings', 'invoices', 'mail'],
    payments: ['admin', 'auth', 'bookings', 'invoices', 'mail', 'orders'],
    privacy: [
      'admin',
      'auth',
      'bookings',
      'consent',
      'enquiries',
      'invoices',
      'mail',
      'measures',
      'notes',
      'orders',
      'payments',
    ],
    search: [],
    storage: [],
    video: ['auth', 'mail'],
  };
  const forEveryone = new Set(['db', 'http']);

  it('domains of src/server import each other only as the allow-list says', () => {
    const domains = readdirSync(join(root, 'src/server')).filter(
      (name) => statSync(join(root, 'src/server', name)).isDirectory() && !forEveryone.has(name),
    );
    expect(
      domains.filter((d) => !(d in allowedImports)).map((d) => `${d} is not listed`),
      'A new domain folder: add it to allowedImports in this test, with the domains it may import.',
    ).toEqual([]);
    const crossings = domains.flatMap((domain) =>
      breaches(filesUnder(`src/server/${domain}`), (target) => {
        const [, folder, name] = /^src\/server\/([^/]+)(\/)?/.exec(target) ?? [];
        if (!folder || !name) return false;
        return (
          folder !== domain && !forEveryone.has(folder) && !allowedImports[domain]!.includes(folder)
        );
      }),
    );
    expect(
      crossings,
      "This import crosses domains in a way the allow-list (allowedImports in this test) does not know. Call the owner's function through a domain already allowed, pass what you need in from the caller, or, if the new dependency is right (no cycle, the owner stays the owner), add it to the list in the same change.",
    ).toEqual([]);
  });

  it('mail imports no domain: senders hand it what it sends', () => {
    expect(
      breaches(
        filesUnder('src/server/mail'),
        (target) =>
          /^src\/server\/[^/]+\//.test(target) &&
          !/^src\/server\/(mail|db|config\.ts)/.test(target),
      ),
      'mail/ is the outbox every domain uses, so it must not import one (a cycle waits there). Let the domain hand mail what it needs: an attachment made by its owner when the e-mail is queued, a value passed in by the caller.',
    ).toEqual([]);
  });

  it("src/server/README.md lists each domain's tables as src/server/owners.ts says", () => {
    const readme = readFileSync(join(root, 'src/server/README.md'), 'utf8');
    const rows = new Map(
      [...readme.matchAll(/^\|\s*`([\w-]+)\/`\s*\|[^|]*\|([^|]*)\|/gm)].map((m) => [
        m[1]!,
        [...m[2]!.matchAll(/`(\w+)`/g)].map((t) => t[1]!),
      ]),
    );
    const owners = [...new Set(Object.values(tableOwners))];
    expect(
      owners
        .filter((owner) => (rows.get(owner) ?? []).join(' ') !== tablesOf(owner).join(' '))
        .map(
          (owner) =>
            `${owner}/: ${tablesOf(owner)
              .map((t) => `\`${t}\``)
              .join(', ')}`,
        ),
      'The table of domains in src/server/README.md has a column of the tables each owns; write it as src/server/owners.ts lists them (these rows, in this order).',
    ).toEqual([]);
  });
});
