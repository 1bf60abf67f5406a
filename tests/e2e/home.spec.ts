import { expect, test } from '@playwright/test';
import home from '../../content/home.json' with { type: 'json' };
import testimonials from '../../content/testimonials.json' with { type: 'json' };
import { expectNoAxeViolations } from './helpers/axe.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

test.describe('home page', () => {
  test('seven sections with their counts, and no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(home.title);
    await expect(page.getByRole('group', { name: /of 3:/, includeHidden: true })).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 2, name: 'HOW IT WORKS' })).toBeVisible();
    const steps = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: home.steps[0]!.title }) });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 2, name: home.wecare.heading })).toBeAttached();
    await expect(page.getByRole('heading', { level: 2, name: home.stats.heading })).toBeAttached();
    for (const item of home.specialisations.items) {
      await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeAttached();
    }
    await expect(page.getByRole('tab')).toHaveCount(4);
    await expect(page.locator('[data-testimonials] figure')).toHaveCount(10);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Acheivements' })).toBeAttached();
    await expect(
      page
        .getByRole('list')
        .filter({ has: page.getByRole('heading', { name: home.achievements.items[0]!.title }) })
        .getByRole('listitem'),
    ).toHaveCount(4);
    await expect(
      page.getByRole('heading', { level: 2, name: home.closing.heading }),
    ).toBeAttached();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expectNoAxeViolations(page);
  });

  test('the banner rotates every 8 seconds, and stops when paused', async ({ page }) => {
    // A paused clock: time moves only when the test says so.
    await page.clock.install({ time: new Date('2026-01-01T10:00:00') });
    await page.clock.pauseAt(new Date('2026-01-01T10:00:01'));
    await page.goto('/');
    const slide = (n: number) =>
      page.getByRole('group', { name: new RegExp(`^${n} of 3:`), includeHidden: true });
    await expect(slide(1)).toBeVisible();
    await page.clock.runFor(7_900);
    await expect(slide(1)).toBeVisible();
    await page.clock.runFor(200);
    await expect(slide(2)).toBeVisible();
    await expect(slide(1)).toBeHidden();
    await page.clock.runFor(8_000);
    await expect(slide(3)).toBeVisible();

    await page.getByRole('button', { name: 'Pause the banner' }).click();
    await page.getByRole('heading', { level: 2, name: 'HOW IT WORKS' }).hover();
    await page.clock.runFor(20_000);
    await expect(slide(3)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play the banner' })).toBeVisible();

    await page.getByRole('button', { name: /Show slide 1:/ }).click();
    await expect(slide(1)).toBeVisible();
  });

  test('the banner stays still under reduced motion', ONE_WIDTH, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(30_000);
    await expect(page.getByRole('group', { name: /^1 of 3:/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play the banner' })).toBeVisible();
  });

  test(
    'counters count up to their figures once scrolled into view',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      const section = page.locator('[data-counters]');
      const numbers = section.locator('[data-count-to]');
      await expect(numbers).toHaveText(['0', '0', '0']);
      await section.scrollIntoViewIfNeeded();
      await expect(numbers).toHaveText(['10,000', '10', '8,000'], { timeout: 10_000 });
      for (const label of ['Total Client Served', 'Experienced Doctors', 'Satisfied Members']) {
        await expect(section.getByText(label)).toBeVisible();
      }
      await expect(section).toContainText('10,000+');
    },
  );

  test('audience tabs: first selected, click and arrow keys, video with a pause control', async ({
    page,
  }) => {
    await page.goto('/');
    const tabs = page.getByRole('tab');
    const wide = (page.viewportSize()?.width ?? 0) > 500;
    const name = (key: string) => (wide ? `Psycortex for ${key}` : key);
    await expect(page.getByRole('tab', { name: name('Children'), exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel', { name: name('Children') })).toBeVisible();

    await page.getByRole('tab', { name: name('Adults'), exact: true }).click();
    const adults = page.getByRole('tabpanel', { name: name('Adults') });
    await expect(adults).toBeVisible();
    await expect(adults.getByRole('heading', { level: 3 })).toHaveText(home.audiences[2]!.heading);
    await expect(page.getByRole('tabpanel', { name: name('Children') })).toBeHidden();

    await page.getByRole('tab', { name: name('Adults'), exact: true }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: name('Elders'), exact: true })).toBeFocused();
    await expect(page.getByRole('tab', { name: name('Elders'), exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    const panel = page.getByRole('tabpanel', { name: name('Children') });
    await panel.scrollIntoViewIfNeeded();
    const video = panel.locator('video');
    // Tab order runs opposite to the file numbers.
    await expect(video).toHaveAttribute('src', '/assets/Videos/Home/psycortexfor4.mp4');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await panel.getByRole('button', { name: 'Pause the children video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(panel.getByRole('button', { name: 'Play the children video' })).toBeVisible();
  });

  test('the "Psycortex for" prefix shows only above 500 px', async ({ page }) => {
    await page.setViewportSize({ width: 480, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Children', exact: true })).toBeVisible();
    await page.setViewportSize({ width: 720, height: 800 });
    await expect(
      page.getByRole('tab', { name: 'Psycortex for Children', exact: true }),
    ).toBeVisible();
  });

  test('testimonials carousel: arrows and pagination move it', async ({ page }) => {
    await page.goto('/');
    const carousel = page.locator('[data-testimonials]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveClass(/swiper-initialized/);
    const active = () => carousel.locator('.swiper-slide-active figcaption strong').textContent();
    const first = await active();
    expect(testimonials.home.map((t) => t.name)).toContain(first);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(active).not.toBe(first);
    // Swiper ignores a click while a 300 ms slide is under way.
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect.poll(active).toBe(first);
    const bullets = page.getByRole('button', { name: /^Show testimonial \d+$/ });
    await expect(bullets).toHaveCount(10);
    await page.getByRole('button', { name: 'Show testimonial 5' }).click();
    await expect(page.getByRole('button', { name: 'Show testimonial 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test('specialisations: the sticky picture follows the scroll (wide screens)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const section = page.locator('[data-specialisations]');
  await expect(section).toHaveAttribute('data-picture', '0');
  const box = (await section.boundingBox())!;
  const top = await page.evaluate(() => window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top + box.y + box.height - 800 - 10);
  await expect(section).toHaveAttribute('data-picture', '4');
  await expect(section.locator('.sticky-image.is-current')).toHaveCount(1);
});
