import { initNewsletterForm } from '#/features/newsletter/newsletter-form.ts';
import { initHeader } from '#/scripts/header.ts';

/**
 * What every page with the site's header and footer runs: the header's menus, search and
 * counts, and the footer's newsletter form and year. One script rather than one per component,
 * so that a phone asks for one file where it asked for three before the page's first paint.
 */
export function initShell(): void {
  initHeader();
  const form = document.querySelector<HTMLFormElement>('[data-newsletter]');
  if (form) initNewsletterForm(form);
  const year = document.querySelector('[data-year]');
  if (year) year.textContent = String(new Date().getFullYear());
}
