import { stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join, normalize } from 'node:path';
import { RedirectsHandler } from '@netlify/redirects';
import { toRequest } from './server.ts';

/**
 * Netlify answers a rewrite with the status its rule names: `/blog/*  /blog-not-found  404`
 * serves that page with 404. The local emulation (@netlify/dev 5) serves the target with 200,
 * so this looks up the same netlify.toml rule and gives back the status Netlify would send, or
 * undefined to keep the emulation's. An existing page shadows a rule that is not forced, as on
 * Netlify.
 */
export function createRewriteStatus(root: string, publishDir: string) {
  const rules = new RedirectsHandler({
    configPath: join(root, 'netlify.toml'),
    configRedirects: [],
    jwtRoleClaim: '',
    jwtSecret: '',
    projectDir: root,
  });

  const isFile = (path: string) =>
    stat(path).then(
      (s) => s.isFile(),
      () => false,
    );

  /** Whether the path is a file of the published site (Netlify's pretty URLs included). */
  async function published(pathname: string): Promise<boolean> {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    const file = normalize(join(publishDir, path));
    if (!file.startsWith(publishDir)) return false;
    for (const candidate of [file, `${file.replace(/\/$/, '')}.html`, join(file, 'index.html')]) {
      if (await isFile(candidate)) return true;
    }
    return false;
  }

  return async function rewriteStatus(req: IncomingMessage): Promise<number | undefined> {
    const request = toRequest(req, `http://${req.headers.host ?? 'localhost'}`);
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const match = await rules.match(request);
    if (!match || match.redirect || match.external) return undefined;
    if (!match.statusCode || match.statusCode === 200) return undefined;
    if (!match.force && (await published(new URL(request.url).pathname))) return undefined;
    return match.statusCode;
  };
}
