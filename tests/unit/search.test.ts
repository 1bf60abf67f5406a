import { describe, expect, it } from 'vitest';
import {
  entryLink,
  escapeRegExp,
  excerptParts,
  pageHref,
  searchKey,
  searchPages,
  titleMatcher,
} from '#/lib/search.ts';
import searchJson from '../../content/search.json' with { type: 'json' };

const titles = (key: string) => searchPages(searchJson, key).map((entry) => entry.title);

describe('search key from the address', () => {
  it('reads and decodes what follows /search/', () => {
    expect(searchKey('/search/grief')).toBe('grief');
    expect(searchKey('/search/stress%20%26%20sleep')).toBe('stress & sleep');
    expect(searchKey('/search/%E0%A4%A4%E0%A4%A8%E0%A4%BE%E0%A4%B5')).toBe('तनाव');
    expect(searchKey('/search/a%2Fb')).toBe('a/b');
    expect(searchKey('/search/anxiety/')).toBe('anxiety');
    expect(searchKey('/search/%20%20calm%20')).toBe('calm');
  });

  it('keeps a malformed escape as typed instead of failing', () => {
    expect(searchKey('/search/100%')).toBe('100%');
    expect(searchKey('/search/%E0%A4')).toBe('%E0%A4');
  });

  it('reads ?q= on a bare /search, and nothing when there is none', () => {
    expect(searchKey('/search', '?q=grief+counselling')).toBe('grief counselling');
    expect(searchKey('/search', '')).toBe('');
    expect(searchKey('/search/', '?q=x')).toBe('x');
    expect(searchKey('/search', '?q=%20')).toBe('');
  });
});

describe('title match', () => {
  it('matches case-insensitively anywhere in the title', () => {
    expect(titles('grief')).toEqual(['Grief Counselling']);
    expect(titles('GRIEF')).toEqual(['Grief Counselling']);
    expect(titles('counselling').length).toBeGreaterThan(10);
    expect(titles('counselling')).toContain('Grief Counselling');
    expect(titles('marital')).toEqual([
      'Marital Counselling',
      'Pre-Marital Counselling',
      'Post-Marital Counselling',
    ]);
  });

  it('takes regular-expression characters literally and never throws', () => {
    for (const key of ['(anxiety', '.*', '[', '\\', 'a)|(b', '*', '+?', '{2}', '$^']) {
      expect(() => titleMatcher(key), key).not.toThrow();
    }
    expect(titles('(anxiety')).toEqual([]);
    expect(titles('.*')).toEqual([]);
    expect(titles('Pre-Marital')).toEqual(['Pre-Marital Counselling']);
    expect(titles("Director's")).toEqual(["Director's Message"]);
    expect(titleMatcher('c++')('Learning C++ Basics')).toBe(true);
    expect(titleMatcher('a.c')('abc')).toBe(false);
    expect(titleMatcher('a.c')('a.c')).toBe(true);
  });

  it('finds nothing for a blank key or a miss', () => {
    expect(titles('')).toEqual([]);
    expect(titles('   ')).toEqual([]);
    expect(titles('zzzz')).toEqual([]);
  });

  it('escapes every syntax character', () => {
    const special = '\\^$.*+?()[]{}|/';
    expect(new RegExp(`^${escapeRegExp(special)}$`).test(special)).toBe(true);
    expect(new RegExp(escapeRegExp(special), 'u').test(special)).toBe(true);
  });
});

describe('entry links', () => {
  it('sends "booking" to the booking page, and paths as they are', () => {
    expect(entryLink({ title: 'Book Appointment', ref: 'booking' })).toEqual({
      title: 'Book Appointment',
      href: '/book',
    });
    expect(entryLink({ title: 'Gallery', ref: '/aboutus/gallery', level: 2 })).toEqual({
      title: 'Gallery',
      href: '/aboutus/gallery',
      level: 2,
    });
  });
});

describe('Pagefind excerpts', () => {
  it('splits on <mark> into text parts', () => {
    expect(excerptParts('the <mark>DMIT</mark> test and <mark>DMIT</mark>.')).toEqual([
      { text: 'the ', marked: false },
      { text: 'DMIT', marked: true },
      { text: ' test and ', marked: false },
      { text: 'DMIT', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('drops every other tag and decodes entities, so nothing becomes markup', () => {
    const parts = excerptParts(
      'a <img src=x onerror=alert(1)><mark>b</mark> &lt;script&gt;alert(1)&lt;/script&gt; <b>c</b> &amp;',
    );
    expect(parts).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' <script>alert(1)</script> c &', marked: false },
    ]);
    expect(excerptParts('')).toEqual([]);
    expect(excerptParts('<MARK class="x">A</MARK>')).toEqual([{ text: 'A', marked: true }]);
  });
});

describe('Pagefind result addresses', () => {
  it('drops .html and /index as the site links pages', () => {
    expect(pageHref('/blog/dmittest.html')).toBe('/blog/dmittest');
    expect(pageHref('/index.html')).toBe('/');
    expect(pageHref('/blog/index.html')).toBe('/blog');
    expect(pageHref('/psycortex/privacypolicy')).toBe('/psycortex/privacypolicy');
    expect(pageHref('/blog/dmittest.html#what-the-science-says')).toBe(
      '/blog/dmittest#what-the-science-says',
    );
    expect(pageHref('/')).toBe('/');
  });
});
