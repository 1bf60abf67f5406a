import type { Config } from '@netlify/functions';
import { slugSchema } from '#/features/booking/schemas.ts';
import { localeOfPath, localizedPath } from '#/lib/i18n.ts';
import { bookingPageWords } from '#/server/bookings/booking-words.server.ts';
import { renderClinicianPage } from '#/server/bookings/clinician-page.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { pageShell } from '#/server/http/page-shell.server.ts';
import { htmlPage, redirect } from '#/server/http/respond.ts';

/** The choices /book reads from its address, kept when a profile address names no clinician. */
const BOOK_CHOICES = ['service', 'mode', 'language', 'branch'] as const;

/**
 * /book/clinician?clinician=<slug> (?c=, its old name, still read): the clinician's profile in
 * the first response, in the address's language. Not kept by the CDN: an admin's change to a
 * profile shows on the next visit. An address naming no clinician is /book's list of them.
 */
export default handler(['GET', 'HEAD'], async (request) => {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const named = url.searchParams.get('clinician') ?? url.searchParams.get('c');
  if (!named) {
    const kept = new URLSearchParams();
    for (const key of BOOK_CHOICES) {
      const value = url.searchParams.get(key);
      if (value) kept.set(key, value);
    }
    const query = kept.toString();
    return redirect(`${localizedPath(locale, '/book')}${query ? `?${query}` : ''}`);
  }
  const slug = slugSchema.safeParse(named);
  const page = await renderClinicianPage(
    db(),
    await pageShell('clinician', locale),
    // A slug no clinician could have is answered as one not found, without asking the database.
    slug.success ? slug.data : null,
    locale,
    bookingPageWords(locale),
  );
  return htmlPage(page.html, page.status, {
    'cache-control': 'public, max-age=0, must-revalidate',
    'x-robots-tag': 'noindex',
  });
});

// Netlify reads `config` without running the code: the paths are written out, not a constant.
export const config: Config = {
  path: ['/book/clinician', '/hi/book/clinician', '/mr/book/clinician'],
};
