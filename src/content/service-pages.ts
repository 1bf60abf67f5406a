import { type CollectionEntry, getCollection } from 'astro:content';
import type { Locale } from '#/lib/i18n.ts';
import { serviceHref } from '#/lib/navigation.ts';

/**
 * The service pages of one language, for its route file's getStaticPaths. Every English page has
 * an address in every language: a page translated into the language
 * (content/i18n/services/<language>/<section>/<page>.mdx) is built from its translation, every
 * other one from the English text, which BaseLayout then shows under the "not yet translated"
 * notice. The /hi/ and /mr/ route files must list them all themselves: Astro's fallback builds
 * no page for a route that a language has a file of its own for.
 */
export type ServicePageProps = {
  entry: CollectionEntry<'services'>;
  /** The page in the route's language, when it has been translated. */
  translation?: CollectionEntry<'serviceTranslations'>;
  /** The section's pages, each title in its own language (the route's, or English). */
  siblings: Array<{ title: string; href: string; lang: Locale }>;
};

export async function servicePaths(locale: Locale) {
  const entries = await getCollection('services');
  const translations =
    locale === 'en'
      ? []
      : await getCollection('serviceTranslations', (t) => t.id.startsWith(`${locale}/`));
  const translationOf = (id: string) => translations.find((t) => t.id === `${locale}/${id}`);
  return entries.map((entry) => {
    const [section, subsection] = entry.id.split('/') as [string, string];
    const siblings = entries
      .filter((e) => e.id.startsWith(`${section}/`))
      .sort((a, b) => a.data.order - b.data.order)
      .map((e) => {
        const own = translationOf(e.id);
        return {
          title: (own ?? e).data.title,
          href: serviceHref(section, e.id.split('/')[1]!),
          lang: own ? locale : 'en',
        };
      });
    const props: ServicePageProps = { entry, translation: translationOf(entry.id), siblings };
    return { params: { section, subsection }, props };
  });
}
