import standIns from '../../content/stand-in-pictures.json' with { type: 'json' };

/**
 * The pictures that are still the site's generated stand-ins (abstract shapes in the brand's
 * colours), listed in content/stand-in-pictures.json by their path under content/. An alt text
 * in the content describes the photograph meant for that place; until that photograph is there,
 * the stand-in is shown as decoration (empty alt) so that nobody is told about a picture that
 * is not on the page. An editor who adds a real photograph removes its line from the list.
 */
const pictures = new Set(standIns.pictures);
const fileNames = new Set(standIns.pictures.map((path) => path.split('/').pop()!));

export function isStandIn(pathUnderContent: string): boolean {
  return pictures.has(pathUnderContent);
}

/** The alt text to show for a picture at this path under content/. */
export function pictureAlt(pathUnderContent: string, alt: string): string {
  return isStandIn(pathUnderContent) ? '' : alt;
}

/**
 * For pictures known only by their built address (an article's inline images): Astro keeps the
 * file's name and adds a hash ("/_astro/dmittest-1.Bx7a9Q2c.jpg").
 */
export function isStandInAddress(src: string): boolean {
  const name = decodeURIComponent(src.split('?')[0]!.split('/').pop() ?? '');
  const original = name.replace(/\.[\w-]{6,}(\.\w+)$/, '$1');
  return fileNames.has(name) || fileNames.has(original);
}
