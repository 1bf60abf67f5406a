import { LANG_TAG, type Locale, localeOfPath, scriptShare } from './i18n.ts';

/**
 * The built site's language rules (issue #34), read from each page's HTML: every page says its
 * language and its text is written in that language's script; every page that has Hindi and
 * Marathi addresses names all three (and x-default) and each of those names it back; a page built
 * at /hi/ or /mr/ from the English one (Astro's fallback) still has its English text. The build
 * runs them over dist/ (scripts/i18n-check.ts) and stops on a breach; the unit tests hold the
 * rules themselves.
 */

/** One piece of text a reader meets (a text node, or an alt, aria-label, placeholder or title). */
interface TextPiece {
  lang: string;
  text: string;
  /** Inside <main>. */
  inMain: boolean;
}

export interface PageFacts {
  /** `<html lang>`, or '' when there is none. */
  lang: string;
  /** hreflang → address, from the head's `<link rel="alternate" hreflang>`. */
  alternates: Record<string, string>;
  pieces: TextPiece[];
  /** The page carries the notice of an untranslated page. */
  fallbackNotice: boolean;
  /** Text inside <main> other than the fallback notice's. */
  mainText: string;
  hasMain: boolean;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const READ_ATTRIBUTES = ['alt', 'aria-label', 'placeholder', 'title'];

function attributesOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out[m[1]!.toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ');
}

/** Reads what the rules need from a page's HTML (the site's own, well-formed output). */
export function readPage(html: string): PageFacts {
  const facts: PageFacts = {
    lang: '',
    alternates: {},
    pieces: [],
    fallbackNotice: false,
    mainText: '',
    hasMain: false,
  };
  // The open elements: name, the language in force, and whether it is the fallback notice.
  const stack: { name: string; lang: string; notice: boolean }[] = [];
  const current = () => stack.at(-1);
  const inMain = () => stack.some((e) => e.name === 'main');
  const inNotice = () => stack.some((e) => e.notice);
  const token =
    /<!--[\s\S]*?-->|<(script|style|template|svg)\b[^>]*>[\s\S]*?<\/\1>|<\/?([a-zA-Z][\w-]*)([^>]*)>|[^<]+/g;
  for (const m of html.matchAll(token)) {
    const whole = m[0];
    if (whole.startsWith('<!--') || m[1]) continue;
    const name = m[2]?.toLowerCase();
    if (!name) {
      const text = decode(whole).trim();
      if (!text) continue;
      const lang = current()?.lang ?? '';
      facts.pieces.push({ lang, text, inMain: inMain() });
      if (inMain() && !inNotice()) facts.mainText += `${text} `;
      continue;
    }
    if (whole.startsWith('</')) {
      const at = stack.map((e) => e.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    const attributes = attributesOf(m[3] ?? '');
    const lang = attributes.lang ?? current()?.lang ?? '';
    if (name === 'html') facts.lang = attributes.lang ?? '';
    if (name === 'main') facts.hasMain = true;
    if (
      name === 'link' &&
      attributes.rel === 'alternate' &&
      attributes.hreflang &&
      attributes.href
    ) {
      facts.alternates[attributes.hreflang] = attributes.href;
    }
    const notice = 'data-fallback-notice' in attributes;
    if (notice) facts.fallbackNotice = true;
    for (const key of READ_ATTRIBUTES) {
      const value = attributes[key]?.trim();
      if (value) facts.pieces.push({ lang, text: value, inMain: inMain() || name === 'main' });
    }
    if (!VOID.has(name) && !whole.endsWith('/>')) stack.push({ name, lang, notice });
  }
  return facts;
}

/** The share of Devanagari a Hindi or Marathi page's own text must reach (names like Psycortex aside). */
export const DEVANAGARI_SHARE = 0.75;

/** What breaks the page's language rules: its lang, and the script of the text in each language. */
export function scriptProblems(facts: PageFacts, path: string): string[] {
  const problems: string[] = [];
  const expected = LANG_TAG[localeOfPath(path)];
  if (!facts.lang) return [`${path}: <html> has no lang`];
  if (facts.lang !== expected)
    problems.push(`${path}: <html lang="${facts.lang}">, expected "${expected}"`);
  let devanagari = 0;
  let latin = 0;
  for (const piece of facts.pieces) {
    const share = scriptShare(piece.text);
    if (piece.lang.startsWith('en') && share.devanagari > 0) {
      problems.push(
        `${path}: Devanagari text marked as English (lang="${piece.lang}"): "${piece.text.slice(0, 60)}"`,
      );
    }
    if (piece.lang.startsWith('hi') || piece.lang.startsWith('mr')) {
      devanagari += share.devanagari;
      latin += share.latin;
    }
  }
  if (devanagari + latin > 0 && devanagari / (devanagari + latin) < DEVANAGARI_SHARE) {
    problems.push(
      `${path}: text marked as Hindi or Marathi is only ${Math.round((100 * devanagari) / (devanagari + latin))}% Devanagari: English text needs lang="en-IN", or a translation`,
    );
  }
  return problems;
}

/** A page built at /hi/ or /mr/ from the English page must still carry the English text. */
export function fallbackProblems(facts: PageFacts, path: string): string[] {
  if (localeOfPath(path) === 'en') return [];
  if (!facts.hasMain) return [`${path}: no <main>`];
  if (facts.fallbackNotice && facts.mainText.trim().length < 20) {
    return [`${path}: an untranslated page with nothing but its notice (an empty fallback page)`];
  }
  return [];
}

const HREFLANGS = [...Object.values(LANG_TAG), 'x-default'];

/**
 * hreflang over the whole site: a page that has translations names every language and
 * x-default (English), its own address among them, and each address it names exists and names
 * the same set back. `pages` maps a public path (/, /book, /mr/book) to its facts; `shouldHave`
 * says which paths must carry alternates.
 */
export function hreflangProblems(
  pages: Map<string, PageFacts>,
  site: string,
  shouldHave: (path: string) => boolean,
): string[] {
  const problems: string[] = [];
  const pathOf = (href: string) => {
    const url = new URL(href);
    return url.origin === new URL(site).origin ? url.pathname : undefined;
  };
  for (const [path, facts] of pages) {
    const named = Object.keys(facts.alternates);
    if (named.length === 0) {
      if (shouldHave(path)) problems.push(`${path}: no hreflang alternates`);
      continue;
    }
    const missing = HREFLANGS.filter((lang) => !named.includes(lang));
    if (missing.length > 0) problems.push(`${path}: hreflang lacks ${missing.join(', ')}`);
    const own = facts.alternates[LANG_TAG[localeOfPath(path) as Locale]];
    if (!own || pathOf(own) !== path)
      problems.push(`${path}: its own hreflang is ${own ?? 'missing'}`);
    for (const [lang, href] of Object.entries(facts.alternates)) {
      const target = pathOf(href);
      const other = target === undefined ? undefined : pages.get(target);
      if (!other) {
        problems.push(`${path}: hreflang ${lang} names ${href}, which is not a page of the site`);
        continue;
      }
      const back = Object.entries(other.alternates).find(([, h]) => pathOf(h) === path);
      if (!back) problems.push(`${path}: ${href} (hreflang ${lang}) does not name it back`);
    }
  }
  return problems;
}
