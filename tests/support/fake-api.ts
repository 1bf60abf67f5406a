import type { ApiFetch } from '#/lib/http.ts';
import { toErrorResponse } from '#/server/http/handler.ts';

/**
 * A stand-in for the site's functions, for store tests without a browser or a server: routes
 * answer with the server's own helpers (`json`, `errorResponse` from src/server/http/respond.ts)
 * and whatever a route throws (an HttpError, a ZodError from the real schema) becomes the
 * answer the real functions give, through the server's own `toErrorResponse`. Handed to the
 * stores with `setApiFetch(api.fetch)`.
 */
export type Route = (
  request: Request,
  params: Record<string, string>,
) => Response | Promise<Response>;

export interface Call {
  method: string;
  path: string;
  headers: Headers;
  /** The body as JSON when it was JSON, as FormData when it was a form. */
  body: unknown;
}

export interface FakeApi {
  fetch: ApiFetch;
  /** Every call made, in order. */
  calls: Call[];
  /** Adds or replaces a route: `'POST /api/orders'`, `'PUT /api/admin/products/:id'`. */
  on(route: string, answer: Route): void;
  /** While offline, every call fails as a dropped connection does (fetch rejects). */
  setOffline(offline: boolean): void;
}

function match(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[i]!);
    else if (part !== got[i]) return undefined;
  }
  return params;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) return request.clone().json();
  if (type.startsWith('multipart/form-data')) return request.clone().formData();
  return request.body ? request.clone().text() : undefined;
}

export function fakeApi(routes: Record<string, Route> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: Call[] = [];
  let offline = false;
  return {
    calls,
    on: (route, answer) => void table.set(route, answer),
    setOffline: (value) => {
      offline = value;
    },
    async fetch(path, init) {
      if (offline) throw new TypeError('Failed to fetch');
      const request = new Request(new URL(path, 'http://localhost'), init);
      const url = new URL(request.url);
      calls.push({
        method: request.method,
        path: url.pathname + url.search,
        headers: request.headers,
        body: await bodyOf(request),
      });
      for (const [route, answer] of table) {
        const [method, pattern] = route.split(' ') as [string, string];
        const params = method === request.method ? match(pattern, url.pathname) : undefined;
        if (!params) continue;
        try {
          return await answer(request, params);
        } catch (error) {
          return toErrorResponse(error, request);
        }
      }
      return toErrorResponse(new Error(`no fake route for ${request.method} ${url.pathname}`));
    },
  };
}
