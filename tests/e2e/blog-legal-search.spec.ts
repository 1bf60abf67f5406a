import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { postExcerpt } from '#/lib/excerpt.ts';
import company from '../../content/company.json' with { type: 'json' };
import searchEntries from '../../content/search.json' with { type: 'json' };
import { expectNoAxeViolations } from './helpers/axe.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/** The posts and legal pages as their files describe them, so the tests follow the content. */
function frontmatter(path: string) {
  const [, head = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
    readFileSync(path, 'utf8'),
  )!;
  const field = (name: string) => {
    const value = new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(head)?.[1]?.trim() ?? '';
    return value.startsWith('"') ? (JSON.parse(value) as string) : value;
  };
  return { field, body };
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

const POSTS = readdirSync('content/blog')
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => {
    const { field, body } = frontmatter(`content/blog/${name}`);
    return {
      id: name.replace(/\.mdx$/, ''),
      title: field('title'),
      by: field('by'),
      date: field('date'),
      tag: field('tag'),
      description: field('description'),
      imgAlt: field('imgAlt'),
      excerpt: postExcerpt(body),
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date));

const LEGAL = ['termsandcondition', 'privacypolicy', 'returnpolicy'].map((id) => {
  const { field } = frontmatter(`content/legal/${id}.mdx`);
  return {
    id,
    title: field('title'),
    webtitle: field('webtitle'),
    webdescription: field('webdescription'),
    updated: field('updated'),
  };
});

const CARE_PHONE = company.phones.care;

/** Console errors (a CSP violation among them) and uncaught exceptions on the page. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Whether an image has loaded and is not drawn from a file much larger than it is shown. */
async function imageFits(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const { natural, shown, dpr, srcset } = await image.evaluate((img: HTMLImageElement) => ({
    natural: img.naturalWidth,
    shown: img.getBoundingClientRect().width,
    dpr: window.devicePixelRatio,
    srcset: img.getAttribute('srcset') ?? '',
  }));
  expect(srcset, 'responsive candidates').toMatch(/\d+w,/);
  const smallest = Math.min(...[...srcset.matchAll(/(\d+)w/g)].map((m) => Number(m[1])));
  // The browser takes the first candidate at or above the needed width, so at most one step up.
  expect(natural <= Math.max(shown * dpr * 1.6, smallest), `${natural}px for ${shown}px`).toBe(
    true,
  );
}

test.describe('blogs', ONE_WIDTH, () => {
  test('/blogs shows a card for every post, newest first, with its details and excerpt', async ({
    page,
  }) => {
    const pagefindRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/pagefind/')) pagefindRequests.push(r.url());
    });
    const errors = collectErrors(page);
    const response = await page.goto('/blogs');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Blogs | ${company.name}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute('href', '/rss.xml');

    const cards = page.getByRole('list', { name: 'All articles' }).getByRole('listitem');
    await expect(cards).toHaveCount(POSTS.length);
    expect(POSTS.length).toBe(5);
    for (const [i, post] of POSTS.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(post.title);
      await expect(card.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/blog/${post.id}`,
      );
      await expect(card).toContainText(`by ${post.by}`);
      await expect(card.locator(`time[datetime="${post.date}"]`)).toHaveText(longDate(post.date));
      await expect(card.getByText(post.tag, { exact: true })).toBeVisible();
      expect(post.excerpt.endsWith('…')).toBe(true);
      await expect(card.getByText(post.excerpt, { exact: true })).toBeVisible();
      await imageFits(card.locator('img').first());
      // A stand-in picture: decoration until the photograph its alt text describes is in.
      await expect(card.locator('img').first()).toHaveAttribute('alt', '');
    }

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(`/blog/${POSTS[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: POSTS[0]!.title })).toBeVisible();
    expect(pagefindRequests, 'Pagefind loads on the search page only').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('every post loads with its heading, details, main image, content and metadata', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    for (const post of POSTS) {
      const response = await page.goto(`/blog/${post.id}`);
      expect(response?.status(), post.id).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      await expect(page).toHaveTitle(`${post.title} | ${company.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        post.description,
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      const article = page.getByRole('article');
      await expect(article).toContainText(`by ${post.by}`);
      await expect(article.locator(`time[datetime="${post.date}"]`)).toHaveText(
        longDate(post.date),
      );
      await expect(article.getByText(post.tag, { exact: true })).toBeVisible();
      await imageFits(article.locator('img').first());
      await expect(article.locator('img').first()).toHaveAttribute('alt', '');
      await expect(article.getByRole('heading', { level: 2 }).first()).toBeAttached();

      const ld = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        datePublished: post.date,
        author: { name: post.by },
        publisher: { '@type': 'Organization', name: company.name },
      });
      expect(ld.image).toMatch(/^https?:\/\/.+\.(jpe?g|webp|png)$/);
      await expect(
        page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', '/rss.xml');
      await expect(page.getByRole('link', { name: 'Back to all blogs' })).toHaveAttribute(
        'href',
        '/blogs',
      );
    }
    // The JSON-LD and the page's scripts pass the Content-Security-Policy: nothing is refused.
    expect(errors).toEqual([]);
  });

  test('blocks of a post fade in as they come into view', async ({ page }) => {
    await page.goto(`/blog/${POSTS[0]!.id}`);
    const blocks = page.getByRole('article').locator('.prose > [data-reveal]');
    expect(await blocks.count()).toBeGreaterThan(5);
    const last = blocks.last();
    await expect(last).not.toHaveClass(/is-revealed/);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveClass(/is-revealed/);
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('an unknown post is a 404 that says NO BLOG FOUND', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NO BLOG FOUND');
    await expect(page.getByRole('link', { name: 'Browse all blogs' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the RSS feed is valid XML listing every post', async ({ page }) => {
    const response = await page.request.get('/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    await page.goto('/blogs');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        items: [...doc.querySelectorAll('channel > item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          pubDate: item.querySelector('pubDate')?.textContent,
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.items).toHaveLength(5);
    expect(feed.items.map((item) => item.title)).toEqual(POSTS.map((post) => post.title));
    for (const [i, item] of feed.items.entries()) {
      expect(item.link).toMatch(new RegExp(`^https?://[^/]+/blog/${POSTS[i]!.id}$`));
      expect(new Date(item.pubDate!).toISOString().slice(0, 10)).toBe(POSTS[i]!.date);
    }
  });
});

test.describe('legal pages', ONE_WIDTH, () => {
  for (const legal of LEGAL) {
    test(`/psycortex/${legal.id} shows the policy with working links`, async ({ page }) => {
      const response = await page.goto(`/psycortex/${legal.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await expect(page).toHaveTitle(legal.webtitle);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        legal.webdescription,
      );
      await expect(page.getByText(`Last updated ${longDate(legal.updated)}`)).toBeVisible();
      await expect(page.locator(`time[datetime="${legal.updated}"]`)).toBeAttached();

      const main = page.getByRole('main');
      const email = main.getByRole('link', { name: company.emails.info }).first();
      await expect(email).toHaveAttribute('href', `mailto:${company.emails.info}`);
      const phone = main.getByRole('link', { name: CARE_PHONE.display });
      await expect(phone).toHaveAttribute('href', `tel:${CARE_PHONE.tel}`);
      await expect(main.getByRole('link', { name: 'contact us' }).first()).toHaveAttribute(
        'href',
        '/contactus',
      );

      // A link to another policy leads there.
      const other = LEGAL.find((l) => l.id !== legal.id)!;
      await page
        .getByRole('navigation', { name: 'Other policies' })
        .getByRole('link', { name: other.title })
        .click();
      await expect(page).toHaveURL(`/psycortex/${other.id}`);
      await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
    });
  }

  test('links in the text go where they say, external ones included', async ({ page }) => {
    await page.goto('/psycortex/termsandcondition');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Refund Policy' }).first().click();
    await expect(page).toHaveURL('/psycortex/returnpolicy');
    await page.goto('/psycortex/privacypolicy');
    await expect(main.getByRole('link', { name: /^Google.s advertising policy$/ })).toHaveAttribute(
      'href',
      'https://policies.google.com/technologies/ads',
    );
    // The grievance officer's contact is the one in content/company.json.
    const grievance = main.getByRole('paragraph').filter({ hasText: 'Grievance Officer' });
    await expect(grievance.getByRole('link', { name: company.emails.grievance })).toHaveAttribute(
      'href',
      `mailto:${company.emails.grievance}`,
    );
    await expect(grievance).toContainText(company.corporateOffice.address);
  });

  test('an unknown section is a 404 that says NO BLOG FOUND', async ({ page }) => {
    const response = await page.goto('/psycortex/no-such-section');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NO BLOG FOUND');
    for (const legal of LEGAL) {
      await expect(page.getByRole('main').getByRole('link', { name: legal.title })).toHaveAttribute(
        'href',
        `/psycortex/${legal.id}`,
      );
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('search', () => {
  const pagesRegion = (page: Page) => page.getByRole('region', { name: 'Pages', exact: true });
  const articlesRegion = (page: Page) =>
    page.getByRole('region', { name: 'In the text of our pages' });
  const expectedTitles = (word: string) =>
    searchEntries.filter((e) => e.title.toLowerCase().includes(word)).map((e) => e.title);

  test('lists every page whose title matches, case-insensitively', ONE_WIDTH, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/search/counselling');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search Results for "counselling"' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`Search Results for "counselling" | ${company.name}`);
    const links = pagesRegion(page).getByRole('link');
    const expected = expectedTitles('counselling');
    expect(expected.length).toBeGreaterThan(5);
    await expect(links).toHaveText(expected);
    await expect(
      pagesRegion(page).getByRole('link', { name: 'Grief Counselling' }),
    ).toHaveAttribute('href', '/services/counsellingservices/grief');
    await expect(page.getByText('Oops! No results available.')).toBeHidden();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await page.goto('/search/GRIEF');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search Results for "GRIEF"' }),
    ).toBeVisible();
    await expect(pagesRegion(page).getByRole('link')).toHaveText(['Grief Counselling']);
    expect(errors).toEqual([]);
  });

  test('a miss says so', ONE_WIDTH, async ({ page }) => {
    await page.goto('/search/xyzzy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search Results for "xyzzy"' }),
    ).toBeVisible();
    await expect(page.getByText('Oops! No results available.')).toBeVisible();
    await expect(pagesRegion(page).getByRole('link')).toHaveCount(0);
    await expect(articlesRegion(page).getByRole('status')).toHaveText('No other page mentions it.');
  });

  for (const key of ['(anxiety', '.*', '[a-z']) {
    test(
      `a key with regular-expression characters, ${key}, is searched for as typed`,
      ONE_WIDTH,
      async ({ page }) => {
        const errors = collectErrors(page);
        await page.goto(`/search/${encodeURIComponent(key)}`);
        await expect(
          page.getByRole('heading', { level: 1, name: `Search Results for "${key}"` }),
        ).toBeVisible();
        // One truthful message: no title has the key, and the page texts may still have it.
        const status = articlesRegion(page).getByRole('status');
        await expect(status).toHaveText(
          /^No page title matches it, but \d+ pages? mentions? it|^No other page mentions it\.$/,
        );
        const found = !/^No other/.test((await status.textContent()) ?? '');
        await expect(page.getByText('Oops! No results available.')).toBeVisible({
          visible: !found,
        });
        await expect(page.getByRole('searchbox', { name: 'Search again' })).toHaveValue(key);
        expect(errors).toEqual([]);
      },
    );
  }

  test('the booking entry leads to the booking page', ONE_WIDTH, async ({ page }) => {
    await page.goto('/search/book');
    const book = pagesRegion(page).getByRole('link', { name: 'Book Appointment', exact: true });
    await expect(book).toHaveAttribute('href', '/book');
    await expect(book).not.toHaveAttribute('target', '_blank');
  });

  test('searching from the header box lands on the results', async ({ page }) => {
    await page.goto('/blogs');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('Grief');
    await box.press('Enter');
    await expect(page).toHaveURL('/search/Grief');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search Results for "Grief"' }),
    ).toBeVisible();
    await expect(pagesRegion(page).getByRole('link')).toHaveText(['Grief Counselling']);
  });

  test('the form on the page searches again, and ?q= is read too', async ({ page }) => {
    await page.goto('/search/grief');
    const box = page.getByRole('searchbox', { name: 'Search again' });
    await expect(box).toHaveValue('grief');
    await box.fill('marital');
    await page.getByRole('search', { name: 'Search again' }).getByRole('button').click();
    await expect(page).toHaveURL('/search/marital');
    await expect(pagesRegion(page).getByRole('link')).toHaveText(expectedTitles('marital'));

    await page.goto('/search?q=Trauma');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search Results for "Trauma"' }),
    ).toBeVisible();
    await expect(pagesRegion(page).getByRole('link')).toHaveText(['Trauma Counselling']);

    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(pagesRegion(page)).toBeHidden();
  });

  test(
    'full-text results from Pagefind find a word only a post body has',
    ONE_WIDTH,
    async ({ page }) => {
      const errors = collectErrors(page);
      const dmit = POSTS.find((post) => post.id === 'dmittest')!;
      await page.goto('/search/Cummins');
      const articles = articlesRegion(page);
      const hit = articles.getByRole('link', { name: dmit.title });
      await expect(hit).toHaveAttribute('href', '/blog/dmittest');
      await expect(articles.getByRole('listitem')).toHaveCount(1);
      await expect(articles.getByRole('listitem').locator('mark')).toHaveText(['Cummins']);
      await expect(articles.getByRole('status')).toHaveText(
        'No page title matches it, but 1 page mentions it.',
      );
      await expect(page.getByText('Oops! No results available.')).toBeHidden();
      await hit.click();
      await expect(page.getByRole('heading', { level: 1, name: dmit.title })).toBeVisible();
      expect(errors).toEqual([]);
    },
  );

  // The search is made on the server (the search-page function): the results are in the first
  // response, and a browser, with or without scripts, downloads neither Pagefind nor its index.
  test('the results come with the page, without JavaScript and without the index', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const pagefindRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/pagefind/')) pagefindRequests.push(request.url());
      });
      const dmit = POSTS.find((post) => post.id === 'dmittest')!;
      await page.goto('/search/Cummins');
      await expect(articlesRegion(page).getByRole('link', { name: dmit.title })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search again' }).fill('grief');
      await page.getByRole('search', { name: 'Search again' }).getByRole('button').click();
      await expect(page).toHaveURL('/search/grief');
      await expect(pagesRegion(page).getByRole('link')).toHaveText(['Grief Counselling']);
      expect(pagefindRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test(
    'Pagefind shows at most 10 results, each with a title, excerpt and link',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/search/the');
      const items = articlesRegion(page).getByRole('listitem');
      await expect(articlesRegion(page).getByRole('status')).toHaveText(/mention it/);
      const count = await items.count();
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThanOrEqual(10);
      for (let i = 0; i < count; i++) {
        const item = items.nth(i);
        await expect(item.getByRole('heading', { level: 3 })).not.toBeEmpty();
        await expect(item.getByRole('link')).toHaveAttribute('href', /^\/[\w/-]+$/);
        await expect(item.locator('mark').first()).toBeVisible();
      }
    },
  );
});

test.describe('accessibility', () => {
  // The blog list, posts and policies are in the sitemap and swept by sweep.spec.ts.
  const PAGES = ['/blog/no-such-post', '/psycortex/no-such-section', '/search', '/search/xyzzy'];
  for (const path of PAGES) {
    test(`no axe violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('no axe violations on search results with Pagefind hits', async ({ page }) => {
    await page.goto('/search/counselling');
    await expect(
      page.getByRole('region', { name: 'In the text of our pages' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
