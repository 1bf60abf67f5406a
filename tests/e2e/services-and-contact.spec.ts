import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import branches from '../../content/branches.json' with { type: 'json' };
import { expectNoAxeViolations } from './helpers/axe.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

const servicesDir = resolve(import.meta.dirname, '../../content/services');
const servicePaths = readdirSync(servicesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(resolve(servicesDir, d.name)).map(
      (f) => `/services/${d.name}/${f.replace('.mdx', '')}`,
    ),
  );

test(
  'all 30 service pages: title, breadcrumb, quote and Start Your Journey',
  ONE_WIDTH,
  async ({ page }) => {
    // Thirty pages in one test: about 20 s on a quiet machine, more on a busy one.
    test.setTimeout(90_000);
    expect(servicePaths).toHaveLength(30);
    for (const path of servicePaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      expect(title, path).toBeTruthy();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(title!);
      await expect(page.locator('blockquote')).not.toBeEmpty();
      const journey = page.getByRole('link', { name: /Start Your Journey/ });
      // The service's own booking page, with the service chosen.
      await expect(journey).toHaveAttribute('href', `/book?service=${path.split('/').pop()}`);
      await expect(
        page.getByRole('complementary').getByRole('link', { name: title!, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
    }
  },
);

test('interpersonal psychotherapy states its usual 12 to 16 sessions; axe on service pages', async ({
  page,
}) => {
  await page.goto('/services/psychotherapyapproaches/interpersonalpsychotherapy');
  await expect(page.getByRole('main')).toContainText(/12 to 16/);
  await expectNoAxeViolations(page);
  await page.goto('/services/uniquefeatures/commitmenttoconfidentiality');
  await expectNoAxeViolations(page);
});

test('an unknown service is the error screen', ONE_WIDTH, async ({ page }) => {
  const response = await page.goto('/services/counsellingservices/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
});

test('contact page: office, phones, e-mails, branches link, map only on request, the form', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost')) thirdParty.push(r.url());
  });
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Sri Ram Tower');
  await expect(main.getByRole('link', { name: '+91 72494 24403' })).toHaveAttribute(
    'href',
    'tel:+917249424403',
  );
  await expect(main.getByRole('link', { name: '+91 87670 27078' })).toHaveAttribute(
    'href',
    'tel:+918767027078',
  );
  await expect(main.getByRole('link', { name: 'info@psycortex.in' })).toHaveAttribute(
    'href',
    'mailto:info@psycortex.in',
  );
  await expect(main.getByRole('link', { name: 'care@psycortex.in' })).toHaveAttribute(
    'href',
    'mailto:care@psycortex.in',
  );
  await expect(main.getByRole('link', { name: 'View All Branches' })).toHaveAttribute(
    'href',
    '/contactus/all',
  );
  for (const label of [
    'First name',
    'Last name',
    'Email',
    'Contact number',
    'City',
    'State',
    'Country',
    'Message',
  ]) {
    await expect(main.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(main.getByLabel('Contact number')).toHaveAttribute('inputmode', 'numeric');
  await expect(main.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await expectNoAxeViolations(page);

  expect(thirdParty).toEqual([]);
  await expect(main.locator('iframe')).toHaveCount(0);
  await main.getByRole('button', { name: 'Show map' }).click();
  await expect(main.locator('iframe[title^="Map of the Psycortex"]')).toHaveAttribute(
    'src',
    /google\.com\/maps/,
  );
});

test(
  'branch directory: 37 cards with address, shared e-mail and phone, hours',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/contactus/all');
    const cards = page.getByRole('list', { name: 'Branches' }).getByRole('listitem');
    await expect(cards).toHaveCount(37);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(37);
    for (const [i, branch] of branches.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(branch.city);
      await expect(card).toContainText(branch.address);
      await expect(card.getByRole('link', { name: 'care@psycortex.in' })).toBeVisible();
      await expect(card.getByRole('link', { name: '+91 87670 27078' })).toHaveAttribute(
        'href',
        'tel:+918767027078',
      );
      await expect(card).toContainText('10 AM - 6 PM');
    }
    await expectNoAxeViolations(page);
  },
);

test('blocks already in view when a service page is painted stay shown, never hidden to fade in again', async ({
  page,
}) => {
  // Each frame's lowest opacity of the blocks in the first screen, from the first paint on:
  // the reveal's code runs after that paint and must leave them as the visitor saw them.
  await page.addInitScript(() => {
    const lowest: number[] = [];
    (window as unknown as { lowestOpacity: number[] }).lowestOpacity = lowest;
    let frames = 0;
    const sample = () => {
      const inView = [...document.querySelectorAll('[data-reveal]')].filter((block) => {
        const box = block.getBoundingClientRect();
        return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
      });
      if (inView.length > 0)
        lowest.push(Math.min(...inView.map((b) => Number(getComputedStyle(b).opacity))));
      if (++frames < 60) requestAnimationFrame(sample);
      else document.documentElement.dataset.sampled = '';
    };
    requestAnimationFrame(sample);
  });
  await page.goto('/services/counsellingservices/anxiety');
  // The reveal has run: blocks further down wait, hidden, to fade in.
  await expect(page.locator('html')).toHaveClass(/reveal-ready/);
  await expect(page.locator('html')).toHaveAttribute('data-sampled');
  const lowest = await page.evaluate(
    () => (window as unknown as { lowestOpacity: number[] }).lowestOpacity,
  );
  expect(lowest.length, 'frames with a block in view').toBeGreaterThan(0);
  expect(Math.min(...lowest)).toBe(1);
});
