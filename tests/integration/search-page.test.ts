import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_DATA_ID, SEARCH_HEADING, SEARCH_KEY } from '#/features/search/search-shell.ts';
import { SEARCH_WORDS_EN } from '#/features/search/search-words.ts';
import { SHELL_SLOT } from '#/lib/page-shell.ts';
import { jsonScript } from '#/server/http/page-shell.ts';
import { searchText } from '#/server/search/pagefind.server.ts';
import { renderSearchPage } from '#/server/search/search-page.server.ts';
import { useTestDatabase } from './helpers/db.ts';

/**
 * The full-text search made on the server with Pagefind's own code, over an index Pagefind
 * itself writes (its Node API, as `pagefind --site dist` does at build time), served over HTTP as
 * the deploy serves /pagefind/.
 */
const page = (lang: string, title: string, text: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>${text}</p></main></body></html>`;

const PAGES: Record<string, string> = {
  'blog/sleep.html': page(
    'en-IN',
    'Sleep and the mind',
    'Lying awake at night is common. Cummins found that a steady routine helps.',
  ),
  'blog/stress.html': page('en-IN', 'Stress at work', 'Stress at work can follow you home.'),
  'hi/services/anxiety.html': page(
    'hi-IN',
    'चिंता के लिए काउंसलिंग',
    'चिंता जब रोज़ के काम में रुकावट बने, तब बात करना मदद करता है।',
  ),
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
};

describe('the search page, searched on the server', () => {
  let site: string;
  let server: Server;

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'psycortex-search-'));
    const { index } = await pagefind.createIndex({});
    for (const [sourcePath, content] of Object.entries(PAGES)) {
      const added = await index!.addHTMLFile({ sourcePath, content });
      expect(added.errors).toEqual([]);
    }
    expect((await index!.writeFiles({ outputPath: join(site, 'pagefind') })).errors).toEqual([]);
    await pagefind.close();
    server = createServer(async (request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url!, 'http://x').pathname));
      try {
        const body = await readFile(join(site, path));
        response.writeHead(200, {
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // The server's configuration as a function has it, the site at this server's address.
    const clients = useTestDatabase({
      SITE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    await clients.db.destroy();
    await clients.sql.end();
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(site, { recursive: true, force: true });
  });

  it('finds a word only a page body has, at its address on the site, the word marked', async () => {
    const hits = await searchText('Cummins', 'en');
    expect(hits.english).toEqual([]);
    expect(hits.own).toHaveLength(1);
    expect(hits.own[0]).toMatchObject({ href: '/blog/sleep', title: 'Sleep and the mind' });
    expect(hits.own[0]!.excerpt).toContain('<mark>Cummins</mark>');
    expect(hits.found).toEqual({ own: 1, english: 0 });
    expect((await searchText('xyzzy', 'en')).own).toEqual([]);
  });

  it('lists a Hindi search its Hindi pages first, then the English ones', async () => {
    const hits = await searchText('चिंता', 'hi');
    expect(hits.own.map((hit) => hit.href)).toEqual(['/hi/services/anxiety']);
    expect(hits.english).toEqual([]);
    const stress = await searchText('stress', 'hi');
    expect(stress.own).toEqual([]);
    expect(stress.english.map((hit) => hit.href)).toEqual(['/blog/stress']);
    expect(stress.found).toEqual({ own: 0, english: 1 });
  });

  it('renders the heading, the key, the title matches and the hits into the shell', async () => {
    const shell = `<!doctype html><html><head><title>Search | Psycortex</title>
<meta name="description" content="Search the Psycortex website.">
<link rel="canonical" href="https://psycortex.in/shell/search">
</head><body><h1>${SEARCH_HEADING}</h1><input name="q" value="${SEARCH_KEY}">${SHELL_SLOT}${jsonScript(
      SEARCH_DATA_ID,
      {
        links: [
          { title: 'Sleep Counselling', href: '/services/sleep' },
          { title: 'Career Counselling', href: '/services/career' },
        ],
        words: SEARCH_WORDS_EN,
      },
    )}</body></html>`;
    const found = await renderSearchPage(shell, 'sleep', '/search/sleep', (key) =>
      searchText(key, 'en'),
    );
    expect(found.cacheable).toBe(true);
    expect(found.html).toContain('<title>Search Results for "sleep" | Psycortex</title>');
    expect(found.html).toContain('<h1>Search Results for &quot;sleep&quot;</h1>');
    expect(found.html).toContain('<input name="q" value="sleep">');
    expect(found.html).toContain('<a href="/services/sleep">Sleep Counselling</a>');
    expect(found.html).not.toContain('Career Counselling');
    expect(found.html).toContain('<a href="/blog/sleep">Sleep and the mind</a>');
    expect(found.html).toContain('1 page mentions it.');
    // The list and the words are the function's only: they are not sent on.
    expect(found.html).not.toContain(SEARCH_DATA_ID);

    // A key is text wherever it goes, never markup.
    const odd = await renderSearchPage(shell, '"><script>x</script>', '/search/x', (key) =>
      searchText(key, 'en'),
    );
    expect(odd.html).not.toContain('<script>x</script>');
    expect(odd.html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(odd.html).toContain('Oops! No results available.');

    // Without the full-text search, the title matches still, and the page says what is missing.
    const failed = await renderSearchPage(shell, 'sleep', '/search/sleep', () =>
      Promise.reject(new Error('unreachable')),
    );
    expect(failed.cacheable).toBe(false);
    expect(failed.html).toContain('Sleep Counselling');
    expect(failed.html).toContain('The full-text search is not available right now.');

    const bare = await renderSearchPage(shell, '', '/search', () => Promise.reject(new Error()));
    expect(bare.html).toContain('<h1>Search</h1>');
    expect(bare.html).toContain('<input name="q" value="">');
    expect(bare.html).not.toContain('In the text of our pages');
  });
});
