import type { Context } from '@netlify/functions';
import { z } from 'zod';
import { ConfigError } from '#/server/config.ts';
import { databaseTrouble } from '#/server/db/trouble.ts';
import { HttpError } from './errors.ts';
import { API_SECURITY_HEADERS, errorResponse } from './respond.ts';

export type Handler = (request: Request, context: Context) => Promise<Response> | Response;

/**
 * Wraps a function's body. Functions declare no `method` in their config: the platform would
 * answer a wrong method with its own non-JSON 404, so the wrapper answers it instead. Known
 * errors become JSON answers a person can act on; anything else is logged and answered with a
 * plain 500. No stack trace ever leaves the server.
 */
export type MethodHandler = ((request: Request, context: Context) => Promise<Response>) & {
  /** The methods it answers; others get a JSON 405 (so tests can list every route and method). */
  methods: readonly string[];
};

export function handler(methods: readonly string[], body: Handler): MethodHandler {
  const wrapped = async (request: Request, context: Context) => {
    if (!methods.includes(request.method)) {
      return errorResponse(
        405,
        'method_not_allowed',
        `Use ${methods.join(' or ')} here.`,
        undefined,
        {
          allow: methods.join(', '),
        },
      );
    }
    try {
      return await body(request, context);
    } catch (error) {
      return toErrorResponse(error, request);
    }
  };
  return Object.assign(wrapped, { methods });
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The site cannot reach its database at the moment. Please try again in a minute.';
export const DATABASE_SLOW_MESSAGE =
  'The site is taking too long to answer at the moment. Please try again in a minute.';

/**
 * The database is down, restarting or too slow: a 503 with a plain message, for a page as text
 * (a browser shows it as it is), for the API in its JSON error shape. Nothing of the driver's
 * error (host, user) reaches the caller; the log has it.
 */
function databaseTroubleResponse(
  trouble: 'unavailable' | 'timeout',
  error: unknown,
  request?: Request,
): Response {
  console.error(
    `[server] ${request?.method ?? ''} ${request ? new URL(request.url).pathname : ''}: database ${trouble}:`,
    error instanceof Error ? error.message : error,
  );
  const message = trouble === 'timeout' ? DATABASE_SLOW_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE;
  const headers = { 'retry-after': '30' };
  if (request?.headers.get('accept')?.includes('text/html')) {
    return new Response(`${message}\n`, {
      status: 503,
      headers: {
        ...API_SECURITY_HEADERS,
        'content-type': 'text/plain; charset=utf-8',
        ...headers,
      },
    });
  }
  return errorResponse(503, 'database_unavailable', message, undefined, headers);
}

export const NOT_CONFIGURED_MESSAGE =
  'This part of the site is not available at the moment. Please try again later.';

export function toErrorResponse(error: unknown, request?: Request): Response {
  if (error instanceof HttpError) {
    return errorResponse(
      error.status,
      error.code,
      error.message,
      error.fields,
      error.headers,
      error.values,
    );
  }
  if (error instanceof z.ZodError) {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.') || 'body';
      fields[key] ??= issue.message;
    }
    const first = error.issues[0]?.message ?? 'Please check what you entered.';
    return errorResponse(400, 'invalid_input', first, fields);
  }
  if (error instanceof ConfigError) {
    // Which variable is wrong, and its rule, is for the operator's log and `npm run doctor`.
    console.error(`[config] ${error.message}`);
    return errorResponse(503, 'not_configured', NOT_CONFIGURED_MESSAGE);
  }
  const trouble = databaseTrouble(error);
  if (trouble) return databaseTroubleResponse(trouble, error, request);
  console.error(
    `[server] ${request?.method ?? ''} ${request ? new URL(request.url).pathname : ''}:`,
    error,
  );
  return errorResponse(
    500,
    'server_error',
    'Something went wrong on our side. Please try again in a little while.',
  );
}
