/**
 * Plain-text excerpts from the raw MDX of a post (`entry.body`, without its frontmatter), worked
 * out at build time. A block is what a blank line separates: a paragraph, a heading, an image
 * line, a list. The blog list shows the text that follows a post's first block, cut at a word
 * boundary (the specification's "first 200 characters of the second content block").
 */

export const EXCERPT_LENGTH = 200;

/** The blocks of an MDX body, without ESM lines (import/export); fenced code stays one block. */
export function mdxBlocks(body: string): string[] {
  const blocks: string[] = [];
  let lines: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    const block = lines.join('\n').trim();
    lines = [];
    if (block && !/^(import|export)\s/.test(block)) blocks.push(block);
  };
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      lines.push(line);
      if (marker?.startsWith(fence)) fence = undefined;
    } else if (marker) {
      fence = marker;
      lines.push(line);
    } else if (line.trim() === '') {
      flush();
    } else {
      lines.push(line);
    }
  }
  flush();
  return blocks;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
};

/** Decodes named entities from a small set and every numeric one; others stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The readable text of one block: no markup, images, tags, comments or code fences. */
export function blockText(block: string): string {
  if (/^\s*(`{3,}|~{3,})/.test(block)) return '';
  const text = block
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/!\[[^\]]*\]\[[^\]]*\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(\S(?:[\s\S]*?\S)?)\1/g, '$2')
    .replace(/\*(\S(?:[\s\S]*?\S)?)\*/g, '$1')
    .replace(/(^|[^\w])_(\S(?:[\s\S]*?\S)?)_(?=[^\w]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1');
  // Apostrophes inside words as the rendered post shows them (MDX's smart punctuation).
  return decodeEntities(text)
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `max` characters of `text`, ending on a whole word, with an ellipsis when cut. A single
 * word longer than half the limit is cut mid-word rather than leaving almost nothing.
 */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max);
  const wordChar = /[\p{L}\p{N}\p{M}'’_-]/u;
  if (wordChar.test(clean[max]!) && wordChar.test(cut.at(-1)!)) {
    const space = cut.lastIndexOf(' ');
    if (space > max / 2) cut = cut.slice(0, space);
  }
  cut = cut.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s.,;:!?'"‘“(\-–—]+$/u, '');
  return `${cut}…`;
}

/**
 * The excerpt of a post: the text after its first block, at most `max` characters. A post with
 * only one block of text gives that block instead.
 */
export function postExcerpt(body: string, max = EXCERPT_LENGTH): string {
  const texts = mdxBlocks(body).map(blockText);
  const after = texts.slice(1).filter(Boolean).join(' ');
  return truncateAtWord(after || (texts[0] ?? ''), max);
}
