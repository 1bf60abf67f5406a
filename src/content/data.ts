import { type CollectionEntry, getEntry } from 'astro:content';

/**
 * The JSON content, read from its collections (src/content.config.ts): the build has checked
 * every file against its schema (src/content/schemas.ts) and stopped, naming the file and the
 * field, if one breaks it. Pictures arrive as Astro images, ready for <Image> and getImage().
 */
type JsonCollection =
  | 'company'
  | 'branches'
  | 'testimonials'
  | 'faq'
  | 'home'
  | 'about'
  | 'awards'
  | 'gallery'
  | 'franchise'
  | 'brochure'
  | 'search'
  | 'contact'
  | 'serviceSections'
  | 'standInPictures';

/** The one entry of a JSON file's collection; its id is the file's name. */
async function read<C extends JsonCollection>(
  collection: C,
  fileName: string,
): Promise<CollectionEntry<C>['data']> {
  const entry = await getEntry(collection, fileName);
  if (!entry) throw new Error(`The ${collection} collection has no content/${fileName}.json`);
  return entry.data as CollectionEntry<C>['data'];
}

export const company = await read('company', 'company');
export const branches = (await read('branches', 'branches')).items;
export const testimonials = await read('testimonials', 'testimonials');
export const faq = (await read('faq', 'faq')).items;
export const home = await read('home', 'home');
export const about = await read('about', 'about');
export const awards = await read('awards', 'awards');
export const gallery = await read('gallery', 'gallery');
export const franchise = await read('franchise', 'franchise');
export const brochure = await read('brochure', 'brochure');
export const searchEntries = (await read('search', 'search')).items;
export const contact = await read('contact', 'contact');
export const serviceSections = (await read('serviceSections', 'service-sections')).items;
export const standInPictures = (await read('standInPictures', 'stand-in-pictures')).pictures;
