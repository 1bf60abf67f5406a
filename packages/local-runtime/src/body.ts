/**
 * Request bodies read chunk by chunk and dropped at a limit, whatever Content-Length says, so that
 * a local service cannot be made to hold a 300 MB POST in memory. The front door answers 413.
 */
export class BodyTooLarge extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.limit = limit;
  }
}

/** A form or JSON body of a local service: the payment pages, a provider's API, the sign-in provider. */
export const SMALL_BODY = 64 * 1024;

export async function readText(request: Request, limit = SMALL_BODY): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON body, or undefined when it is not JSON. */
export async function readJsonBody(request: Request, limit = SMALL_BODY): Promise<unknown> {
  const text = await readText(request, limit);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
