import type { ImageMetadata } from 'astro';
import { standInPictures } from './data.ts';

/**
 * The pictures that are still the site's generated stand-ins (abstract shapes in the brand's
 * colours), listed in content/stand-in-pictures.json by their path under content/. An alt text
 * in the content describes the photograph meant for that place; until that photograph is there,
 * the stand-in is shown as decoration (empty alt) so that nobody is told about a picture that
 * is not on the page. An editor who adds a real photograph removes its line from the list.
 */
const pictures = new Set(standInPictures);
const fileNames = new Set(standInPictures.map((path) => path.split('/').pop()!));

export function isStandIn(pathUnderContent: string): boolean {
  return pictures.has(pathUnderContent);
}

/** The alt text to show for a picture at this path under content/. */
export function pictureAlt(pathUnderContent: string, alt: string): string {
  return isStandIn(pathUnderContent) ? '' : alt;
}

/**
 * For pictures known only by their built address (an article's inline images, the pictures of
 * the content collections): Astro keeps the file's name and adds a hash
 * ("/_astro/dmittest-1.Bx7a9Q2c.jpg"). Every picture under content/ has a name of its own
 * (tests/unit/content.test.ts), so the name is enough.
 */
export function isStandInAddress(src: string): boolean {
  const name = decodeURIComponent(src.split('?')[0]!.split('/').pop() ?? '');
  const original = name.replace(/\.[\w-]{6,}(\.\w+)$/, '$1');
  return fileNames.has(name) || fileNames.has(original);
}

/** Whether a collection's picture (an `image()` field) is still a stand-in. */
export function isStandInImage(image: ImageMetadata): boolean {
  return isStandInAddress(image.src);
}

/** The alt text to show for a collection's picture. */
export function imageAlt(image: ImageMetadata, alt: string): string {
  return isStandInImage(image) ? '' : alt;
}
