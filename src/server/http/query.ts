import type { z } from 'zod';
import { notFound } from './errors.ts';

/** The request's query parameters, validated (empty values count as absent). */
export function readQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const params = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([, value]) => value !== ''),
  );
  return schema.parse(params);
}

/**
 * A decoded path segment. A malformed percent-encoding (`%E0%A4`) names nothing, so it is a
 * 404 like any other unknown address, not a 500.
 */
export function pathParam(value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  try {
    return decodeURIComponent(value);
  } catch {
    throw notFound('There is nothing at this address.');
  }
}
