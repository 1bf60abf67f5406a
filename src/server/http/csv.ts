import { API_SECURITY_HEADERS } from './respond.ts';

/** A CSV download; the name carries the day, so exports on different days do not overwrite. */
export function csvResponse(name: string, body: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\ufeff${body}`, {
    headers: {
      ...API_SECURITY_HEADERS,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
    },
  });
}
