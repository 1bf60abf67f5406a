import type { ImageMetadata } from 'astro';

/**
 * Pictures under content/images, found by their path there (e.g. "services/grief.jpg"): the
 * service pages' pictures, named after their MDX file. The JSON content names its pictures itself
 * (its `image()` fields, see src/content/schemas.ts). An editor replaces one by saving a new file
 * under the same name; a missing one stops the build.
 */
const files = import.meta.glob<{ default: ImageMetadata }>(
  '../../content/images/**/*.{jpg,jpeg,png,webp}',
  {
    eager: true,
  },
);

export function contentImage(path: string): ImageMetadata {
  const found = files[`../../content/images/${path}`];
  if (!found) throw new Error(`Missing picture content/images/${path}`);
  return found.default;
}
