import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { postHref, postsNewestFirst } from '#/content/blog.ts';
import { company } from '#/content/data.ts';
import { escapeHtml } from '#/lib/html.ts';

/** /rss.xml: every blog post, newest first, linked from the blog pages' <head>. */
export async function GET(context: APIContext) {
  const posts = await postsNewestFirst();
  return rss({
    title: `${company.name} blog`,
    description:
      'Articles from the Psycortex team on mental health, emotional wellbeing, psychology and growth at work.',
    site: context.site ?? company.siteUrl,
    trailingSlash: false,
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en-IN</language>',
    items: posts.map((post) => ({
      title: post.data.title,
      link: postHref(post),
      pubDate: post.data.date,
      description: post.data.description,
      categories: [post.data.tag],
      customData: `<dc:creator>${escapeHtml(post.data.by)}</dc:creator>`,
    })),
  });
}
