import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a built page ships: its module scripts (external and inline), its islands'
 * components and renderers, and every chunk they import, statically or dynamically, measured
 * gzipped. Deterministic, so it can be tested.
 */
export interface PageWeight {
  files: string[];
  gzipBytes: number;
}

const IMPORT =
  /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'`](\.{1,2}\/[^"'`]+|\/_astro\/[^"'`]+)["'`]|import\(\s*["'`](\.{1,2}\/[^"'`]+|\/_astro\/[^"'`]+)["'`]\s*\)/g;

export async function pageWeight(distDir: string, htmlFile: string): Promise<PageWeight> {
  const html = await readFile(join(distDir, htmlFile), 'utf8');
  const seen = new Set<string>();
  let gzipBytes = 0;
  const queue: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="(\/_astro\/[^"]+\.js)"[^>]*>/g))
    queue.push(m[1]!);
  // Islands load their component and its renderer (React) from attributes of <astro-island>.
  for (const m of html.matchAll(
    /\b(?:component|renderer|before-hydration)-url="(\/_astro\/[^"]+\.js)"/g,
  ))
    queue.push(m[1]!);
  const inline = [
    ...html.matchAll(
      /<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => m[1]!);
  for (const code of inline) {
    gzipBytes += gzipSync(code).length;
    for (const m of code.matchAll(IMPORT)) queue.push(resolveFrom('/_astro/', (m[1] ?? m[2])!));
  }
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await readFile(join(distDir, url), 'utf8');
    gzipBytes += gzipSync(code).length;
    for (const m of code.matchAll(IMPORT)) queue.push(resolveFrom(url, (m[1] ?? m[2])!));
  }
  return { files: [...seen], gzipBytes };
}

function resolveFrom(from: string, spec: string): string {
  if (spec.startsWith('/')) return spec;
  return new URL(spec, `http://x${from}`).pathname;
}
