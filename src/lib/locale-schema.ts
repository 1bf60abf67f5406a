import { z } from 'zod';
import { defineSchema } from './define-schema.ts';
import { DEFAULT_LOCALE, LOCALES } from './i18n.ts';

/**
 * The site's language a request was made in (issue #34): en, hi or mr, which the e-mails it leads
 * to are written in. A missing or unknown value is English rather than a 400: the language only
 * chooses the e-mails' words, so it never stops a login or a booking (a tab opened before the
 * browser sent it, or a hand-made request, still works and is answered in English).
 */
export const siteLocaleSchema = defineSchema(() =>
  z.enum(LOCALES).default(DEFAULT_LOCALE).catch(DEFAULT_LOCALE),
);
