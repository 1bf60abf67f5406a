import type { z } from 'zod';
import { badRequest, HttpError } from './errors.ts';

const MAX_BODY_BYTES = 64 * 1024;

/** Reads a JSON body of bounded size and validates it with the given schema. */
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<z.infer<T>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the details as JSON (Content-Type: application/json).',
    );
  }
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw new HttpError(413, 'too_large', 'That request is too large.');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new HttpError(413, 'too_large', 'That request is too large.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest('The request could not be read as JSON.');
  }
  return schema.parse(data);
}

/** Reads an `application/x-www-form-urlencoded` body of bounded size (a provider's post). */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new HttpError(413, 'too_large', 'That request is too large.');
  return Object.fromEntries(new URLSearchParams(text));
}

/** Reads a raw body of bounded size, for signatures computed over the exact bytes. */
export async function readText(request: Request): Promise<string> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new HttpError(413, 'too_large', 'That request is too large.');
  return text;
}
