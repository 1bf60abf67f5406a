import { readBoundedBytes } from '#/server/http/body.ts';
import { badRequest, HttpError } from '#/server/http/errors.ts';
import { IMAGE_MESSAGES } from './images.server.ts';

/** A 5 MB image with room for the multipart framing and a form's other fields. */
const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

/**
 * A multipart form carrying a picture, read within 6 MB before any parsing: a stream of unknown
 * length is never handed to the form parser. `unreadable` is what to say when it is no form.
 */
export async function readUploadForm(request: Request, unreadable: string): Promise<FormData> {
  const bytes = await readBoundedBytes(
    request,
    MAX_UPLOAD_BYTES,
    () => new HttpError(413, 'too_large', IMAGE_MESSAGES.tooLarge),
  );
  try {
    return await new Response(new Uint8Array(bytes), { headers: request.headers }).formData();
  } catch {
    throw badRequest(unreadable);
  }
}

/** The one picture of an upload (its field `field`). */
export async function readImageUpload(request: Request, field: string): Promise<Uint8Array> {
  const form = await readUploadForm(
    request,
    'The upload could not be read. Please choose the picture again.',
  );
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) {
    throw badRequest('Please choose a picture to upload.', { [field]: 'Please choose a picture.' });
  }
  return new Uint8Array(await file.arrayBuffer());
}
