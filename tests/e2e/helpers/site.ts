import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1200;

/** Reads the local mail catcher, newest first (through a page's or any request context). */
export async function mailTo(from: Page | APIRequestContext, address: string) {
  const request = 'request' in from ? from.request : from;
  const response = await request.get('/_dev/mail.json');
  const mails = (await response.json()) as Array<{
    to: string[];
    subject: string;
    text: string;
    html: string;
  }>;
  return mails.filter((m) => m.to.includes(address));
}

/**
 * Follows the newsletter's confirmation e-mail to `address` as its reader does: opens the link
 * and presses the button on its page. Leaves the page on /newsletter/confirmed.
 */
export async function confirmNewsletter(page: Page, address: string): Promise<void> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailTo(page, address)).find((m) => /Please confirm/.test(m.subject));
      link = mail?.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await page.getByRole('button', { name: 'Yes, send me the newsletter' }).click();
  await expect(page).toHaveURL('/newsletter/confirmed');
}

/** A unique address per test run, so parallel tests never collide. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * Opens the phone menu and returns it. A tap that lands before the header's script has started
 * opens nothing (the page has just loaded, as after a sign-out), so it taps until the menu opens.
 */
export async function openPhoneMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible({ timeout: 1000 });
  }).toPass();
  return menu;
}

/**
 * Points at a header menu until `opened` shows. The header's code starts just after the page has
 * painted; a pointer that came before it is noticed when it next moves onto the item, so the
 * pointer comes again until the menu opens.
 */
export async function hoverUntilOpen(page: Page, item: Locator, opened: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 400);
    await item.hover();
    await expect(opened).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/**
 * The sitemap's pages with at most `perKind` of each kind (same first folder, same depth), spread
 * across the kind: for checks of the shell's layout, which the thirty service pages drawn from one
 * template would otherwise repeat thirty times. Checks of each page's own content use them all.
 */
export async function sitemapPathsByKind(page: Page, perKind = 6): Promise<string[]> {
  const kinds = new Map<string, string[]>();
  for (const path of await sitemapPaths(page)) {
    const segments = path.split('/').filter(Boolean);
    const kind = `${segments[0] ?? ''}/${segments.length}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), path]);
  }
  return [...kinds.values()].flatMap((paths) => {
    const step = Math.max(1, paths.length / perKind);
    return Array.from(
      { length: Math.min(perKind, paths.length) },
      (_, i) => paths[Math.floor(i * step)]!,
    );
  });
}

/** Every page the sitemap lists, as paths. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const index = await (await page.request.get('/sitemap-index.xml')).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths: string[] = [];
  for (const map of maps) {
    const xml = await (await page.request.get(map)).text();
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  }
  return paths;
}
