import { type CollectionEntry, getCollection } from 'astro:content';
import { postExcerpt } from '#/lib/excerpt.ts';

export type Post = CollectionEntry<'blog'>;

/** Every blog post, newest first (then by title, so equal dates keep a stable order). */
export async function postsNewestFirst(): Promise<Post[]> {
  const posts = await getCollection('blog');
  return posts.sort(
    (a, b) =>
      b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title),
  );
}

/** The card excerpt of a post, from its raw MDX. */
export function excerptOf(post: Post): string {
  return postExcerpt(post.body ?? '');
}

export const postHref = (post: Post) => `/blog/${post.id}`;

/** The RSS feed, linked from the blog pages. */
export const FEED = { href: '/rss.xml', title: 'Psycortex blog' } as const;
