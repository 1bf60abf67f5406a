import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '#/features/admin/admin.ts';
import { badRequest, HttpError } from '#/server/http/errors.ts';

/** What the image's first bytes say it is; the file name and the browser's type are ignored. */
export function sniffImageType(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export const IMAGE_MESSAGES = {
  tooLarge: 'That image is larger than 5 MB. Please choose a smaller one.',
  notImage: 'Please choose a PNG, JPEG or WebP image. Other files, SVG included, are not accepted.',
  corrupt: 'That image could not be read; it may be damaged. Please choose another one.',
} as const;

/**
 * Accepts a PNG, JPEG or WebP image of at most 5 MB, judged by its content, and re-encodes it
 * as WebP no larger than `maxSide` (1600 px, a product picture's). Re-encoding drops whatever
 * else the file carried (EXIF with GPS positions, embedded scripts in polyglot files), and sharp
 * keeps no metadata by default.
 */
export async function processImage(
  bytes: Uint8Array,
  maxSide = 1600,
): Promise<{ data: Buffer; contentType: 'image/webp'; width: number; height: number }> {
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    throw new HttpError(413, 'too_large', IMAGE_MESSAGES.tooLarge);
  if (!sniffImageType(bytes))
    throw badRequest(IMAGE_MESSAGES.notImage, { image: IMAGE_MESSAGES.notImage });
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw badRequest(IMAGE_MESSAGES.corrupt, { image: IMAGE_MESSAGES.corrupt });
  }
}
