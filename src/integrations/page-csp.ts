import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Astro's Content-Security-Policy lists, on every page, the hashes of every inline script and
 * style of the whole build: 46 on a shop page that has 5. A hash is random text that does not
 * compress, so the list cost each page about 1.5 KB of its first response, which must fit in the
 * first round trip of a slow connection (about 14 KB). After the build this keeps, in each page's
 * policy, the hashes of the inline scripts and styles that page has, and nothing else: what the
 * page may run is exactly what it carries.
 */

const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;
/** Scripts a browser runs; data blocks (JSON, JSON-LD) are never run, so need no hash. */
const RUNNABLE = /^(|module|text\/javascript|application\/javascript)$/i;

const hashOf = (text: string, algorithm: string) =>
  `'${algorithm}-${createHash(algorithm).update(text).digest('base64')}'`;

function scriptType(attributes: string): string {
  return /\stype="([^"]*)"/.exec(attributes)?.[1] ?? '';
}

/** The directive's sources with its hashes replaced by `hashes`. */
function withHashes(directive: string, hashes: Set<string>): string {
  const [name, ...sources] = directive.trim().split(/\s+/);
  const kept = sources.filter((source) => !/^'sha(256|384|512)-/.test(source));
  return [name, ...kept, ...hashes].join(' ');
}

/** A page's HTML whose policy names the hashes of its own inline scripts and styles only. */
export function ownHashesOnly(html: string): string {
  const policy = POLICY.exec(html);
  if (!policy) return html;
  const algorithm = /'(sha256|sha384|sha512)-/.exec(policy[2]!)?.[1] ?? 'sha256';
  const scripts = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT))
    if (RUNNABLE.test(scriptType(attributes!))) scripts.add(hashOf(body!, algorithm));
  const styles = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_STYLE)) styles.add(hashOf(body!, algorithm));
  const directives = policy[2]!
    .split(';')
    .filter((d) => d.trim() !== '')
    .map((d) => {
      const name = d.trim().split(/\s+/)[0];
      if (name === 'script-src') return withHashes(d, scripts);
      if (name === 'style-src') return withHashes(d, styles);
      return d.trim();
    });
  return html.replace(POLICY, (_, start: string, _content: string, end: string) => {
    return `${start}${directives.join(';')};${end}`;
  });
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export default function pageCsp(): AstroIntegration {
  return {
    name: 'psycortex:page-csp',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const files = await htmlFiles(fileURLToPath(dir));
        let saved = 0;
        for (const file of files) {
          const html = await readFile(file, 'utf8');
          const trimmed = ownHashesOnly(html);
          if (trimmed === html) continue;
          saved += html.length - trimmed.length;
          await writeFile(file, trimmed);
        }
        logger.info(`each page's policy names its own hashes: ${saved} bytes fewer in all`);
      },
    },
  };
}
