import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * The pages editors write in MDX. Every field is described so the schema doubles as the
 * editors' guide; the JSON data files are described in `src/content/schemas.ts`.
 */

const services = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: './content/services' }),
  schema: z.object({
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
  }),
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

const legal = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/legal' }),
  schema: z.object({
    title: z.string().describe('Page heading.'),
    webtitle: z.string().describe('The <title> of the page.'),
    webdescription: z
      .string()
      .max(160)
      .describe('Search-engine description, at most 160 characters.'),
    updated: z.coerce.date().describe('When the text last changed (YYYY-MM-DD).'),
  }),
});

export const collections = { services, blog, legal };
