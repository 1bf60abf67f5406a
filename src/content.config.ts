import { defineCollection } from 'astro:content';
import { existsSync } from 'node:fs';
import { file, glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { homeTranslationSchema, pagesTranslationSchema, uiSchema } from '#/content/i18n-schema.ts';
import {
  aboutSchema,
  awardsSchema,
  branchesSchema,
  brochureSchema,
  companySchema,
  contactSchema,
  faqSchema,
  franchiseSchema,
  gallerySchema,
  homeSchema,
  searchSchema,
  serviceSectionsSchema,
  standInPicturesSchema,
  testimonialsSchema,
} from '#/content/schemas.ts';
import { loginWordsSchema } from '#/features/account/login-words.ts';
import { bookingWordsSchema } from '#/features/booking/words-schema.ts';
import { getMatchedWordsSchema } from '#/features/get-matched/matching/words-schema.ts';
import { measuresWordsSchema } from '#/features/measures/words-schema.ts';
import { shopWordsSchema } from '#/features/shop/words-schema.ts';
import { messageWordsSchema } from '#/lib/message-words.ts';

/**
 * The pages editors write in MDX. Every field is described so the schema doubles as the
 * editors' guide; the JSON data files are described in `src/content/schemas.ts`.
 */

const serviceSchema = z.object({
  title: z.string().describe('Page heading and <title>, e.g. "Grief Counselling".'),
  breadcrumb: z.string().describe('Last crumb of the breadcrumb trail.'),
  description: z.string().max(160).describe('Search-engine description, at most 160 characters.'),
  order: z.number().int().positive().describe('Position within its section (1 = first).'),
  quote: z.string().describe('A short quotation shown beside the text, without quotation marks.'),
  writer: z.string().describe('Who said or wrote the quotation.'),
  imageAlt: z
    .string()
    .describe(
      "What the page's photograph shows, for people who cannot see it. Shown only once a real photograph replaces the stand-in (content/stand-in-pictures.json).",
    ),
});

const services = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: './content/services' }),
  schema: serviceSchema,
});

/**
 * A service page in Hindi or Marathi: content/i18n/services/<language>/<section>/<page>.mdx, the
 * same fields as the English page at content/services/<section>/<page>.mdx (its `order` too).
 */
const serviceTranslations = defineCollection({
  loader: glob({ pattern: '*/*/*.mdx', base: './content/i18n/services' }),
  schema: serviceSchema,
});

const blog = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/blog' }),
  schema: ({ image }) =>
    z.object({
      title: z.string().describe('Headline of the post.'),
      by: z.string().describe('Author shown as "by …".'),
      date: z.coerce.date().describe('Publication date (YYYY-MM-DD).'),
      tag: z
        .string()
        .describe('One topic tag, e.g. Psychology, Human Resources, Emotional Wellness.'),
      description: z
        .string()
        .max(160)
        .describe('Search-engine description, at most 160 characters.'),
      img: image().describe('Main image, a path relative to the post (./images/<name>.jpg).'),
      imgAlt: z
        .string()
        .describe(
          'What the main picture shows, for people who cannot see it. Shown only once a real photograph replaces the stand-in (content/stand-in-pictures.json).',
        ),
    }),
});

const legalSchema = z.object({
  title: z.string().describe('Page heading.'),
  webtitle: z.string().describe('The <title> of the page.'),
  webdescription: z
    .string()
    .max(160)
    .describe('Search-engine description, at most 160 characters.'),
  updated: z.coerce.date().describe('When the text last changed (YYYY-MM-DD).'),
});

const legal = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/legal' }),
  schema: legalSchema,
});

/**
 * A policy in Hindi or Marathi: content/i18n/legal/<language>/<page>.mdx, a faithful translation
 * of content/legal/<page>.mdx (the English text prevails, and the page says so at its top).
 */
const legalTranslations = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: './content/i18n/legal' }),
  schema: legalSchema,
});

/**
 * One JSON file of content/ as a collection of one entry, whose id is the file's name (read it
 * with `getEntry`, through src/content/data.ts). Each file is one document to an editor and
 * several of its rules are about the whole file (37 branches, 12 questions), so it stays one
 * entry rather than one entry per item; a file that is a list becomes `{ items: [...] }`.
 */
function jsonFile(name: string): Loader {
  const path = `content/${name}.json`;
  let syntaxError: unknown;
  const loader = file(path, {
    parser: (text) => {
      try {
        const data: unknown = JSON.parse(text);
        return {
          [name]: (Array.isArray(data) ? { items: data } : data) as Record<string, unknown>,
        };
      } catch (error) {
        syntaxError = error;
        throw error;
      }
    },
  });
  return {
    ...loader,
    load: async (context) => {
      syntaxError = undefined;
      await loader.load(context);
      // file() only logs a file it cannot parse and keeps the entry of the last good sync, so
      // the build would go on with stale content: stop it here instead, saying what is wrong.
      if (syntaxError) {
        throw new Error(`${path} is not valid JSON: ${(syntaxError as Error).message}`);
      }
      if (!context.store.has(name)) throw new Error(`${path} could not be read`);
    },
  };
}

/** A list file's schema: the loader puts its items under `items`. */
const list = <S extends z.ZodType>(items: S) => z.object({ items });

/**
 * Astro's `image()` with the path checked first. On its own it finds a missing picture only when
 * the pages are bundled, with an error that names neither the JSON file nor the field; checked
 * here, the content sync stops with both. Paths start from the JSON file, and all of them are in
 * content/.
 */
const contentDir = new URL('../content/', import.meta.url);
const checked =
  <I extends z.ZodType>(image: () => I) =>
  () =>
    z
      .string()
      .refine((path) => existsSync(new URL(path, contentDir)), {
        error: (issue) => `No picture at ${String(issue.input)} (a path from the JSON file)`,
      })
      .pipe(image() as unknown as z.ZodType<z.output<I>, string>);

const company = defineCollection({ loader: jsonFile('company'), schema: companySchema });
const branches = defineCollection({
  loader: jsonFile('branches'),
  schema: ({ image }) => list(branchesSchema(checked(image))),
});
const testimonials = defineCollection({
  loader: jsonFile('testimonials'),
  schema: testimonialsSchema,
});
const faq = defineCollection({ loader: jsonFile('faq'), schema: list(faqSchema) });
const home = defineCollection({
  loader: jsonFile('home'),
  schema: ({ image }) => homeSchema(checked(image)),
});
const about = defineCollection({
  loader: jsonFile('about'),
  schema: ({ image }) => aboutSchema(checked(image)),
});
const awards = defineCollection({
  loader: jsonFile('awards'),
  schema: ({ image }) => awardsSchema(checked(image)),
});
const gallery = defineCollection({
  loader: jsonFile('gallery'),
  schema: ({ image }) => gallerySchema(checked(image)),
});
const franchise = defineCollection({ loader: jsonFile('franchise'), schema: franchiseSchema });
const brochure = defineCollection({
  loader: jsonFile('brochure'),
  schema: ({ image }) => brochureSchema(checked(image)),
});
const search = defineCollection({ loader: jsonFile('search'), schema: list(searchSchema) });
const contact = defineCollection({ loader: jsonFile('contact'), schema: contactSchema });
const serviceSections = defineCollection({
  loader: jsonFile('service-sections'),
  schema: list(serviceSectionsSchema),
});
const standInPictures = defineCollection({
  loader: jsonFile('stand-in-pictures'),
  schema: standInPicturesSchema,
});

/** A dictionary of texts, one JSON file per language: content/i18n/<folder>/<language>.json. */
function dictionary<Schema extends z.ZodType>(folder: string, schema: Schema) {
  return defineCollection({
    loader: glob({ pattern: '*.json', base: `./content/i18n/${folder}` }),
    schema,
  });
}

/** Interface texts per language (content/i18n/ui/<language>.json) and the home page's translations. */
const ui = dictionary('ui', uiSchema);
const homeTranslations = dictionary('home', homeTranslationSchema);

/**
 * The texts around translated pages (service pages, contact, privacy notice, search) in Hindi and
 * Marathi: content/i18n/pages/<language>.json.
 */
const pageTranslations = dictionary('pages', pagesTranslationSchema);

/** /get-matched's texts in Hindi and Marathi (content/i18n/get-matched/<language>.json). */
const getMatchedTranslations = dictionary('get-matched', getMatchedWordsSchema);

/** /book, /book/clinician and My sessions in Hindi and Marathi (content/i18n/booking/<language>.json). */
const bookingTranslations = dictionary('booking', bookingWordsSchema);

/** /user/login in Hindi and Marathi (content/i18n/login/<language>.json). */
const loginTranslations = dictionary('login', loginWordsSchema);

/** The cart's, checkout's and order page's texts in Hindi and Marathi (content/i18n/shop/<language>.json). */
const shopTranslations = dictionary('shop', shopWordsSchema);

/** /user/measures and /user/progress in Hindi and Marathi (content/i18n/measures/<language>.json). */
const measuresTranslations = dictionary('measures', measuresWordsSchema);

/**
 * The server's and the stores' messages in Hindi and Marathi, by their code
 * (content/i18n/messages/<language>.json; the English ones are the server's own).
 */
const messageTranslations = dictionary('messages', messageWordsSchema);

export const collections = {
  services,
  serviceTranslations,
  blog,
  legal,
  legalTranslations,
  company,
  branches,
  testimonials,
  faq,
  home,
  about,
  awards,
  gallery,
  franchise,
  brochure,
  search,
  contact,
  serviceSections,
  standInPictures,
  ui,
  homeTranslations,
  pageTranslations,
  getMatchedTranslations,
  bookingTranslations,
  loginTranslations,
  shopTranslations,
  measuresTranslations,
  messageTranslations,
};
