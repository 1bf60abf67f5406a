import { type CollectionEntry, getCollection } from 'astro:content';
import type { Locale } from '#/lib/i18n.ts';

/**
 * The policies of one language, for its route file's getStaticPaths: a policy translated into the
 * language (content/i18n/legal/<language>/<page>.mdx) is built from its translation, every other
 * one from the English text under the "not yet translated" notice. As with the service pages, the
 * /hi/ and /mr/ route files list every policy themselves, since a language's own route file stops
 * Astro's fallback for it.
 */
export type LegalPageProps = {
  page: CollectionEntry<'legal'>;
  translation?: CollectionEntry<'legalTranslations'>;
};

export async function legalPaths(locale: Locale) {
  const pages = await getCollection('legal');
  const translations =
    locale === 'en'
      ? []
      : await getCollection('legalTranslations', (t) => t.id.startsWith(`${locale}/`));
  return pages.map((page) => {
    const props: LegalPageProps = {
      page,
      translation: translations.find((t) => t.id === `${locale}/${page.id}`),
    };
    return { params: { section: page.id }, props };
  });
}
