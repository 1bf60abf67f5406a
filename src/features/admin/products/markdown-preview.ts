/**
 * A small markdown reader for the product form's Preview. The shop's description is rendered on
 * the server (micromark, raw HTML escaped); the preview shows the same common shapes
 * (paragraphs, headings, lists, quotes, bold, italic, code, links) as a tree that React turns
 * into elements, so nothing typed is ever parsed as HTML in the admin's page. Anything it does
 * not know stays as the text that was typed.
 */

export type Inline =
  | string
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  /** `href` is null for an address the preview will not link to (javascript:, data:, ...). */
  | { kind: 'link'; href: string | null; children: Inline[] };

export type Block =
  | { kind: 'p' | 'quote'; children: Inline[] }
  | { kind: 'h'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'ul' | 'ol'; items: Inline[][] };

const INLINE =
  /`([^`]+)`|\[([^\]]+)\]\(([^()\s]+)\)|\*\*(\S(?:.*?\S)?)\*\*|__(\S(?:.*?\S)?)__|\*(\S(?:.*?\S)?)\*|(?<![\p{L}\p{N}])_(\S(?:.*?\S)?)_(?![\p{L}\p{N}])/u;

/** Web, mail and same-site addresses only: a preview link never runs script. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (value.startsWith('#')) return value;
  return null;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    // A backslash-escaped marker (\*) is plain text, so no pattern may start at it.
    const escaped = /\\[\\`*_[\]()#+\-.!>]/.exec(rest);
    const match = INLINE.exec(rest);
    if (escaped && (!match || escaped.index <= match.index)) {
      if (escaped.index > 0) out.push(...parseInline(rest.slice(0, escaped.index)));
      out.push(escaped[0].slice(1));
      rest = rest.slice(escaped.index + 2);
      continue;
    }
    if (!match) {
      out.push(rest);
      break;
    }
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const [whole, code, linkText, linkHref, strong1, strong2, em1, em2] = match;
    if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (linkText !== undefined) {
      out.push({ kind: 'link', href: safeHref(linkHref!), children: parseInline(linkText) });
    } else if (strong1 !== undefined || strong2 !== undefined) {
      out.push({ kind: 'strong', children: parseInline((strong1 ?? strong2)!) });
    } else {
      out.push({ kind: 'em', children: parseInline((em1 ?? em2)!) });
    }
    rest = rest.slice(match.index + whole.length);
  }
  // Neighbouring strings are joined, so the tree stays small and tests read well.
  return out.reduce<Inline[]>((acc, node) => {
    const last = acc.at(-1);
    if (typeof node === 'string' && typeof last === 'string') acc[acc.length - 1] = last + node;
    else acc.push(node);
    return acc;
  }, []);
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

/** A soft line break inside a paragraph reads as a space, as markdown renders it. */
const joinLines = (lines: string[]) => parseInline(lines.map((l) => l.trim()).join(' '));

export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'h', level, children: parseInline(heading[2]!) });
      i++;
      continue;
    }
    const listPattern = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : undefined;
    if (listPattern) {
      const items: Inline[][] = [];
      while (i < lines.length && listPattern.test(lines[i]!)) {
        const itemLines = [listPattern.exec(lines[i]!)![1]!];
        i++;
        // Indented lines continue the item above.
        while (i < lines.length && /^\s{2,}\S/.test(lines[i]!) && !listPattern.test(lines[i]!)) {
          itemLines.push(lines[i]!);
          i++;
        }
        items.push(joinLines(itemLines));
      }
      blocks.push({ kind: listPattern === BULLET ? 'ul' : 'ol', items });
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) {
        quoted.push(QUOTE.exec(lines[i]!)![1]!);
        i++;
      }
      blocks.push({ kind: 'quote', children: joinLines(quoted) });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() !== '' &&
      !HEADING.test(lines[i]!) &&
      !BULLET.test(lines[i]!) &&
      !QUOTE.test(lines[i]!)
    ) {
      paragraph.push(lines[i]!);
      i++;
    }
    blocks.push({ kind: 'p', children: joinLines(paragraph) });
  }
  return blocks;
}
