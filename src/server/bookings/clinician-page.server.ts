import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ClinicianProfile } from '#/features/booking/views/ClinicianProfile.tsx';
import type { BookingWords } from '#/features/booking/words.ts';
import { BOOK_VIEW_EN, type BookViewWords } from '#/features/booking/words-book.ts';
import { type Locale, localizedPath } from '#/lib/i18n.ts';
import { SHELL_PART_END, SHELL_PART_START } from '#/lib/page-shell.ts';
import type { Db } from '#/server/db/client.server.ts';
import { escapeHtml, fillShell } from '#/server/http/page-shell.ts';
import { findClinicians } from './clinicians.server.ts';

/**
 * A clinician's profile page (/book/clinician?clinician=<slug>): the profile rendered into the
 * page's static shell (ClinicianShell.astro), so that who the clinician is shows with the first
 * response, before any code; their free times below come from the booking API in the browser.
 */
export interface ClinicianPageResult {
  status: number;
  html: string;
}

const PROFILE_PATH = '/book/clinician';

/** The island's words, as BookingView reads them, out of all of the booking pages' words. */
function viewWords(words: BookingWords): BookViewWords {
  return Object.fromEntries(
    Object.keys(BOOK_VIEW_EN).map((key) => [key, words[key as keyof BookingWords]]),
  ) as BookViewWords;
}

/** The shell without the part that only belongs beside a profile (the free times). */
function withoutProfilePart(shell: string): string {
  const start = shell.indexOf(SHELL_PART_START);
  const end = shell.indexOf(SHELL_PART_END);
  if (start < 0 || end < start) throw new Error('The clinician shell has no part for the times.');
  return shell.slice(0, start) + shell.slice(end + SHELL_PART_END.length);
}

function panel(heading: string, text: string, link?: { href: string; label: string }): string {
  const more = link ? `<p><a href="${link.href}">${escapeHtml(link.label)}</a></p>` : '';
  return `<div class="booking-panel clinician-page__notice"><h2>${escapeHtml(heading)}</h2><p>${escapeHtml(text)}</p>${more}</div>`;
}

export async function renderClinicianPage(
  database: Db,
  shell: string,
  /** Null for a slug no clinician could have: not found, without asking the database. */
  slug: string | null,
  locale: Locale,
  words: BookingWords,
): Promise<ClinicianPageResult> {
  const bookHref = localizedPath(locale, '/book');
  let found: Awaited<ReturnType<typeof findClinicians>>;
  try {
    found = slug ? await findClinicians(database, { clinician: slug }) : [];
  } catch (error) {
    // The times below still ask the API for themselves, and say so if it cannot answer either.
    console.error('[clinician page] reading the clinician failed:', error);
    return {
      status: 503,
      html: fillShell(shell, {
        body: panel(words['clinician.heading'], words['clinician.unavailable']),
      }),
    };
  }
  const clinician = found[0];
  if (!clinician) {
    return {
      status: 404,
      html: fillShell(withoutProfilePart(shell), {
        body: panel(words['clinician.notFoundTitle'], words['clinician.notFound'], {
          href: bookHref,
          label: words['clinician.seeAll'],
        }),
        head: {
          title: words['clinician.notFoundTitle'],
          description: words['clinician.description'],
          path: PROFILE_PATH,
        },
      }),
    };
  }
  const profile = renderToStaticMarkup(
    createElement(ClinicianProfile, {
      clinician,
      full: true,
      w: viewWords(words),
      locale,
    }),
  );
  return {
    status: 200,
    html: fillShell(shell, {
      body: `<section class="clinician-card clinician-page__profile">${profile}</section>`,
      head: {
        title: `${clinician.name} · ${words['clinician.heading']}`,
        description: `${clinician.name}, ${clinician.role}. ${words['clinician.description']}`,
        path: `${PROFILE_PATH}?clinician=${encodeURIComponent(clinician.slug)}`,
      },
    }),
  };
}
