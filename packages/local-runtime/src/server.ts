import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { BodyTooLarge } from './body.ts';
import type { FunctionRouter } from './functions.ts';

/**
 * The local front door: `/_dev/*` services, then the functions (in-process), then Netlify's own
 * emulation for static files, redirects and headers, then the 404 page.
 */

/** A local service mounted under /_dev; answers undefined for paths it does not own. */
export type DevService = (request: Request) => Promise<Response | undefined>;

export interface SiteServerOptions {
  router: () => FunctionRouter;
  /** Static files, redirects and headers (Netlify's emulation); undefined when nothing matches. */
  fallback: (req: IncomingMessage) => Promise<Response | undefined>;
  devServices: DevService[];
  distDir: string;
  /**
   * The product's answer to an error that escaped a handler (its own error shape and status),
   * the same one its functions give in production.
   */
  errorResponse: (error: unknown) => Response;
}

export function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit);
}

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses text answers as Netlify's CDN does, so that local measurements match production. */
export async function compress(response: Response, acceptEncoding: string): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type))
    return response;
  const encoding = /\bbr\b/.test(acceptEncoding)
    ? 'br'
    : /\bgzip\b/.test(acceptEncoding)
      ? 'gzip'
      : undefined;
  if (!encoding) return response;
  const raw = Buffer.from(await response.arrayBuffer());
  const body =
    encoding === 'br'
      ? await brotli(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : await gzipAsync(raw);
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.length));
  headers.append('vary', 'Accept-Encoding');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

export async function writeResponse(
  res: ServerResponse,
  response: Response,
  method = 'GET',
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}

async function notFoundPage(distDir: string): Promise<Response> {
  try {
    const html = await readFile(join(distDir, '404.html'));
    return new Response(html, {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Netlify passes the visitor's address in x-nf-client-connection-ip. Locally that header is
 * believed only from loopback, where a proxy or a test speaks for several visitors.
 */
function clientIp(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? '127.0.0.1';
  const forwarded = req.headers['x-nf-client-connection-ip'];
  return LOOPBACK.has(peer) && typeof forwarded === 'string' && forwarded ? forwarded : peer;
}

/**
 * The local site answers only to the names of this machine. A page elsewhere could point its
 * own host name at 127.0.0.1 (DNS rebinding) and read `/_dev/mail.json`, login codes included,
 * or call the API as a same-origin page; its requests carry its own name in Host.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether Host names this machine and the port the request really came in on: a request's Host
 * is what links and fetched pages are built from, so `localhost:1` must not pass.
 */
export function isLocalHost(host: string | undefined, port?: number): boolean {
  if (!host) return false;
  try {
    const url = new URL(`http://${host}`);
    if (!LOCAL_HOSTS.has(url.hostname)) return false;
    return port === undefined || Number(url.port || 80) === port;
  } catch {
    return false;
  }
}

/** Whether every percent sign of a path starts a valid escape (`/%ZZ` does not). */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export function createSiteServer(options: SiteServerOptions): Server {
  return createServer(async (req, res) => {
    if (!isLocalHost(req.headers.host, req.socket.localPort)) {
      res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('This local site answers only to localhost and 127.0.0.1, on its own port.');
      return;
    }
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    try {
      if (url.pathname.startsWith('/_dev/')) {
        const request = toRequest(req, origin);
        for (const service of options.devServices) {
          const response = await service(request);
          if (response) return await writeResponse(res, response, method);
        }
        return await writeResponse(res, await notFoundPage(options.distDir), method);
      }

      const router = options.router();
      const match = router.match(url, method);
      if (match) {
        const request = toRequest(req, origin);
        const ip = clientIp(req);
        const response = await router.invoke(match.fn, request, { ip, params: match.params });
        // Netlify's CDN compresses functions' text answers as it does files.
        return await writeResponse(
          res,
          await compress(response, String(req.headers['accept-encoding'] ?? '')),
          method,
        );
      }

      // As Netlify does: an address that cannot be decoded names no page (the functions answer
      // such addresses themselves, in their own words).
      if (!decodablePath(url.pathname)) {
        return await writeResponse(res, await notFoundPage(options.distDir), method);
      }
      const response = await options.fallback(req);
      if (response)
        return await writeResponse(
          res,
          await compress(response, String(req.headers['accept-encoding'] ?? '')),
          method,
        );
      return await writeResponse(res, await notFoundPage(options.distDir), method);
    } catch (error) {
      if (res.headersSent) res.destroy();
      else if (error instanceof BodyTooLarge) {
        await writeResponse(res, new Response(`${error.message}\n`, { status: 413 }), method);
      } else await writeResponse(res, options.errorResponse(error), method);
    }
  });
}
