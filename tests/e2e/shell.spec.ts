import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { confirmNewsletter, uniqueEmail } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/** A page with the ordinary (non-home) header. */
const CONTENT_PAGE = '/this-page-does-not-exist';

const cartLine = (quantity: number, variantId = '1') => ({
  productSlug: '1',
  variantId,
  name: 'Single Counselling Session',
  differentby: '1 session',
  sessions: 1,
  cost: 149_900,
  quantity,
  imgsrc: null,
});

async function setCart(page: Page, items: unknown[]) {
  await page.evaluate((value) => localStorage.setItem('cartData', value), JSON.stringify(items));
}

test.describe('site shell on every width', () => {
  test('skip link, crisis line, WhatsApp link and the unknown-route screen', async ({ page }) => {
    const response = await page.goto(CONTENT_PAGE);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const urgent = page.getByRole('complementary', { name: 'Urgent help' });
    await expect(urgent).toContainText('Need urgent help?');
    await expect(urgent.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');

    const whatsapp = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/+918767027078?text=');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  test(
    'an address with broken percent-encoding is the unknown-route screen, not an error',
    ONE_WIDTH,
    async ({ request }) => {
      for (const path of ['/%ZZ', '/blogs/%ZZ']) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        expect(await response.text()).toContain('404 Not Found');
      }
    },
  );

  test('Book Appointment leads to the booking page and blinks for 5 seconds only', async ({
    page,
  }) => {
    await page.goto(CONTENT_PAGE);
    const book = page.getByRole('link', { name: /^Book( Appointment)?$/ }).first();
    await expect(book).toHaveAttribute('href', '/book');
    const animation = await book.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        name: style.animationName,
        duration: style.animationDuration,
        count: style.animationIterationCount,
      };
    });
    // One on/off cycle a second (a change every 500 ms), five times: it stops after 5 s.
    expect(animation).toEqual({ name: 'blink', duration: '1s', count: '5' });
  });

  test('Book Appointment does not blink when reduced motion is asked for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(CONTENT_PAGE);
    const book = page.getByRole('link', { name: /^Book( Appointment)?$/ }).first();
    expect(await book.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  test('scrolled style and back to top after 70 px', async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 400 });
    const header = page.getByRole('banner');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveClass(/is-scrolled/);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('white header text over the home banner only', async ({ page }) => {
    const color = () => page.getByRole('banner').evaluate((el) => getComputedStyle(el).color);
    await page.goto('/');
    expect(await color()).toBe('rgb(255, 255, 255)');
    await page.goto(CONTENT_PAGE);
    expect(await color()).not.toBe('rgb(255, 255, 255)');
  });

  test('the cart count follows the stored cart, across tabs too', async ({ page, context }) => {
    await page.goto(CONTENT_PAGE);
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName('Cart, 0 items');
    await expect(cart).toHaveAttribute('href', '/user/mycart');
    await setCart(page, [cartLine(2), cartLine(1, '2')]);
    await page.reload();
    await expect(cart).toHaveAccessibleName('Cart, 3 items');
    await expect(cart.getByText('3')).toBeVisible();

    const other = await context.newPage();
    await other.goto(CONTENT_PAGE);
    await setCart(other, [cartLine(1)]);
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    await other.close();
  });

  test('search opens, searches non-empty text and closes when empty', async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeHidden();
    await toggle.click();
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(box).toBeHidden();

    await toggle.click();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(CONTENT_PAGE);
    await box.fill('stress & sleep');
    await box.press('Enter');
    await expect(page).toHaveURL('/search/stress%20%26%20sleep');
  });

  test('footer: links, policies, social networks and the current year', async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '/psycortex/returnpolicy',
    );
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/psycortex/termsandcondition',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/psycortex/privacypolicy',
    );
    await expect(footer.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    await expect(footer.getByRole('link', { name: 'Franchise' })).toHaveAttribute(
      'href',
      '/franchise',
    );
    const about = footer.getByRole('navigation', { name: 'About Us' });
    await expect(about.getByRole('link')).toHaveCount(4 + 5);
    await expect(
      footer.getByRole('navigation', { name: 'Our Services' }).getByRole('link'),
    ).toHaveCount(11 + 1);
    const social = footer
      .getByRole('list', { name: 'Psycortex on social media' })
      .getByRole('link');
    await expect(social).toHaveCount(5);
    for (const name of ['Facebook', 'X', 'LinkedIn', 'Instagram', 'YouTube']) {
      await expect(
        footer.getByRole('link', { name: `${name} (opens in a new tab)` }),
      ).toHaveAttribute('target', '_blank');
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('newsletter: every message, in a live region, closed with x', async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Your email address' });
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    const status = footer.getByRole('status');

    await subscribe.click();
    await expect(status).toHaveText('Please fill email before submitting.');
    await email.fill('not-an-address');
    await subscribe.click();
    await expect(status).toHaveText('Please enter a valid email address.');

    const address = uniqueEmail('footer');
    await email.fill(address);
    await subscribe.click();
    await expect(status).toHaveText('Please tick the box to agree to receive the newsletter.');
    const consent = footer.getByRole('checkbox', { name: /send me the newsletter/ });
    await consent.check();
    await subscribe.click();
    await expect(status).toHaveText('Subscription Added Succesfully');
    await expect(email).toHaveValue('');
    await expect(consent).not.toBeChecked();

    // Once the e-mailed link is followed, the address exists.
    await confirmNewsletter(page, address);
    await page.goto(CONTENT_PAGE);
    await email.fill(address);
    await consent.check();
    await subscribe.click();
    await expect(status).toHaveText('User Already Exists');
    // It stays until closed.
    await page.waitForTimeout(500);
    await expect(status).toHaveText('User Already Exists');
    await status.getByRole('button', { name: 'Close message' }).click();
    await expect(status.getByText('User Already Exists')).toBeHidden();
  });

  test('no axe violations on the shell', async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    await expectNoAxeViolations(page);
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});
