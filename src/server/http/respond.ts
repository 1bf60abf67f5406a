import type { ApiErrorBody, ApiErrorValues } from '#/lib/api-error.ts';

/** Headers on every API answer: nothing in it may run, be framed or be sniffed. */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-store',
};

/**
 * Headers on a page a function renders. Netlify applies netlify.toml's [[headers]] to the files
 * it serves, not to a function's answer, so a rendered page sends the same ones itself
 * (tests/unit/page-headers.test.ts keeps the two in step).
 */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(self), interest-cohort=()',
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'x-frame-options': 'DENY',
};

/** The video room's page alone may use the camera and the microphone, from this site only. */
export const SESSION_PAGE_PERMISSIONS =
  'camera=(self), microphone=(self), geolocation=(), payment=(), interest-cohort=()';

/** A page rendered by a function: HTML with the site's security headers. */
export function htmlPage(html: string, status: number, headers: Record<string, string>): Response {
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      ...PAGE_SECURITY_HEADERS,
      ...headers,
    },
  });
}

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...API_SECURITY_HEADERS,
      ...headers,
    },
  });
}

/** An error answer in the shape the browser's client reads (src/lib/api-error.ts). */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  headers: Record<string, string> = {},
  values?: ApiErrorValues,
): Response {
  const body: ApiErrorBody = {
    error: { code, message, ...(fields ? { fields } : {}), ...(values ? { values } : {}) },
  };
  return json(body, status, headers);
}

/** Adds Set-Cookie headers (one per cookie) to an answer. */
export function setCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}

/** A 302 to another page (relative to the site, or a provider's absolute URL). */
export function redirect(location: string, cookies: string[] = []): Response {
  const response = new Response(null, {
    status: 302,
    headers: { location, ...API_SECURITY_HEADERS },
  });
  return setCookies(response, cookies);
}
