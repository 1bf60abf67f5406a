import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  blockText,
  decodeEntities,
  mdxBlocks,
  postExcerpt,
  truncateAtWord,
} from '#/lib/excerpt.ts';

const long = (words: number, word = 'calm') => Array.from({ length: words }, () => word).join(' ');

describe('MDX blocks', () => {
  it('splits on blank lines, keeps code fences whole and drops import/export lines', () => {
    const body = [
      "import Note from '../Note.astro';",
      '',
      'First paragraph',
      'on two lines.',
      '',
      '',
      '## A heading',
      '```js',
      'const a = 1;',
      '',
      'const b = 2;',
      '```',
      '',
      'export const meta = {};',
      '',
      'Last.',
    ].join('\r\n');
    expect(mdxBlocks(body)).toEqual([
      'First paragraph\non two lines.',
      '## A heading\n```js\nconst a = 1;\n\nconst b = 2;\n```',
      'Last.',
    ]);
  });
});

describe('block text', () => {
  it('keeps the words of links and emphasis, drops images, tags and comments', () => {
    expect(
      blockText(
        'Read **our** _gentle_ [refund policy](/psycortex/returnpolicy) ![a cup](./x.jpg) <Note kind="x">now</Note> {/* hidden */}<!-- too -->`code`.',
      ),
    ).toBe('Read our gentle refund policy now code.');
    expect(blockText('## What does DMIT stand for?')).toBe('What does DMIT stand for?');
    expect(blockText('![only a picture](./images/a.jpg)')).toBe('');
    expect(blockText('- one\n- two\n1. three')).toBe('one two three');
    expect(blockText('> quoted *words*')).toBe('quoted words');
  });

  it('leaves underscores inside words alone and decodes entities', () => {
    expect(blockText('snake_case_name stays &amp; 5 &lt; 6 &#8377;100')).toBe(
      'snake_case_name stays & 5 < 6 ₹100',
    );
    expect(decodeEntities('&unknown; &#0; &#x41;')).toBe('&unknown; &#0; A');
  });

  it('shows apostrophes as the rendered post does', () => {
    expect(blockText("a child's talents, 'quoted'")).toBe("a child’s talents, 'quoted'");
  });

  it('has no text for a code fence', () => {
    expect(blockText('```\ncode\n```')).toBe('');
  });
});

describe('truncate at a word boundary', () => {
  it('returns short text whole and without an ellipsis', () => {
    expect(truncateAtWord('  Short   text. ', 200)).toBe('Short text.');
    expect(truncateAtWord('x'.repeat(200), 200)).toBe('x'.repeat(200));
  });

  it('cuts long text on a whole word, at most the limit, then an ellipsis', () => {
    const text = long(60); // 60 × "calm" = 299 characters
    const cut = truncateAtWord(text, 200);
    expect(cut.endsWith('calm…')).toBe(true);
    expect(cut.length - 1).toBeLessThanOrEqual(200);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('keeps a word that ends exactly at the limit and drops trailing punctuation', () => {
    expect(truncateAtWord('aaaa bbbb, cccc', 9)).toBe('aaaa bbbb…');
    expect(truncateAtWord('aaaaaa bbbb, cccc', 11)).toBe('aaaaaa bbbb…');
    expect(truncateAtWord('aaaaaa bbbb cccc', 10)).toBe('aaaaaa…');
    expect(truncateAtWord('aaaaaa don’t cccc', 10)).toBe('aaaaaa…');
    expect(truncateAtWord('aaaa bbbb cccc', 6)).toBe('aaaa…');
  });

  it('cuts a single very long word rather than leaving almost nothing', () => {
    expect(truncateAtWord(`a ${'x'.repeat(50)}`, 20)).toBe(`a ${'x'.repeat(18)}…`);
  });

  it('never leaves half of a surrogate pair', () => {
    const cut = truncateAtWord(`${'😀'.repeat(20)} end`, 9);
    expect(cut).toBe('😀😀😀😀…');
  });
});

describe('post excerpt', () => {
  it('is the text after the first block, 200 characters at most', () => {
    const body = `${long(10, 'first')}\n\n${long(30, 'second')}\n\n## Heading\n\n${long(30, 'third')}`;
    const excerpt = postExcerpt(body);
    expect(excerpt.startsWith('second second')).toBe(true);
    expect(excerpt).not.toContain('first');
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(201);
  });

  it('runs on into the next blocks when the second is short, skipping pictures', () => {
    expect(postExcerpt('One.\n\n![pic](./a.jpg)\n\nTwo.\n\n## Three')).toBe('Two. Three');
  });

  it('falls back to the first block when there is nothing after it', () => {
    expect(postExcerpt('Only this.')).toBe('Only this.');
    expect(postExcerpt('')).toBe('');
  });

  it('gives 200 characters of the second paragraph of every post', async () => {
    for (const name of [
      'competencymapping',
      'dmittest',
      'emotionalbalancing',
      'humanpsychology',
      'understandinganxiety',
    ]) {
      const file = await readFile(`content/blog/${name}.mdx`, 'utf8');
      const body = file.replace(/^---\n[\s\S]*?\n---\n/, '');
      const second = blockText(mdxBlocks(body)[1]!);
      const excerpt = postExcerpt(body);
      expect(second.length, name).toBeGreaterThanOrEqual(200);
      expect(excerpt.endsWith('…'), name).toBe(true);
      expect(second.startsWith(excerpt.slice(0, -1)), name).toBe(true);
      expect(excerpt.length, name).toBeGreaterThan(180);
    }
  });
});
