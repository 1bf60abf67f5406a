import type { z } from 'zod';
import { badRequest, HttpError } from './errors.ts';

const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, 'too_large', 'That request is too large.');

/**
 * The body's bytes, read chunk by chunk and abandoned as soon as they pass `max`: a chunked
 * upload without Content-Length is never held whole in memory.
 */
export async function readBoundedBytes(
  request: Request,
  max = MAX_BODY_BYTES,
  error: () => HttpError = tooLarge,
): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) throw error();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw error();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readBoundedText(request: Request, max = MAX_BODY_BYTES): Promise<string> {
  return (await readBoundedBytes(request, max)).toString('utf8');
}

/**
 * Reads a JSON body of bounded size (64 KiB unless `max` allows more, as a long session note
 * needs) and validates it with the given schema.
 */
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  max = MAX_BODY_BYTES,
): Promise<z.infer<T>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the details as JSON (Content-Type: application/json).',
    );
  }
  const text = await readBoundedText(request, max);
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
  const text = await readBoundedText(request);
  return Object.fromEntries(new URLSearchParams(text));
}

/** Reads a raw body of bounded size, for signatures computed over the exact bytes. */
export async function readText(request: Request): Promise<string> {
  return readBoundedText(request);
}
