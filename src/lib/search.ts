/**
 * The site search (/search/{key}): the key from the address, the title match over the static
 * list of pages (`content/search.json`) and the safe handling of Pagefind's full-text excerpts.
 * Pure functions, shared by the page (at build time) and its browser script.
 */

import { decodeEntities } from './excerpt.ts';

export interface SearchEntry {
  title: string;
  /** A path, or "booking" for the external booking portal. */
  ref: string;
  level?: 1 | 2;
}

export interface SearchLink {
  title: string;
  href: string;
  level?: 1 | 2;
}

/** Where an entry leads: its path, or the booking page for the ref "booking". */
export function entryLink(entry: SearchEntry): SearchLink {
  return {
    title: entry.title,
    href: entry.ref === 'booking' ? '/book' : entry.ref,
    ...(entry.level ? { level: entry.level } : {}),
  };
}

/**
 * The search key of an address: what follows /search/ (percent-decoded; a malformed escape is
 * kept as typed), or the `q` parameter of a bare /search. Blank space around it is dropped.
 */
export function searchKey(pathname: string, search = ''): string {
  const match = /^\/search\/(.+)$/.exec(pathname);
  if (match) {
    const raw = match[1]!.replace(/\/$/, '');
    try {
      return decodeURIComponent(raw).trim();
    } catch {
      return raw.trim();
    }
  }
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

/** `text` with every regular-expression syntax character escaped, so it matches literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/**
 * Whether a title matches the key: case-insensitively, the key taken literally. This is the
 * specification's case-insensitive regular-expression match with the key escaped, so every
 * ordinary word gives the same result, while "(anxiety", "c++" or ".*" are searched for as
 * typed instead of failing or matching everything (see docs/decisions.md).
 */
export function titleMatcher(key: string): (title: string) => boolean {
  const pattern = new RegExp(escapeRegExp(key.trim()), 'i');
  return (title) => pattern.test(title);
}

/** The pages whose title matches the key, in the list's order; nothing for a blank key. */
export function searchPages<T extends { title: string }>(entries: readonly T[], key: string): T[] {
  if (!key.trim()) return [];
  const matches = titleMatcher(key);
  return entries.filter((entry) => matches(entry.title));
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Pagefind's excerpt (HTML with <mark> around the hits) as plain text parts, each marked or not.
 * Every other tag is dropped and entities are decoded, so the parts are only ever inserted as
 * text: nothing in an excerpt can become markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const token of excerpt.split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(token)) marked = true;
    else if (/^<\/mark/i.test(token)) marked = false;
    else {
      const text = decodeEntities(token.replace(/<[^>]*>?/g, ''));
      if (!text) continue;
      const last = parts.at(-1);
      if (last && last.marked === marked) last.text += text;
      else parts.push({ text, marked });
    }
  }
  return parts;
}

/** A Pagefind result's URL as the site links it: no ".html", no "/index". */
export function pageHref(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  const clean = path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return (clean.length > 1 ? clean.replace(/\/$/, '') : clean || '/') + rest;
}
