import type { z } from 'zod';

/** The request's query parameters, validated (empty values count as absent). */
export function readQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const params = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([, value]) => value !== ''),
  );
  return schema.parse(params);
}
