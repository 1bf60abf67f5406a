import { LANG_TAG, LOCALES, localizedPath } from '#/lib/i18n.ts';
import { SHELL_SLOT } from '#/lib/page-shell.ts';

/**
 * Fills a page shell (src/pages/shell/) with what a function rendered: the body at SHELL_SLOT,
 * and the head's title, description and address when the page has its own.
 */
export interface PageParts {
  body: string;
  head?: { title: string; description: string; path: string };
}

/** JSON that is safe inside a script element: nothing in it can close the element. */
export function jsonScript(id: string, data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** Text made safe anywhere in a page, element or quoted attribute (a search key, a name). */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function fillShell(shell: string, { body, head }: PageParts): string {
  if (!shell.includes(SHELL_SLOT)) throw new Error('The page shell has no slot for its content.');
  let html = shell.replace(SHELL_SLOT, () => body);
  if (head) {
    const title = `${head.title} | Psycortex`;
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
      .replace(
        /(<meta (?:name="description"|property="og:description") content=")[^"]*(")/g,
        (_, start: string, end: string) => `${start}${escapeAttribute(head.description)}${end}`,
      )
      .replace(
        /(<meta property="og:title" content=")[^"]*(")/,
        (_, start: string, end: string) => `${start}${escapeAttribute(title)}${end}`,
      )
      .replace(
        /(<link rel="canonical" href="|<meta property="og:url" content=")([^"]*)(")/g,
        (_, start: string, current: string, end: string) =>
          `${start}${escapeAttribute(new URL(head.path, current).toString())}${end}`,
      )
      // The same page's addresses in each language (and English as x-default).
      .replace(
        /(<link rel="alternate" hreflang="([\w-]+)" href=")([^"]*)(")/g,
        (whole, start: string, tag: string, current: string, end: string) => {
          const locale = tag === 'x-default' ? 'en' : LOCALES.find((l) => LANG_TAG[l] === tag);
          if (!locale) return whole;
          const href = new URL(localizedPath(locale, head.path), current).toString();
          return `${start}${escapeAttribute(href)}${end}`;
        },
      )
      // The language switch: the same page in each language.
      .replace(
        /(<a href=")([^"]*)(" lang="([\w-]+)" hreflang="\4")/g,
        (whole, start: string, _current: string, end: string, tag: string) => {
          const locale = LOCALES.find((l) => LANG_TAG[l] === tag);
          return locale
            ? `${start}${escapeAttribute(localizedPath(locale, head.path))}${end}`
            : whole;
        },
      );
  }
  return html;
}
