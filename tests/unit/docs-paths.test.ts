import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md walks a newcomer through the code file by file. A file that moved or was
 * renamed leaves the walk pointing at nothing, so every path it writes in backticks must exist:
 * a path from the project's root (`src/server/bookings/hold.server.ts`) as written, a shorter
 * one (`bookings/hold.server.ts`, `hold.server.ts`) as the end of some file's path.
 */
const root = resolve(import.meta.dirname, '../..');
const DOCS = ['docs/architecture.md'];

/** Folders that are not the project's own source: built, installed or local state. */
const SKIP = new Set([
  'node_modules',
  'dist',
  '.git',
  '.data',
  '.netlify',
  '.astro',
  'test-results',
]);
const TOP = /^(src|netlify|tests|scripts|docs|content|packages|public|bench|\.ci)\//;
const FILE = /\.(ts|tsx|mts|mjs|astro|sql|md|json|css|toml)$/;

function projectPaths(folder = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    out.push(path);
    if (entry.isDirectory()) out.push(...projectPaths(path));
  }
  return out;
}

/**
 * The backticked spans of a text that name a file or folder: no spaces, no placeholders
 * (`<feature>`), no globs, no routes (`/api/orders`), no import aliases (`#/…`).
 */
function pathsIn(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return spans.filter(
    (span) =>
      /^[\w.\-/]+$/.test(span) &&
      !span.startsWith('/') &&
      !span.startsWith('.data') &&
      (TOP.test(span) || FILE.test(span)),
  );
}

/** Whether a path from the docs names something in the project. */
function exists(span: string, paths: readonly string[]): boolean {
  const path = span.replace(/\/$/, '');
  if (TOP.test(span)) return paths.includes(path);
  return paths.some((candidate) => candidate === path || candidate.endsWith(`/${path}`));
}

describe('the docs name files that exist', () => {
  const paths = projectPaths();

  it('finds the paths a walk writes, and only those', () => {
    expect(
      pathsIn(
        'See `src/server/bookings/hold.server.ts`, `hold.server.ts`, `src/features/<feature>/`, ' +
          '`POST /api/bookings`, `/book`, `#/lib/http.ts`, `*.store.ts`, `billing.phone`.',
      ),
    ).toEqual(['src/server/bookings/hold.server.ts', 'hold.server.ts']);
  });

  it('tells a moved file from one that is there', () => {
    expect(exists('src/server/bookings/hold.server.ts', paths)).toBe(true);
    expect(exists('bookings/hold.server.ts', paths)).toBe(true);
    expect(exists('src/server/bookings/', paths)).toBe(true);
    expect(exists('src/server/booking/hold.server.ts', paths)).toBe(false);
    expect(exists('hold-slot.server.ts', paths)).toBe(false);
  });

  for (const doc of DOCS) {
    it(`${doc}: every path in backticks exists`, () => {
      const text = readFileSync(join(root, doc), 'utf8');
      const found = pathsIn(text);
      expect(found.length).toBeGreaterThan(20);
      const missing = found.filter((span) => !exists(span, paths));
      expect(missing, `${doc} names files that are not in the project; fix the names`).toEqual([]);
    });
  }
});
