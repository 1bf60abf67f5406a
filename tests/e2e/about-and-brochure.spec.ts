import { expect, type Page, test } from '@playwright/test';
import about from '../../content/about.json' with { type: 'json' };
import awards from '../../content/awards.json' with { type: 'json' };
import brochure from '../../content/brochure.json' with { type: 'json' };
import company from '../../content/company.json' with { type: 'json' };
import faq from '../../content/faq.json' with { type: 'json' };
import franchise from '../../content/franchise.json' with { type: 'json' };
import gallery from '../../content/gallery.json' with { type: 'json' };
import testimonials from '../../content/testimonials.json' with { type: 'json' };
import { expectNoAxeViolations } from './helpers/axe.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/** The About Us pages, the franchise page and the brochure: routes, headings and metadata. */
const PAGES = [
  { path: '/aboutus/about', h1: about.about.title, description: about.about.description },
  {
    path: '/aboutus/missionvisionandvalues',
    h1: about.mvvm.title,
    description: about.mvvm.description,
  },
  { path: '/aboutus/awards', h1: awards.title, description: awards.description },
  { path: '/aboutus/gallery', h1: gallery.title, description: gallery.description },
  {
    path: '/aboutus/directorsmessage',
    h1: about.directorsMessage.title,
    description: about.directorsMessage.description,
  },
  { path: '/aboutus/team', h1: about.team.title, description: about.team.description },
  { path: '/franchise', h1: franchise.title, description: franchise.description },
  {
    path: '/brochure',
    h1: brochure.landing.heading,
    title: brochure.title,
    description: brochure.description,
  },
] as Array<{ path: string; h1: string; title?: string; description: string }>;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  return page.getByRole('main');
}

test.describe('about, franchise and brochure pages', () => {
  for (const { path, h1, title = h1, description } of PAGES) {
    test(`${path}: 200, one h1, its own title and description`, ONE_WIDTH, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page).toHaveTitle(
        title.includes(company.name) ? title : `${title} | ${company.name}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        description,
      );
      if (path.startsWith('/aboutus/')) {
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
        await expect(crumbs).toHaveCount(3);
        await expect(crumbs.nth(0)).toHaveText('Home');
        await expect(crumbs.nth(1)).toContainText('About Us');
        await expect(crumbs.nth(2)).toHaveAttribute('aria-current', 'page');
      }
    });
  }

  // The pages in the sitemap are checked by axe in tests/e2e/sweep.spec.ts; the brochure is not
  // in the sitemap, so it is checked here, at rest and with every section shown.
  for (const path of ['/brochure']) {
    test(`${path}: no axe violations at rest`, async ({ page }) => {
      await open(page, path);
      await expectNoAxeViolations(page);
    });

    test(`${path}: no axe violations with every section shown (reduced motion)`, async ({
      page,
    }) => {
      // Revealed-on-view content is transparent until scrolled to, so axe would skip it.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test(
    'about: legal name, the five paragraphs and a sized, responsive picture',
    ONE_WIDTH,
    async ({ page }) => {
      const main = await open(page, '/aboutus/about');
      await expect(main.getByRole('heading', { level: 2, name: company.legalName })).toBeVisible();
      for (const paragraph of about.about.paragraphs) {
        await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
      }
      const picture = main.locator('img');
      await expect(picture).toHaveCount(1);
      await expect(picture).toHaveAttribute('width', /\d+/);
      await expect(picture).toHaveAttribute('height', /\d+/);
      await expect(picture).toHaveAttribute('srcset', /\d+w/);
      await expect(
        main.getByRole('navigation', { name: 'More about Psycortex' }).getByRole('link'),
      ).toHaveCount(6);
    },
  );

  test(
    'mission, vision, values and motto: four cards with h2 headings',
    ONE_WIDTH,
    async ({ page }) => {
      const main = await open(page, '/aboutus/missionvisionandvalues');
      const cards = main.getByRole('listitem').filter({ has: page.getByRole('heading') });
      await expect(cards).toHaveCount(4);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        'Mission',
        'Vision',
        'Values',
        'Motto',
      ]);
      for (const [i, card] of about.mvvm.cards.entries()) {
        await expect(cards.nth(i)).toContainText(card.text);
      }
    },
  );

  test('awards: four certificates and two long-form awards', ONE_WIDTH, async ({ page }) => {
    const main = await open(page, '/aboutus/awards');
    const certificates = main.getByRole('region', { name: 'Certificates' }).getByRole('listitem');
    await expect(certificates).toHaveCount(4);
    for (const [i, certificate] of awards.certificates.entries()) {
      const card = certificates.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(certificate.title);
      // A stand-in picture is decoration: no alt text until the real photograph is in.
      await expect(card.locator('img')).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('alt', '');
      await expect(
        card.getByRole('button', { name: `Flip card for ${certificate.title}` }),
      ).toHaveAttribute('aria-expanded', 'false');
      await expect(card.getByText(certificate.text)).toBeHidden();
    }
    const awardsRegion = main.getByRole('region', { name: 'Awards', exact: true });
    await expect(awardsRegion.getByRole('article')).toHaveCount(2);
    for (const [i, award] of awards.awards.entries()) {
      const article = awardsRegion.getByRole('article').nth(i);
      await expect(article.getByRole('heading', { level: 3 })).toHaveText(award.title);
      await expect(article.locator('img')).toBeVisible();
      await expect(article.locator('img')).toHaveAttribute('alt', '');
      for (const paragraph of award.paragraphs) {
        await expect(article.getByText(paragraph, { exact: true })).toBeVisible();
      }
    }
  });

  test('awards: a certificate flips from the keyboard (Enter, Space, Escape)', async ({ page }) => {
    const main = await open(page, '/aboutus/awards');
    const certificate = awards.certificates[1]!;
    const flip = main.getByRole('button', { name: `Flip card for ${certificate.title}` });
    const back = main.getByText(certificate.text);
    const front = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: certificate.title }) })
      .locator('img');

    await flip.focus();
    await expect(flip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(flip).toHaveAttribute('aria-expanded', 'true');
    await expect(back).toBeVisible();
    await expect(front).toBeHidden();
    // The button names the back face it reveals.
    const controls = await flip.getAttribute('aria-controls');
    await expect(page.locator(`#${controls}`)).toHaveText(certificate.text);
    // The card really turns (unless reduced motion is asked for, see below).
    const turn = await back.evaluate((el) => getComputedStyle(el.closest('.flip')!).transform);
    expect(turn).not.toBe('none');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Space');
    await expect(flip).toHaveAttribute('aria-expanded', 'false');
    await expect(back).toBeHidden();
    await expect(front).toBeVisible();

    await page.keyboard.press('Space');
    await expect(back).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(flip).toHaveAttribute('aria-expanded', 'false');
    await expect(back).toBeHidden();
    await expect(flip).toBeFocused();
  });

  test('awards: with reduced motion the faces swap without turning', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const main = await open(page, '/aboutus/awards');
    const certificate = awards.certificates[3]!;
    await main.getByRole('button', { name: `Flip card for ${certificate.title}` }).focus();
    await page.keyboard.press('Enter');
    const back = main.getByText(certificate.text);
    await expect(back).toBeVisible();
    expect(await back.evaluate((el) => getComputedStyle(el.closest('.flip')!).transform)).toBe(
      'none',
    );
    expect(await back.evaluate((el) => getComputedStyle(el.parentElement!).transform)).toBe('none');
  });

  test('gallery: 19 captioned pictures, two columns on wide screens, sized to fit', async ({
    page,
  }) => {
    const main = await open(page, '/aboutus/gallery');
    const figures = main.getByRole('figure');
    await expect(figures).toHaveCount(19);
    await expect(main.locator('img')).toHaveCount(19);
    for (const [i, picture] of gallery.images.entries()) {
      const figure = figures.nth(i);
      await expect(figure.locator('img')).toHaveAttribute('alt', '');
      await expect(figure).toContainText(picture.caption);
    }
    const images = main.locator('img');
    // The first pictures load at once, the rest only as they come near.
    await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
    for (let i = 2; i < 19; i++) await expect(images.nth(i)).toHaveAttribute('loading', 'lazy');

    const columns = await figures.evaluateAll(
      // offsetLeft ignores the reveal's scale.
      (all) => new Set(all.map((f) => (f as HTMLElement).offsetLeft)).size,
    );
    expect(columns).toBe((page.viewportSize()?.width ?? 0) < 600 ? 1 : 2);

    // No picture ships larger than the smallest candidate that covers its shown size.
    const first = images.first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const { natural, needed, candidates } = await first.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth,
      needed: img.clientWidth * window.devicePixelRatio,
      candidates: img.srcset.split(',').map((c) => Number.parseInt(c.trim().split(' ')[1]!, 10)),
    }));
    const enough = candidates.filter((w) => w >= needed);
    expect(natural).toBeLessThanOrEqual(
      enough.length ? Math.min(...enough) : Math.max(...candidates),
    );
  });

  test('gallery: pictures fade and scale in as they scroll into view', async ({ page }) => {
    const main = await open(page, '/aboutus/gallery');
    const last = main.getByRole('figure').last();
    await expect(last).toHaveCSS('opacity', '0');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveCSS('opacity', '1');
    await expect(last).toHaveCSS('transform', 'none');
  });

  test("director's message and team", ONE_WIDTH, async ({ page }) => {
    let main = await open(page, '/aboutus/directorsmessage');
    for (const paragraph of about.directorsMessage.paragraphs) {
      await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('figure')).toContainText(about.directorsMessage.author);
    await expect(main.getByRole('figure')).toContainText(about.directorsMessage.role);

    main = await open(page, '/aboutus/team');
    await expect(main.getByText(about.team.intro)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(
      about.team.roles.map((role) => role.title),
    );
  });

  test(
    'franchise: every section, the figures and a call to action',
    ONE_WIDTH,
    async ({ page }) => {
      const main = await open(page, '/franchise');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Franchise');
      await expect(main.getByText(franchise.intro)).toBeVisible();
      for (const section of franchise.sections) {
        const region = main.getByRole('region', { name: section.heading });
        await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.heading);
        await expect(region.getByRole('listitem')).toHaveCount(section.points.length);
      }
      for (const figure of ['Rs 3,00,000', '10 km', 'Rs 4000 + tax', 'Rs 1100', 'Rs 900', '90%']) {
        await expect(main).toContainText(figure);
      }
      await expect(
        main.getByRole('listitem').filter({ hasText: 'Rs 1100 per report for the first 10 cases' }),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contactus',
      );
    },
  );
});

test.describe('brochure', () => {
  test('stands alone: no site header or footer; logo, crisis line and WhatsApp stay', async ({
    page,
  }) => {
    await open(page, '/brochure');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Psycortex home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('complementary', { name: 'Urgent help' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toBeVisible();
  });

  test(
    'landing: badge, offer price against the struck-through price, call to action',
    ONE_WIDTH,
    async ({ page }) => {
      const main = await open(page, '/brochure');
      const landing = main.getByRole('region', { name: brochure.landing.heading });
      await expect(landing.getByText(brochure.landing.text)).toBeVisible();
      await expect(landing.getByText('10,000+ Lives Transformed')).toBeVisible();
      await expect(landing.getByText('₹1499', { exact: true })).toBeVisible();
      const regular = landing.getByText('₹5499', { exact: true });
      await expect(regular).toBeVisible();
      await expect(regular).toHaveCSS('text-decoration-line', 'line-through');
      await expect(landing.getByText('Save ₹4000', { exact: true })).toBeVisible();
      await expect(landing.getByRole('link', { name: brochure.landing.cta })).toHaveAttribute(
        'href',
        '/contactus',
      );
      await expect(landing.getByText(brochure.trust)).toBeVisible();
    },
  );

  test(
    'sections in order with 5 reasons, 5 situations and 6 testimonials',
    ONE_WIDTH,
    async ({ page }) => {
      const main = await open(page, '/brochure');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        'Why Choose Us',
        'Who Is This For',
        'Client Testimonials',
        'Frequently Asked Questions',
        brochure.cta.heading,
      ]);
      const why = main.getByRole('region', { name: 'Why Choose Us' });
      await expect(why.getByRole('listitem')).toHaveCount(5);
      await expect(why.getByRole('heading', { level: 3 })).toHaveText(
        brochure.whyChooseUs.map((item) => item.title),
      );
      const who = main.getByRole('region', { name: 'Who Is This For' });
      await expect(who.getByRole('listitem')).toHaveCount(5);
      await expect(who.getByRole('heading', { level: 3 })).toHaveText(
        brochure.whoIsThisFor.map((item) => item.title),
      );
      const quotes = main
        .getByRole('region', { name: 'Client Testimonials' })
        .getByRole('listitem');
      await expect(quotes).toHaveCount(6);
      for (const [i, testimonial] of testimonials.brochure.entries()) {
        await expect(quotes.nth(i)).toContainText(testimonial.message);
        await expect(quotes.nth(i)).toContainText(testimonial.name);
        await expect(quotes.nth(i)).toContainText(testimonial.concern);
      }
    },
  );

  test('FAQ: 12 questions, only one open at a time', async ({ page }) => {
    const main = await open(page, '/brochure');
    const items = main
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .getByRole('group');
    await expect(items).toHaveCount(12);
    const [first, second] = [faq[0]!, faq[1]!];
    await expect(main.getByText(first.answer)).toBeHidden();

    await main.getByText(first.question).click();
    await expect(items.nth(0)).toHaveJSProperty('open', true);
    await expect(main.getByText(first.answer)).toBeVisible();

    await main.getByText(second.question).click();
    await expect(items.nth(1)).toHaveJSProperty('open', true);
    await expect(main.getByText(second.answer)).toBeVisible();
    await expect(items.nth(0)).toHaveJSProperty('open', false);
    await expect(main.getByText(first.answer)).toBeHidden();
    const openCount = await items.evaluateAll(
      (all) => all.filter((d) => (d as HTMLDetailsElement).open).length,
    );
    expect(openCount).toBe(1);

    // From the keyboard too.
    await main.getByText(faq[11]!.question).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(11)).toHaveJSProperty('open', true);
    await expect(items.nth(1)).toHaveJSProperty('open', false);
  });

  test(
    'closing call to action, trust line and the brochure e-mail',
    ONE_WIDTH,
    async ({ page }) => {
      const main = await open(page, '/brochure');
      const closing = main.getByRole('region', { name: brochure.cta.heading });
      await expect(closing.getByText(brochure.cta.text)).toBeVisible();
      await expect(closing.getByRole('link', { name: brochure.cta.button })).toHaveAttribute(
        'href',
        '/contactus',
      );
      await expect(closing.getByRole('link', { name: company.emails.brochure })).toHaveAttribute(
        'href',
        `mailto:${company.emails.brochure}`,
      );
      await expect(closing.getByText(brochure.trust)).toBeVisible();
    },
  );
});

test.describe('brochure without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ accordion still keeps one open at a time (native details)', async ({ page }) => {
    const main = await open(page, '/brochure');
    const items = main
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .getByRole('group');
    await main.getByText(faq[2]!.question).click();
    await expect(items.nth(2)).toHaveJSProperty('open', true);
    await main.getByText(faq[3]!.question).click();
    await expect(items.nth(3)).toHaveJSProperty('open', true);
    await expect(items.nth(2)).toHaveJSProperty('open', false);
  });
});
